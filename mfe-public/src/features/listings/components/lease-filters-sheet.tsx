import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import { TuneIcon } from 'shared-ui';
import { countLeaseFilters, type LeaseFilters } from '../hooks/use-listing-search-params';

// The sheet and its form load when the button is first pointed at, focused or pressed.
const loadDrawer = () => import('./lease-filters-form');
const LeaseFiltersDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.LeaseFiltersDrawer })));

export interface LeaseFiltersSheetProps {
  /** The lease filters in the URL. */
  current: LeaseFilters;
  onApply: (filters: LeaseFilters) => void;
}

/**
 * "More filters": the lease filters (term, mileage, due at signing, fuel, year, ZIP + distance)
 * in a sheet from the right (the whole screen on a phone, lease-filters-form.tsx), applied
 * together by Show results.
 */
export function LeaseFiltersSheet({ current, onApply }: LeaseFiltersSheetProps) {
  const [open, setOpen] = useState(false);
  // Each opening mounts the form anew, from the filters in the URL.
  const [openings, setOpenings] = useState(0);
  const count = countLeaseFilters(current);
  const warm = () => void loadDrawer();

  const show = () => {
    setOpenings((n) => n + 1);
    setOpen(true);
  };

  return (
    <>
      <Badge badgeContent={count} color="secondary" overlap="rectangular">
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          onClick={show}
          onPointerEnter={warm}
          onFocus={warm}
          onTouchStart={warm}
          aria-haspopup="dialog"
          sx={{ bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
        >
          More filters
        </Button>
      </Badge>
      {openings > 0 && (
        <Suspense fallback={null}>
          <LeaseFiltersDrawer
            key={openings}
            open={open}
            onClose={() => setOpen(false)}
            current={current}
            onApply={onApply}
          />
        </Suspense>
      )}
    </>
  );
}
