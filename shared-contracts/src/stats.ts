export interface AdminDashboardStats {
  activeEnquiries: number;
  activeListings: number;
  pendingEnquiries: number;
  totalEnquiries: number;
  totalLeads: number;
  verifiedLeads: number;
  totalDealers: number;
  pendingDealers: number;
  approvedDealers: number;
  totalUsers: number;
  totalListings: number;
  pendingListings: number;
}

export interface DealerDashboardStats {
  totalListings: number;
  activeListings: number;
  pendingListings: number;
  totalViews: number;
  totalLeads: number;
  verifiedLeads: number;
  newLeads: number;
  totalEnquiries: number;
  leadsLast30Days: number;
}

export const SUBSCRIPTION_STATES = ['TRIAL_ACTIVE', 'TRIAL_EXPIRED', 'PRO_ACTIVE', 'PRO_CANCELLED_ACTIVE', 'NO_PLAN', 'PRO_CANCELLED_EXPIRED', 'INACTIVE'] as const;
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

export interface BillingStats {
  totalLeads: number;
  /** dollars */
  totalCharges: number;
  subscriptionState: SubscriptionState;
  hasValidPaymentMethod: boolean;
  trialDaysRemaining: number;
  nextBillingDate: string | null;
  canReceiveLeads: boolean;
}

export interface DealerSubscription {
  id: string;
  plan: 'free' | 'pro';
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired';
  planExpiresAt: string | null;
  trialEndDate: string | null;
  nextPaymentDate: string | null;
  /** dollars */
  monthlyFee: number;
  /** dollars */
  cplRate: number;
}
