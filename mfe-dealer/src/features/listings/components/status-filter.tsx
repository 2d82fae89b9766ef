import { ChipFilter } from 'shared-ui';
import type { ListingStatusFilter } from '../api/get-my-listings';
import { STATUS_FILTERS } from '../listing-status';

export interface StatusFilterProps {
  value: ListingStatusFilter;
  onChange(value: ListingStatusFilter): void;
}

/** All, Pending approval, Active, Paused, Rejected: one chosen at a time (a radio group of chips). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  return <ChipFilter label="Status" options={STATUS_FILTERS} value={value} onChange={onChange} />;
}
