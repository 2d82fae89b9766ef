import type { MouseEvent } from 'react';
import { styled, type Theme } from '@mui/material/styles';
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

// The heart is on every card of a search page, rendered on the server and hydrated: a plain link
// or button with styles made once here. MUI's IconButton (ButtonBase, its ripple) made the heart
// cost about as much as the rest of the card (issues 26 and 27).
const heartBase = ({ theme }: { theme: Theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  padding: 0,
  margin: 0,
  borderRadius: '50%',
  cursor: 'pointer',
  font: 'inherit',
  textDecoration: 'none',
  transition: 'background-color 150ms ease',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

/** On a card's picture, top right: 34 px, white. */
const overlayStyles = ({ theme }: { theme: Theme }) => ({
  ...heartBase({ theme }),
  position: 'absolute' as const,
  top: 10,
  right: 10,
  zIndex: 1,
  width: 34,
  height: 34,
  border: 0,
  color: theme.palette.text.primary,
  backgroundColor: 'rgba(255,255,255,0.92)',
  boxShadow: theme.shadows[1],
  '&:hover': { backgroundColor: '#fff' },
});

/** Beside a deal page's title: 42 px, outlined. */
const inlineStyles = ({ theme }: { theme: Theme }) => ({
  ...heartBase({ theme }),
  marginLeft: 'auto',
  width: 42,
  height: 42,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
  backgroundColor: 'transparent',
  '&:hover': { backgroundColor: theme.palette.action.hover },
});

const OverlayLink = styled(RouterLink)(overlayStyles);
const InlineLink = styled(RouterLink)(inlineStyles);
const OverlayButton = styled('button')(overlayStyles);
const InlineButton = styled('button')(inlineStyles);

const KeptIcon = styled(FavoriteIcon)(({ theme }) => ({ color: theme.palette.error.main }));

const HeartIcon = ({ kept }: { kept: boolean }) => (kept ? <KeptIcon /> : <FavoriteBorderIcon />);

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

function VisitorHeart({ title, variant = 'overlay' }: FavouriteButtonProps) {
  const location = useLocation();
  const Heart = variant === 'overlay' ? OverlayLink : InlineLink;
  return (
    <DeferredTooltip title="Save to favorites">
      <Heart aria-label={`Save ${title} to favorites`} to={sitePaths.login(`${location.pathname}${location.search}`)}>
        <HeartIcon kept={false} />
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
  const Heart = variant === 'overlay' ? OverlayButton : InlineButton;
  return (
    <DeferredTooltip title={kept ? 'Remove from favorites' : 'Save to favorites'}>
      <Heart type="button" aria-label={label} aria-pressed={kept} onClick={onClick}>
        <HeartIcon kept={kept} />
      </Heart>
    </DeferredTooltip>
  );
}
