// Billing queries: the dealer's subscription, the billing columns of the dealer row (trial
// dates, payment method, lead suspension), the notices already mailed and the totals of the
// billing page. Payments and lead charges: repository-payments.ts; the clock's selections:
// repository-clock.ts.
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { billingNotices, dealers, gatewayEvents, payments, subscriptions, users } from '../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type BillingDealerRow = typeof dealers.$inferSelect;
type DealerBillingColumns = Partial<
  Pick<
    typeof dealers.$inferInsert,
    | 'trialStartDate'
    | 'trialEndDate'
    | 'trialPeriodDays'
    | 'stripePaymentMethodId'
    | 'cardBrand'
    | 'cardLast4'
    | 'hasValidPaymentMethod'
    | 'trialCancelledByUser'
    | 'leadsSuspendedAt'
    | 'updatedAt'
  >
>;

/** Succeeded charges minus succeeded refunds, in cents (Total Paid). */
const netPaidCents =
  sql<number>`coalesce(sum(case when ${payments.type} = 'refund' then -${payments.amountCents} else ${payments.amountCents} end), 0)`.mapWith(
    Number,
  );

export function createBillingRepository(db: Db | Tx) {
  return {
    async findSubscription(dealerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealerId)).limit(1);
      return row;
    },

    /** The subscription, held until the transaction ends: one billing command per dealer at a time. */
    async lockSubscription(dealerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.dealerId, dealerId))
        .limit(1)
        .for('update');
      return row;
    },

    async insertSubscription(values: NewSubscriptionRow): Promise<SubscriptionRow> {
      const [row] = await db.insert(subscriptions).values(values).returning();
      return row;
    },

    async updateSubscription(id: string, values: Partial<NewSubscriptionRow>): Promise<SubscriptionRow> {
      const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
      return row;
    },

    /** The dealer row (billing reads its trial, card and status columns). */
    async findDealer(dealerId: string): Promise<BillingDealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, dealerId)).limit(1);
      return row;
    },

    /** Sets billing columns of the dealer row; returns the trial end date as stored. */
    async updateDealerBilling(dealerId: string, values: DealerBillingColumns): Promise<{ trialEndDate: Date | null }> {
      const [row] = await db
        .update(dealers)
        .set(values)
        .where(eq(dealers.id, dealerId))
        .returning({ trialEndDate: dealers.trialEndDate });
      return row;
    },

    /** Marks the dealer's leads suspended (the grace period is over) unless already marked; true when this call marked it. */
    async suspendLeads(dealerId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(dealers)
        .set({ leadsSuspendedAt: now, updatedAt: now })
        .where(and(eq(dealers.id, dealerId), sql`${dealers.leadsSuspendedAt} is null`))
        .returning({ id: dealers.id });
      return rows.length > 0;
    },

    /** The dealer whose saved card this is (a provider event about a payment method). */
    async findDealerByPaymentMethod(paymentMethodId: string): Promise<BillingDealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.stripePaymentMethodId, paymentMethodId)).limit(1);
      return row;
    },

    /** The dealer's account email and the dealership's address (a receipt's "billed to"). */
    async billedTo(dealerId: string) {
      const [row] = await db
        .select({
          dealershipName: dealers.dealershipName,
          email: users.email,
          address: dealers.address,
          city: dealers.city,
          state: dealers.state,
          zipCode: dealers.zipCode,
        })
        .from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .where(eq(dealers.id, dealerId))
        .limit(1);
      return row;
    },

    /**
     * Records that a billing mail (kind, key) goes to the dealer; false when it was recorded
     * before (another clock run or instance sent it), so each mail goes out once.
     */
    async claimNotice(dealerId: string, kind: string, key: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(billingNotices)
        .values({ dealerId, kind, key, sentAt: now })
        .onConflictDoNothing()
        .returning({ kind: billingNotices.kind });
      return rows.length > 0;
    },

    /** Records a provider event as seen; false when it was seen before (a replay: not applied again). */
    async recordGatewayEvent(id: string, type: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(gatewayEvents)
        .values({ id, type, receivedAt: now })
        .onConflictDoNothing()
        .returning({ id: gatewayEvents.id });
      return rows.length > 0;
    },

    /** Forgets an event whose application failed, so the provider's next delivery applies it. */
    async forgetGatewayEvent(id: string): Promise<void> {
      await db.delete(gatewayEvents).where(eq(gatewayEvents.id, id));
    },

    /** Whether the dealer has any payment (succeeded, pending or failed): its billing history. */
    async hasPayments(dealerId: string): Promise<boolean> {
      const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.dealerId, dealerId)).limit(1);
      return Boolean(row);
    },

    async removeSubscriptionOf(dealerId: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.dealerId, dealerId));
    },

    /** What the dealer paid in cents: succeeded charges minus succeeded refunds (Total Paid). */
    async paidCents(dealerId: string): Promise<number> {
      const [paid] = await db
        .select({ cents: netPaidCents })
        .from(payments)
        .where(and(eq(payments.dealerId, dealerId), eq(payments.status, 'succeeded')));
      return paid.cents;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    billingRepository: BillingRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('billingRepository', createBillingRepository(app.db));
  },
  { name: 'billing-repository', dependencies: ['infrastructure'] },
);
