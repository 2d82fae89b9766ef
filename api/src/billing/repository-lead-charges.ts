// Lead charge queries: the lead with its car, the decision made once per lead (primary key),
// a lock per (dealer, person) around a decision (the duplicate rule is charges/duplicate-lead.ts).
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { leadCharges, leads, listings } from '../db/schema';

export type LeadChargeRow = typeof leadCharges.$inferSelect;
type NewLeadChargeRow = typeof leadCharges.$inferInsert;

export function createLeadChargesRepository(db: Db | Tx) {
  return {
    /** The lead as billing needs it, with its listing's car (null once the listing is gone). */
    async findLead(leadId: string) {
      const [row] = await db
        .select({
          id: leads.id,
          dealerId: leads.dealerId,
          firstName: leads.firstName,
          lastName: leads.lastName,
          emailKey: leads.emailKey,
          isEmailVerified: leads.isEmailVerified,
          verifiedAt: leads.verifiedAt,
          make: listings.make,
          model: listings.model,
          year: listings.year,
        })
        .from(leads)
        .leftJoin(listings, eq(listings.id, leads.listingId))
        .where(eq(leads.id, leadId))
        .limit(1);
      return row;
    },

    async findDecision(leadId: string): Promise<LeadChargeRow | undefined> {
      const [row] = await db.select().from(leadCharges).where(eq(leadCharges.leadId, leadId)).limit(1);
      return row;
    },

    /** One decision at a time per dealer and person (held until the transaction ends). */
    async lockPerson(dealerId: string, emailKey: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-charge:${dealerId}:${emailKey}`}))`);
    },

    /** The decision, or undefined when the lead was decided already. */
    async insertDecision(values: NewLeadChargeRow): Promise<LeadChargeRow | undefined> {
      const [row] = await db.insert(leadCharges).values(values).onConflictDoNothing().returning();
      return row;
    },

    async linkPayment(leadId: string, paymentId: string): Promise<void> {
      await db.update(leadCharges).set({ paymentId }).where(eq(leadCharges.leadId, leadId));
    },
  };
}
