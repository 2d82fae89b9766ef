// Lead queries (no rules): the duplicate check under an advisory lock, writes, the dealer's
// notice details, pages with their count, and the counts of the admin list.
import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, leads, listings, users } from '../db/schema';
import { offsetOf } from '../lib/pagination';

export type LeadRow = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
/** The listing a lead is about, as a lead answer shows it (null once the listing is deleted). */
export type LeadListingRef = { id: string; make: string; model: string; year: number } | null;

/** Which leads a page shows. */
export interface LeadFilter {
  page: number;
  limit: number;
  dealerId?: string;
  isEmailVerified?: boolean;
  status?: string;
  /** In the names, email or phone. */
  search?: string;
}

function conditions(f: LeadFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.dealerId) c.push(eq(leads.dealerId, f.dealerId));
  if (f.isEmailVerified !== undefined) c.push(eq(leads.isEmailVerified, f.isEmailVerified));
  if (f.status) c.push(eq(leads.status, f.status));
  if (f.search) {
    const p = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    c.push(
      or(
        ilike(leads.firstName, p),
        ilike(leads.lastName, p),
        ilike(leads.email, p),
        ilike(leads.phone, p),
        sql`(${leads.firstName} || ' ' || ${leads.lastName}) ilike ${p}`,
      )!,
    );
  }
  return and(...c);
}

export function createLeadsRepository(db: Db | Tx) {
  return {
    /** Holds a transaction-scoped lock on `key` (one writer per address and listing). */
    async lock(key: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    },

    /** The newest lead of this address and listing since `since`, a verified one first. */
    async findRecent(
      emailKey: string,
      listingId: string,
      since: Date,
    ): Promise<{ id: string; verified: boolean } | undefined> {
      const [row] = await db
        .select({ id: leads.id, verified: leads.isEmailVerified })
        .from(leads)
        .where(and(eq(leads.emailKey, emailKey), eq(leads.listingId, listingId), gte(leads.createdAt, since)))
        .orderBy(desc(leads.isEmailVerified), desc(leads.createdAt))
        .limit(1);
      return row;
    },

    async insert(values: NewLead): Promise<string> {
      const [row] = await db.insert(leads).values(values).returning({ id: leads.id });
      return row.id;
    },

    async update(id: string, values: Partial<NewLead>): Promise<void> {
      await db.update(leads).set(values).where(eq(leads.id, id));
    },

    async remove(id: string): Promise<void> {
      await db.delete(leads).where(eq(leads.id, id));
    },

    /** The ids of a dealer's leads, held until the transaction ends. */
    async idsOfDealer(dealerId: string): Promise<string[]> {
      const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.dealerId, dealerId)).for('update');
      return rows.map((r) => r.id);
    },

    async removeMany(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(leads).where(inArray(leads.id, ids));
    },

    /** One lead with the listing it is about; `forUpdate` holds the row until the transaction ends (id must be a uuid). */
    async findWithListing(
      id: string,
      forUpdate = false,
    ): Promise<{ lead: LeadRow; listing: LeadListingRef } | undefined> {
      const q = db
        .select({
          lead: leads,
          listing: { id: listings.id, make: listings.make, model: listings.model, year: listings.year },
        })
        .from(leads)
        .leftJoin(listings, eq(listings.id, leads.listingId))
        .where(eq(leads.id, id))
        .limit(1);
      const [row] = forUpdate ? await q.for('update', { of: leads }) : await q;
      return row;
    },

    /** Marks the lead verified; its id, or undefined when it is gone. */
    async markVerified(id: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(leads)
        .set({ isEmailVerified: true, verifiedAt: now, updatedAt: now })
        .where(eq(leads.id, id))
        .returning({ id: leads.id });
      return row?.id;
    },

    /** The terms and annual mileages a listing offers (what a lead may choose from). */
    async listingOffer(listingId: string): Promise<{ leaseTerms: number[]; mileageLimits: number[] } | undefined> {
      const [row] = await db
        .select({ leaseTerms: listings.leaseTerms, mileageLimits: listings.mileageLimits })
        .from(listings)
        .where(eq(listings.id, listingId))
        .limit(1);
      return row;
    },

    /** Who to tell about a lead: the dealer's address and name, the car (null once deleted) and the lease chosen. */
    async dealerNotice(leadId: string) {
      const [row] = await db
        .select({
          email: users.email,
          name: dealers.dealershipName,
          make: listings.make,
          model: listings.model,
          year: listings.year,
          termMonths: leads.termMonths,
          annualMileage: leads.annualMileage,
        })
        .from(leads)
        .innerJoin(dealers, eq(dealers.id, leads.dealerId))
        .innerJoin(users, eq(users.id, dealers.userId))
        .leftJoin(listings, eq(listings.id, leads.listingId))
        .where(eq(leads.id, leadId))
        .limit(1);
      return row;
    },

    /** One page of leads, newest first, with the listing each is about, and the number of matches. */
    async page(f: LeadFilter): Promise<{ rows: Array<{ lead: LeadRow; listing: LeadListingRef }>; total: number }> {
      const where = conditions(f);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({
            lead: leads,
            listing: { id: listings.id, make: listings.make, model: listings.model, year: listings.year },
          })
          .from(leads)
          .leftJoin(listings, eq(listings.id, leads.listingId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(f.limit)
          .offset(offsetOf(f.page, f.limit)),
        db.select({ n: count() }).from(leads).where(where),
      ]);
      return { rows, total: Number(n) };
    },

    /** Counts over all leads. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          verified: sql<number>`count(*) filter (where ${leads.isEmailVerified})`,
          pending: sql<number>`count(*) filter (where not ${leads.isEmailVerified})`,
          new: sql<number>`count(*) filter (where ${leads.status} = 'new')`,
          contacted: sql<number>`count(*) filter (where ${leads.status} = 'contacted')`,
          closed: sql<number>`count(*) filter (where ${leads.status} = 'closed')`,
        })
        .from(leads);
      return row;
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('leadsRepository', createLeadsRepository(app.db));
  },
  { name: 'leads-repository', dependencies: ['infrastructure'] },
);
