// Billing queries: the dealer's subscription, the billing columns of the dealer row (trial
// dates, payment method) and the totals of the billing page.
import { and, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, leads, payments, subscriptions } from '../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
type NewSubscriptionRow = typeof subscriptions.$inferInsert;
type DealerBillingColumns = Partial<Pick<typeof dealers.$inferInsert, 'trialStartDate' | 'trialEndDate' | 'stripePaymentMethodId' | 'updatedAt'>>;

export function createBillingRepository(db: Db | Tx) {
  return {
    async findSubscription(dealerId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealerId)).limit(1);
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

    /** Sets billing columns of the dealer row; returns the trial end date as stored. */
    async updateDealerBilling(dealerId: string, values: DealerBillingColumns): Promise<{ trialEndDate: Date | null }> {
      const [row] = await db.update(dealers).set(values).where(eq(dealers.id, dealerId)).returning({ trialEndDate: dealers.trialEndDate });
      return row;
    },

    /** Whether the dealer has any payment (succeeded, pending or failed): its billing history. */
    async hasPayments(dealerId: string): Promise<boolean> {
      const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.dealerId, dealerId)).limit(1);
      return Boolean(row);
    },

    async removeSubscriptionOf(dealerId: string): Promise<void> {
      await db.delete(subscriptions).where(eq(subscriptions.dealerId, dealerId));
    },

    /** Verified leads of the dealer (the ones that are charged) and the sum of its successful payments in cents. */
    async totals(dealerId: string): Promise<{ verifiedLeads: number; paidCents: number }> {
      const [[verified], [paid]] = await Promise.all([
        db.select({ n: count() }).from(leads).where(and(eq(leads.dealerId, dealerId), eq(leads.isEmailVerified, true))),
        db.select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
          .from(payments).where(and(eq(payments.dealerId, dealerId), eq(payments.status, 'succeeded'))),
      ]);
      return { verifiedLeads: verified.n, paidCents: paid.cents };
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;

declare module 'fastify' {
  interface FastifyInstance { billingRepository: BillingRepository }
}

export default fp(async (app) => {
  app.decorate('billingRepository', createBillingRepository(app.db));
}, { name: 'billing-repository', dependencies: ['services'] });
