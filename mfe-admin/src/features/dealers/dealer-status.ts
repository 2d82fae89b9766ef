import type { ChipProps } from '@mui/material/Chip';
import type { DealerStatus } from 'shared-contracts';
import type { DealerStatusFilter } from './api/get-dealers';

export const DEALER_STATUS_INFO: Record<DealerStatus, { label: string; color: NonNullable<ChipProps['color']> }> = {
  pending: { label: 'Pending', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  suspended: { label: 'Suspended', color: 'error' },
};

export const DEALER_FILTERS: ReadonlyArray<{ value: DealerStatusFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: DEALER_STATUS_INFO.pending.label },
  { value: 'approved', label: DEALER_STATUS_INFO.approved.label },
  { value: 'suspended', label: DEALER_STATUS_INFO.suspended.label },
];

/** Approve from pending or suspended; suspend from pending or approved (the server's rule). */
export const canApproveDealer = (status: DealerStatus) => status !== 'approved';
export const canSuspendDealer = (status: DealerStatus) => status !== 'suspended';
