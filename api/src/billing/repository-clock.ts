// What the billing clock looks for: trials to remind or end, fees due, plans in the grace
// period, failed and stalled charges to try again, cancelled plans past their paid period,
// verified leads not decided yet. Selections only; every change is made by a command that
// re-checks the row under its lock or with a conditional update.
import { and, eq, gt, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { dealers, leadCharges, leads, payments, subscriptions } from '../db/schema';

const BATCH = 500;

export function createClockRepository(db: Db | Tx) {
  return {
    /** Running trials that end within `until`, with what the reminder says. */
    async trialsEndingBy(now: Date, until: Date) {
      return db
        .select({
          dealerId: dealers.id,
          trialEndDate: dealers.trialEndDate,
          plan: subscriptions.plan,
          willAutoRenew: subscriptions.willAutoRenew,
          monthlyFeeCents: subscriptions.monthlyFeeCents,
          hasValidPaymentMethod: dealers.hasValidPaymentMethod,
          cardBrand: dealers.cardBrand,
          cardLast4: dealers.cardLast4,
        })
        .from(subscriptions)
        .innerJoin(dealers, eq(dealers.id, subscriptions.dealerId))
        .where(
          and(
            eq(subscriptions.status, 'trialing'),
            eq(dealers.trialCancelledByUser, false),
            gt(dealers.trialEndDate, now),
            lte(dealers.trialEndDate, until),
          ),
        )
        .limit(BATCH);
    },

    /** Dealers whose trial is over but whose subscription still says trialing. */
    async trialsOver(now: Date): Promise<string[]> {
      const rows = await db
        .select({ dealerId: subscriptions.dealerId })
        .from(subscriptions)
        .innerJoin(dealers, eq(dealers.id, subscriptions.dealerId))
        .where(and(eq(subscriptions.status, 'trialing'), lte(dealers.trialEndDate, now)))
        .limit(BATCH);
      return rows.map((r) => r.dealerId);
    },

    /** Active Pro plans whose next payment date has come. */
    async feesDue(now: Date): Promise<string[]> {
      const rows = await db
        .select({ dealerId: subscriptions.dealerId })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.plan, 'pro'),
            eq(subscriptions.status, 'active'),
            lte(subscriptions.nextPaymentDate, now),
          ),
        )
        .limit(BATCH);
      return rows.map((r) => r.dealerId);
    },

    /** Plans whose payment failed: in the grace period or past it. */
    async pastDue() {
      return db
        .select({ dealerId: subscriptions.dealerId, graceEndDate: subscriptions.graceEndDate })
        .from(subscriptions)
        .where(and(eq(subscriptions.status, 'past_due'), isNotNull(subscriptions.graceEndDate)))
        .limit(BATCH);
    },

    /** Failed lead charges last tried before `before`, of dealers with a valid card, with attempts left. */
    async leadChargesToRetry(before: Date, maxAttempts: number): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(dealers, eq(dealers.id, payments.dealerId))
        .where(
          and(
            eq(payments.type, 'lead'),
            eq(payments.status, 'failed'),
            lte(payments.updatedAt, before),
            lt(payments.attempts, maxAttempts),
            eq(dealers.hasValidPaymentMethod, true),
          ),
        )
        .limit(BATCH);
      return rows.map((r) => r.id);
    },

    /** Charges left pending without an answer from the gateway (it could not be reached) since before `before`. */
    async stalledCharges(before: Date): Promise<string[]> {
      const rows = await db
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            ne(payments.type, 'refund'),
            isNull(payments.gatewayRef),
            lte(payments.updatedAt, before),
          ),
        )
        .limit(BATCH);
      return rows.map((r) => r.id);
    },

    /** Cancelled Pro plans past their paid period become expired; answers the dealers. */
    async expireCancelledPlans(now: Date): Promise<string[]> {
      const rows = await db
        .update(subscriptions)
        .set({ status: 'expired', updatedAt: now })
        .where(
          and(
            eq(subscriptions.plan, 'pro'),
            eq(subscriptions.status, 'canceled'),
            lte(subscriptions.planExpiresAt, now),
          ),
        )
        .returning({ dealerId: subscriptions.dealerId });
      return rows.map((r) => r.dealerId);
    },

    /** Verified leads since `since` that billing has not decided yet. */
    async undecidedLeads(since: Date): Promise<string[]> {
      const rows = await db
        .select({ id: leads.id })
        .from(leads)
        .leftJoin(leadCharges, eq(leadCharges.leadId, leads.id))
        .where(
          and(
            eq(leads.isEmailVerified, true),
            isNotNull(leads.dealerId),
            isNull(leadCharges.leadId),
            sql`coalesce(${leads.verifiedAt}, ${leads.createdAt}) >= ${since.toISOString()}::timestamptz`,
          ),
        )
        .limit(BATCH);
      return rows.map((r) => r.id);
    },

    /**
     * Verified leads older than `before` that were never decided (they came before billing
     * existed, or while it could not run for days) are recorded as not charged.
     */
    async settleOldUndecidedLeads(before: Date): Promise<number> {
      const result = await db.execute(sql`
        insert into lead_charges (lead_id, dealer_id, outcome, email_key, model_key, created_at)
        select l.id, l.dealer_id, 'no_plan', l.email_key,
               coalesce(lower(trim(li.make)) || ' ' || lower(trim(li.model)), 'unknown'), coalesce(l.verified_at, l.created_at)
        from leads l left join listings li on li.id = l.listing_id
        where l.is_email_verified and l.dealer_id is not null
          and coalesce(l.verified_at, l.created_at) < ${before.toISOString()}::timestamptz
          and not exists (select 1 from lead_charges c where c.lead_id = l.id)
        on conflict do nothing`);
      return (
        (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (result as { rowCount?: number }).rowCount ??
        0
      );
    },
  };
}
