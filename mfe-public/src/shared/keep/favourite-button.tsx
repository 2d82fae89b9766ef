import type { MouseEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { sitePaths } from 'shared-auth';
import { DeferredTooltip, FavoriteBorderIcon, FavoriteIcon } from 'shared-ui';
import { useFavouriteIds, useFavouriteRole, useToggleFavourite } from './favourites-api';

export interface FavouriteButtonProps {
  listingId: string;
  /** The car, for the button's name ("Save Kia EV6 2025 to favorites"). */
  title: string;
  /** overlay: on a card's picture (top right); inline: beside a deal page's title. */
  variant?: 'overlay' | 'inline';
}

// Styles made once here (the heart is on every card of a search page), not an `sx` per render.
const OverlayButton = styled(IconButton)(({ theme }) => ({
  position: 'absolute',
  top: 10,
  right: 10,
  zIndex: 1,
  backgroundColor: 'rgba(255,255,255,0.92)',
  boxShadow: theme.shadows[1],
  '&:hover': { backgroundColor: '#fff' },
})) as typeof IconButton;

const InlineButton = styled(IconButton)(({ theme }) => ({
  marginLeft: 'auto',
  border: '1px solid',
  borderColor: theme.palette.divider,
})) as typeof IconButton;

const KeptIcon = styled(FavoriteIcon)(({ theme }) => ({ color: theme.palette.error.main }));
const OverlayIcon = styled(FavoriteBorderIcon)(({ theme }) => ({ color: theme.palette.text.primary }));
const InlineIcon = styled(FavoriteBorderIcon)(({ theme }) => ({ color: theme.palette.text.secondary }));

/**
 * The heart: a consumer keeps or drops the deal; a visitor is sent to sign in and comes back to
 * this page; dealers and admins see nothing. A visitor's heart is a link (to sign in), so a tap on
 * the server-rendered page works before the page has hydrated, and without JavaScript.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  const role = useFavouriteRole();
  if (role === 'other') return null;
  // A visitor's heart asks nothing of the favourites' query or mutation (one of each per card
  // otherwise, on every server render: the server renders as a visitor).
  return role === 'visitor' ? <VisitorHeart {...props} /> : <ConsumerHeart {...props} />;
}

const sizeOf = (variant: FavouriteButtonProps['variant']) => (variant === 'overlay' ? 'small' : 'medium');
const partsOf = (variant: FavouriteButtonProps['variant']) =>
  variant === 'overlay' ? ([OverlayButton, OverlayIcon] as const) : ([InlineButton, InlineIcon] as const);

function VisitorHeart({ title, variant = 'overlay' }: FavouriteButtonProps) {
  const location = useLocation();
  const [Heart, Outline] = partsOf(variant);
  return (
    <DeferredTooltip title="Save to favorites">
      <Heart
        aria-label={`Save ${title} to favorites`}
        size={sizeOf(variant)}
        component={RouterLink}
        to={sitePaths.login(`${location.pathname}${location.search}`)}
      >
        <Outline />
      </Heart>
    </DeferredTooltip>
  );
}

function ConsumerHeart({ listingId, title, variant = 'overlay' }: FavouriteButtonProps) {
  const ids = useFavouriteIds();
  const toggle = useToggleFavourite();
  const kept = ids.data?.has(listingId) ?? false;
  const label = kept ? `Remove ${title} from favorites` : `Save ${title} to favorites`;
  const onClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopPropagation();
    toggle.mutate({ listingId, favourite: !kept });
  };
  const [Heart, Outline] = partsOf(variant);
  return (
    <DeferredTooltip title={kept ? 'Remove from favorites' : 'Save to favorites'}>
      <Heart aria-label={label} size={sizeOf(variant)} aria-pressed={kept} onClick={onClick}>
        {kept ? <KeptIcon /> : <Outline />}
      </Heart>
    </DeferredTooltip>
  );
}
