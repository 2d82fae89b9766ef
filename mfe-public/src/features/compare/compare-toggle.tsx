import { useEffect, useRef } from 'react';
import { styled } from '@mui/material/styles';
import { notify } from 'shared-auth';
import type { ListingSummary } from 'shared-contracts';
import { COMPARE_FULL_MESSAGE, useComparePicks, useCompareStore } from './compare-store';

export interface CompareToggleProps {
  listing: Pick<ListingSummary, 'id' | 'make' | 'model' | 'year' | 'imageUrls'>;
}

/**
 * "Compare" on a card or deal page: adds the deal to the compare bar (a fourth is refused with a
 * message). A tap on the server-rendered box before the page has hydrated ticks the box but
 * reaches no handler: once hydrated, the box's own state is taken as the visitor's choice.
 */
// A native checkbox in a label, with styles made once here: the toggle is on every card of a
// search page, rendered on the server and hydrated, and MUI's Checkbox (ButtonBase, its ripple, two
// SvgIcons) and FormControlLabel cost about as much as the rest of the card (issues 26 and 27).
const Label = styled('label')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 38,
  marginTop: theme.spacing(1),
  marginRight: 'auto',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  cursor: 'pointer',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
}));

const Box = styled('input')(({ theme }) => ({
  width: 18,
  height: 18,
  margin: 0,
  cursor: 'pointer',
  accentColor: theme.palette.primary.main,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

export function CompareToggle({ listing }: CompareToggleProps) {
  const title = `${listing.make} ${listing.model} ${listing.year}`;
  const picked = useComparePicks().some((p) => p.id === listing.id);
  const box = useRef<HTMLInputElement>(null);
  const toggle = () => {
    const store = useCompareStore.getState();
    if (picked) return store.remove(listing.id);
    if (store.add({ id: listing.id, title, picture: listing.imageUrls?.[0] }) === 'full')
      notify(COMPARE_FULL_MESSAGE, 'warning');
  };
  useEffect(() => {
    if (box.current && box.current.checked !== picked) toggle();
    // Once, on the first render in the browser: later, the box only changes through toggle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Label>
      <Box type="checkbox" ref={box} checked={picked} onChange={toggle} aria-label={`Compare ${title}`} />
      Compare
    </Label>
  );
}
