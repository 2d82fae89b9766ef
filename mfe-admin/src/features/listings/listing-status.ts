import type { ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';
import type { ListingStatusFilter } from './api/get-admin-listings';

/** The listing statuses as an admin reads them. */
export const LISTING_STATUS_INFO: Record<ListingStatus, { label: string; color: NonNullable<ChipProps['color']> }> = {
  pending: { label: 'Pending approval', color: 'warning' },
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'default' },
  rejected: { label: 'Rejected', color: 'error' },
};

/** The moderation queue first (the page opens on it, docs/decisions.md), then every status and each other one. */
export const STATUS_FILTERS: ReadonlyArray<{ value: ListingStatusFilter; label: string }> = [
  { value: 'pending', label: LISTING_STATUS_INFO.pending.label },
  { value: 'all', label: 'All' },
  { value: 'active', label: LISTING_STATUS_INFO.active.label },
  { value: 'paused', label: LISTING_STATUS_INFO.paused.label },
  { value: 'rejected', label: LISTING_STATUS_INFO.rejected.label },
];

export const DEFAULT_STATUS_FILTER: ListingStatusFilter = 'pending';

/** Approve: a pending listing, or a rejected one after a second look (the server's rule, listings/moderation.ts). */
export const canApprove = (status: ListingStatus) => status === 'pending' || status === 'rejected';
/** Reject: a pending, active or paused listing. */
export const canReject = (status: ListingStatus) => status !== 'rejected';
