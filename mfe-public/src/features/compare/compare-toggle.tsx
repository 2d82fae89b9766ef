import { useEffect, useRef } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
// Made once here (the toggle is on every card of a search page), not an `sx` per render.
const Label = styled(FormControlLabel)(({ theme }) => ({
  margin: 0,
  marginTop: theme.spacing(1),
  marginRight: 'auto',
  '& .MuiFormControlLabel-label': { fontSize: '0.875rem', fontWeight: 600 },
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
    <Label
      label="Compare"
      control={
        <Checkbox
          size="small"
          checked={picked}
          onChange={toggle}
          slotProps={{ input: { ref: box, 'aria-label': `Compare ${title}` } }}
        />
      }
    />
  );
}
