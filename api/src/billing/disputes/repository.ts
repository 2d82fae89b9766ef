// Lead dispute queries (no rules): the lead payment a dealer disputes and the lead it charged,
// the earlier lead of the same person (auto-accept), the dispute row and its conditional
// resolution, the refund payment row, and the admin's queue.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client';
import { dealers, leadDisputes, leads, listings, payments } from '../../db/schema';
import { offsetOf } from '../../lib/pagination';

export type DisputeRow = typeof leadDisputes.$inferSelect;
type NewDisputeRow = typeof leadDisputes.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
type NewPaymentRow = typeof payments.$inferInsert;

/** The lead a charge was for, as dispute mails and descriptions name it (null once the lead is deleted). */
export interface DisputedLead {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
  /** The listing it was about (null once the listing is deleted). */
  car: { year: number; make: string; model: string } | null;
}

export interface DisputeQueueRow {
  dispute: DisputeRow;
  dealer: { id: string; dealershipName: string };
  payment: { id: string; amountCents: number; createdAt: Date };
  lead: DisputedLead | null;
}

const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  createdAt: leads.createdAt,
  year: listings.year,
  make: listings.make,
  model: listings.model,
};
type LeadColumns = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: Date;
  year: number | null;
  make: string | null;
  model: string | null;
};

function toDisputedLead(row: LeadColumns | null): DisputedLead | null {
  if (!row) return null;
  const { year, make, model, ...lead } = row;
  return { ...lead, car: year !== null && make !== null && model !== null ? { year, make, model } : null };
}

export function createDisputesRepository(db: Db | Tx) {
  return {
    async findPayment(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },

    async findByPayment(paymentId: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(leadDisputes).where(eq(leadDisputes.paymentId, paymentId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(leadDisputes).where(eq(leadDisputes.id, id)).limit(1);
      return row;
    },

    async findLead(leadId: string): Promise<DisputedLead | null> {
      const [row] = await db
        .select(leadColumns)
        .from(leads)
        .leftJoin(listings, eq(listings.id, leads.listingId))
        .where(eq(leads.id, leadId))
        .limit(1);
      return toDisputedLead(row ?? null);
    },

    /** Inserts the dispute unless the payment already has one (unique index): undefined then. */
    async insert(values: NewDisputeRow): Promise<DisputeRow | undefined> {
      const [row] = await db
        .insert(leadDisputes)
        .values(values)
        .onConflictDoNothing({ target: leadDisputes.paymentId })
        .returning();
      return row;
    },

    /** Resolves the dispute only if it is still open (the loser of two simultaneous resolutions gets undefined). */
    async resolveIfOpen(
      id: string,
      values: Pick<NewDisputeRow, 'status' | 'resolutionNote' | 'resolvedBy' | 'resolvedAt'>,
    ): Promise<DisputeRow | undefined> {
      const [row] = await db
        .update(leadDisputes)
        .set(values)
        .where(and(eq(leadDisputes.id, id), eq(leadDisputes.status, 'open')))
        .returning();
      return row;
    },

    async setRefundPayment(id: string, refundPaymentId: string): Promise<DisputeRow> {
      const [row] = await db.update(leadDisputes).set({ refundPaymentId }).where(eq(leadDisputes.id, id)).returning();
      return row;
    },

    async insertPayment(values: NewPaymentRow): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      return row;
    },

    /** Records the gateway's answer on a pending refund row (once: a row no longer pending stays as it is). */
    async settlePayment(
      id: string,
      values: Pick<NewPaymentRow, 'status' | 'gatewayRef' | 'failureMessage' | 'updatedAt'>,
    ): Promise<void> {
      await db
        .update(payments)
        .set(values)
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')));
    },

    /** The admin's queue: open disputes first, oldest first within that order; with the dealer, payment and lead. */
    async page(f: {
      page: number;
      limit: number;
      status?: DisputeRow['status'];
    }): Promise<{ rows: DisputeQueueRow[]; total: number }> {
      const where = f.status ? eq(leadDisputes.status, f.status) : undefined;
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            dispute: leadDisputes,
            dealer: { id: dealers.id, dealershipName: dealers.dealershipName },
            payment: { id: payments.id, amountCents: payments.amountCents, createdAt: payments.createdAt },
            lead: {
              id: leads.id,
              firstName: leads.firstName,
              lastName: leads.lastName,
              email: leads.email,
              phone: leads.phone,
              createdAt: leads.createdAt,
            },
            car: { year: listings.year, make: listings.make, model: listings.model },
          })
          .from(leadDisputes)
          .innerJoin(dealers, eq(dealers.id, leadDisputes.dealerId))
          .innerJoin(payments, eq(payments.id, leadDisputes.paymentId))
          .leftJoin(leads, eq(leads.id, leadDisputes.leadId))
          .leftJoin(listings, eq(listings.id, leads.listingId))
          .where(where)
          .orderBy(sql`(${leadDisputes.status} <> 'open')`, asc(leadDisputes.createdAt), asc(leadDisputes.id))
          .limit(f.limit)
          .offset(offsetOf(f.page, f.limit)),
        db.select({ n: count() }).from(leadDisputes).where(where),
      ]);
      return {
        rows: rows.map((r) => ({
          dispute: r.dispute,
          dealer: r.dealer,
          payment: r.payment,
          lead: toDisputedLead(
            r.lead
              ? { ...r.lead, year: r.car?.year ?? null, make: r.car?.make ?? null, model: r.car?.model ?? null }
              : null,
          ),
        })),
        total: Number(n),
      };
    },
  };
}

export type DisputesRepository = ReturnType<typeof createDisputesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    disputesRepository: DisputesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('disputesRepository', createDisputesRepository(app.db));
  },
  { name: 'disputes-repository', dependencies: ['infrastructure'] },
);
