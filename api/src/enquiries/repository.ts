// Enquiry queries (no rules): the author's details, the insert, pages with their count, each
// with the listing it is about.
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { enquiries, listings, users } from '../db/schema';
import { offsetOf } from '../lib/pagination';

export type EnquiryRow = typeof enquiries.$inferSelect;
export type NewEnquiry = typeof enquiries.$inferInsert;

const listingColumns = {
  id: listings.id,
  make: listings.make,
  model: listings.model,
  bodyType: listings.bodyType,
  year: listings.year,
  fuelType: listings.fuelType,
  transmission: listings.transmission,
  monthlyPayment: listings.monthlyPayment,
  imageUrl: listings.imageUrl,
  galleryImages: listings.galleryImages,
};
/** The listing an enquiry is about, as an enquiry answer shows it (null once the listing is deleted). */
export type EnquiryListingRow = Pick<typeof listings.$inferSelect, keyof typeof listingColumns>;

/** Which enquiries a page shows. */
export interface EnquiryFilter {
  page: number;
  limit: number;
  dealerId?: string;
  /** In the names, email, message or phone. */
  search?: string;
}

function conditions(f: EnquiryFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.dealerId) c.push(eq(enquiries.dealerId, f.dealerId));
  if (f.search) {
    const p = `%${f.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    c.push(
      or(
        ilike(enquiries.firstName, p),
        ilike(enquiries.lastName, p),
        ilike(enquiries.email, p),
        ilike(enquiries.message, p),
        ilike(enquiries.phoneNumber, p),
        sql`(${enquiries.firstName} || ' ' || ${enquiries.lastName}) ilike ${p}`,
      )!,
    );
  }
  return and(...c);
}

export function createEnquiriesRepository(db: Db | Tx) {
  return {
    /** The signed-in author's name, contact details and whether the email is verified. */
    async findAuthor(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          phone: users.phone,
          isEmailVerified: users.isEmailVerified,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },

    /** Holds a transaction-scoped lock on this author and listing (one enquiry written at a time). */
    async lockAuthorListing(userId: string, listingId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`enquiry:${userId}:${listingId}`}))`);
    },

    /** Whether this author sent this very message about this listing since `since`. */
    async hasSame(userId: string, listingId: string, message: string, since: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: enquiries.id })
        .from(enquiries)
        .where(
          and(
            eq(enquiries.userId, userId),
            eq(enquiries.listingId, listingId),
            eq(enquiries.message, message),
            gte(enquiries.createdAt, since),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async insert(values: NewEnquiry): Promise<EnquiryRow> {
      const [row] = await db.insert(enquiries).values(values).returning();
      return row;
    },

    async removeOfDealer(dealerId: string): Promise<number> {
      const rows = await db.delete(enquiries).where(eq(enquiries.dealerId, dealerId)).returning({ id: enquiries.id });
      return rows.length;
    },

    async findListing(listingId: string): Promise<EnquiryListingRow | undefined> {
      const [row] = await db.select(listingColumns).from(listings).where(eq(listings.id, listingId)).limit(1);
      return row;
    },

    /** One page, newest first, and the number of matches. */
    async page(
      f: EnquiryFilter,
    ): Promise<{ rows: Array<{ enquiry: EnquiryRow; listing: EnquiryListingRow | null }>; total: number }> {
      const where = conditions(f);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ enquiry: enquiries, listing: listingColumns })
          .from(enquiries)
          .leftJoin(listings, eq(listings.id, enquiries.listingId))
          .where(where)
          .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
          .limit(f.limit)
          .offset(offsetOf(f.page, f.limit)),
        db.select({ n: count() }).from(enquiries).where(where),
      ]);
      return { rows, total: Number(n) };
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof createEnquiriesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    enquiriesRepository: EnquiriesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('enquiriesRepository', createEnquiriesRepository(app.db));
  },
  { name: 'enquiries-repository', dependencies: ['infrastructure'] },
);
