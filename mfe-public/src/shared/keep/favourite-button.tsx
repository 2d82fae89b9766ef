import type { MouseEvent } from 'react';
import { styled, type Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { sitePaths } from 'shared-auth';
import { DeferredTooltip } from 'shared-ui';
import { useFavouriteIds, useFavouriteRole, useToggleFavourite } from './favourites-api';

export interface FavouriteButtonProps {
  listingId: string;
  /** The car, for the button's name ("Save Kia EV6 2025 to favorites"). */
  title: string;
  /** overlay: on a card's picture (top right); inline: beside a deal page's title. */
  variant?: 'overlay' | 'inline';
}

// The heart is on every card of a search page, rendered on the server and hydrated: a plain link
// or button and a plain SVG, with styles made once here. MUI's IconButton (ButtonBase, its ripple)
// and SvgIcon made the heart cost about as much as the rest of the card (issues 26 and 27).
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

// Material Symbols' "favorite" and "favorite_border" (Apache 2.0), as @mui/icons-material draws them.
const HEART = {
  kept: 'm12 21.35-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54z',
  outline:
    'M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3m-4.4 15.55-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05',
};

const Svg = styled('svg')({ width: 24, height: 24, fill: 'currentColor', flex: 'none' });
const KeptSvg = styled(Svg)(({ theme }) => ({ color: theme.palette.error.main }));

function HeartIcon({ kept }: { kept: boolean }) {
  const Icon = kept ? KeptSvg : Svg;
  return (
    <Icon viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={kept ? HEART.kept : HEART.outline} />
    </Icon>
  );
}

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
