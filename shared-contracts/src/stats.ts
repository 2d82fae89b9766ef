export const SUBSCRIPTION_STATES = [
  'TRIAL_ACTIVE',
  'TRIAL_EXPIRED',
  'PRO_ACTIVE',
  'PRO_CANCELLED_ACTIVE',
  'NO_PLAN',
  'PRO_CANCELLED_EXPIRED',
  'INACTIVE',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const SUBSCRIPTION_BADGES: Record<SubscriptionState, string> = {
  TRIAL_ACTIVE: 'Free Trial',
  TRIAL_EXPIRED: 'Trial Ended',
  PRO_ACTIVE: 'Pro Subscriber',
  PRO_CANCELLED_ACTIVE: 'Pro Subscriber',
  NO_PLAN: 'No Active Plan',
  PRO_CANCELLED_EXPIRED: 'Pro Canceled',
  INACTIVE: 'Inactive',
};
