// Who may receive leads: the dealer is approved and the subscription state is one of
// TRIAL_ACTIVE, PRO_ACTIVE, PRO_CANCELLED_ACTIVE. The search shows only those dealers'
// listings, so the rule exists twice: as a function and as a SQL condition. They are
// tested against each other in test/billing.test.ts; change both together.
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealers, subscriptions } from '../db/schema';
import {
  LEAD_RECEIVING_STATES,
  subscriptionState,
  type DealerBillingFields,
  type SubscriptionBillingFields,
} from './state';

export function canReceiveLeads(
  dealer: DealerBillingFields | null | undefined,
  subscription: SubscriptionBillingFields | null | undefined,
  now: Date,
): boolean {
  return dealer?.status === 'approved' && LEAD_RECEIVING_STATES.has(subscriptionState(dealer, subscription, now));
}

/**
 * The same rule as a WHERE condition over dealers joined with their subscription (inner or
 * left join: a missing subscription is false). Pass aliases when the query uses them:
 *
 *   const d = alias(dealers, 'd'); const s = alias(subscriptions, 's');
 *   db.select().from(listings).innerJoin(d, eq(d.id, listings.dealerId))
 *     .leftJoin(s, eq(s.dealerId, d.id)).where(and(eq(listings.status, 'active'), dealerMayReceiveLeadsSql(now, { d, s })));
 *
 * Without aliases it refers to the tables "dealers" and "subscriptions".
 */
type Columns<K extends string> = Record<K, AnyPgColumn>;
export type DealerColumns = Columns<'status' | 'trialEndDate' | 'trialCancelledByUser'>;
export type SubscriptionColumns = Columns<'plan' | 'status' | 'planExpiresAt' | 'graceEndDate'>;

export function dealerMayReceiveLeadsSql(now: Date, tables: { d?: DealerColumns; s?: SubscriptionColumns } = {}): SQL {
  const d: DealerColumns = tables.d ?? dealers;
  const s: SubscriptionColumns = tables.s ?? subscriptions;
  return and(
    eq(d.status, 'approved'),
    or(
      and(eq(s.status, 'trialing'), eq(d.trialCancelledByUser, false), gt(d.trialEndDate, now)),
      and(eq(s.plan, 'pro'), eq(s.status, 'active')),
      and(eq(s.plan, 'pro'), eq(s.status, 'past_due'), or(isNull(s.graceEndDate), gt(s.graceEndDate, now))),
      and(eq(s.plan, 'pro'), eq(s.status, 'canceled'), gt(s.planExpiresAt, now)),
    ),
  ) as SQL;
}
