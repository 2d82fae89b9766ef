import type { ChipProps } from '@mui/material/Chip';
import type { ListingStatus } from 'shared-contracts';
import type { ListingStatusFilter } from './api/get-my-listings';

export interface ListingStatusInfo {
  /** The chip and filter label. */
  label: string;
  color: NonNullable<ChipProps['color']>;
  /** What the status means for the dealer. */
  meaning: string;
}

/** The listing statuses as a dealer reads them (docs/decisions.md: the status rule). */
export const LISTING_STATUS_INFO: Record<ListingStatus, ListingStatusInfo> = {
  pending: {
    label: 'Pending approval',
    color: 'warning',
    meaning: 'Waiting for approval: our team reviews new and edited listings before shoppers can see them.',
  },
  active: {
    label: 'Active',
    color: 'success',
    meaning: 'Approved and shown to shoppers in search while your plan can receive leads.',
  },
  paused: {
    label: 'Paused',
    color: 'default',
    meaning: 'Paused by you: hidden from shoppers until you resume it.',
  },
  rejected: {
    label: 'Rejected',
    color: 'error',
    meaning: 'Not approved by our team. Edit the listing and save it to send it for review again.',
  },
};

/**
 * An active listing while the dealer's account receives no leads (a payment owed after the grace
 * period, a plan that ended, a dealership under review): the public search does not show it, so
 * it does not read "Active" (docs/decisions.md).
 */
export const NOT_SHOWN_INFO: ListingStatusInfo = {
  label: 'Not shown',
  color: 'warning',
  meaning:
    'Approved, but shoppers cannot see it: your account is not receiving leads right now. It shows again as soon as your plan receives leads (Manage subscription).',
};

/** The status filter's choices, in order. */
export const STATUS_FILTERS: ReadonlyArray<{ value: ListingStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: LISTING_STATUS_INFO.pending.label },
  { value: 'active', label: LISTING_STATUS_INFO.active.label },
  { value: 'paused', label: LISTING_STATUS_INFO.paused.label },
  { value: 'rejected', label: LISTING_STATUS_INFO.rejected.label },
];

export interface StatusAction {
  /** The status asked for. */
  to: ListingStatus;
  label: 'Pause' | 'Resume';
  /** The toast after it worked. */
  done: string;
}

/** What a dealer may do with a listing's status: pause an active one, resume a paused one; nothing else. */
export function statusAction(status: ListingStatus): StatusAction | undefined {
  if (status === 'active') return { to: 'paused', label: 'Pause', done: 'Listing paused: shoppers no longer see it.' };
  if (status === 'paused')
    return { to: 'active', label: 'Resume', done: 'Listing resumed: shoppers can see it again.' };
  return undefined;
}
