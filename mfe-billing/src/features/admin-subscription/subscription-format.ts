// How the admin subscription page reads the dealer's billing fields.
import type { AdminDealerSubscription } from 'shared-contracts';
import { formatDay } from 'shared-ui';

/** "Mar 4, 2025", or undefined when there is no date. */
export const day = (iso: string | null | undefined) => (iso ? formatDay(iso) || undefined : undefined);

export const PLAN_LABELS: Record<AdminDealerSubscription['plan'], string> = { free: 'Free', pro: 'Pro' };

export const STATUS_LABELS: Record<AdminDealerSubscription['status'], string> = {
  trialing: 'Trialing',
  active: 'Active',
  past_due: 'Past Due',
  canceled: 'Canceled',
  expired: 'Expired',
};
