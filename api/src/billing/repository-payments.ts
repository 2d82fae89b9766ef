// Payment queries: the pending row written before the gateway is called, its outcome recorded
// only while it is still pending (or failed, for a provider event), retries claimed by one
// caller, and the dealer's history with each lead charge's dispute.
import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { leadDisputes, payments } from '../db/schema';
import { offsetOf } from '../lib/pagination';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
export type DisputeRow = typeof leadDisputes.$inferSelect;
export type PaymentStatus = PaymentRow['status'];
type Outcome = Partial<
  Pick<NewPaymentRow, 'status' | 'gatewayRef' | 'failureMessage' | 'cardBrand' | 'cardLast4' | 'updatedAt'>
>;

export function createPaymentsRepository(db: Db | Tx) {
  return {
    /** The new row, or undefined when its idempotency key (or its lead) already has one. */
    async insert(values: NewPaymentRow): Promise<PaymentRow | undefined> {
      const [row] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return row;
    },

    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async findByGatewayRef(ref: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.gatewayRef, ref)).limit(1);
      return row;
    },

    /** Writes the outcome only if the row is still in one of `from`: the caller that changes it applies its effects. */
    async settle(id: string, from: PaymentStatus[], outcome: Outcome): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set(outcome)
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning();
      return row;
    },

    async update(id: string, values: Partial<NewPaymentRow>): Promise<PaymentRow | undefined> {
      const [row] = await db.update(payments).set(values).where(eq(payments.id, id)).returning();
      return row;
    },

    /** A failed payment back to pending for one more attempt; undefined when another caller claimed it first. */
    async claimRetry(id: string, now: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status: 'pending', attempts: sql`${payments.attempts} + 1`, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'failed')))
        .returning();
      return row;
    },

    /** Whether a monthly fee of the dealer is being charged right now. */
    async hasPendingSubscriptionPayment(dealerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.dealerId, dealerId), eq(payments.type, 'subscription'), eq(payments.status, 'pending')))
        .limit(1);
      return Boolean(row);
    },

    /** The dealer's latest scheduled monthly fee (renewal or trial end: key sub:...), whatever its status. */
    async latestScheduledFee(dealerId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.dealerId, dealerId),
            eq(payments.type, 'subscription'),
            like(payments.idempotencyKey, 'sub:%'),
          ),
        )
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(1);
      return row;
    },

    /** The dealer's lead charges that failed (money still owed for leads it received). */
    async failedLeadCharges(dealerId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.dealerId, dealerId), eq(payments.type, 'lead'), eq(payments.status, 'failed')))
        .orderBy(payments.createdAt);
    },

    /** One of the dealer's payments with its dispute (another dealer's: undefined). */
    async findOwned(
      dealerId: string,
      id: string,
    ): Promise<{ payment: PaymentRow; dispute: DisputeRow | null } | undefined> {
      const [row] = await db
        .select({ payment: payments, dispute: leadDisputes })
        .from(payments)
        .leftJoin(leadDisputes, eq(leadDisputes.paymentId, payments.id))
        .where(and(eq(payments.id, id), eq(payments.dealerId, dealerId)))
        .limit(1);
      return row;
    },

    /** A page of the dealer's payments, newest first, each with its dispute, and how many there are. */
    async page(
      dealerId: string,
      page: number,
      limit: number,
    ): Promise<{ rows: Array<{ payment: PaymentRow; dispute: DisputeRow | null }>; total: number }> {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ payment: payments, dispute: leadDisputes })
          .from(payments)
          .leftJoin(leadDisputes, eq(leadDisputes.paymentId, payments.id))
          .where(eq(payments.dealerId, dealerId))
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ n: count() }).from(payments).where(eq(payments.dealerId, dealerId)),
      ]);
      return { rows, total: Number(n) };
    },

    /** Whether a succeeded refund gives this payment's money back. */
    async isRefunded(paymentId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.refundOf, paymentId), eq(payments.type, 'refund'), eq(payments.status, 'succeeded')))
        .limit(1);
      return Boolean(row);
    },
  };
}
