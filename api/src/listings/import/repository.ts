// The listing import's queries (no rules): a dealer's listings that carry a stock number, and
// the import's writes in batches. The single-row writes are the listings repository's.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dealers, listings } from '../../db/schema';
import type { ListingRow, NewListingRow } from '../mappers';

/** Rows per INSERT (a statement's parameters stay well under PostgreSQL's 65,535). */
const INSERT_BATCH = 200;

export function createListingImportRepository(db: Db | Tx) {
  return {
    /** The dealer of the import: its ZIP code is its new listings' and its name goes in the admins' mail. */
    async dealer(dealerId: string): Promise<{ zipCode: string | null; dealershipName: string } | undefined> {
      const [row] = await db
        .select({ zipCode: dealers.zipCode, dealershipName: dealers.dealershipName })
        .from(dealers)
        .where(eq(dealers.id, dealerId))
        .limit(1);
      return row;
    },

    /** The dealer's listings with a stock number, by stock number; locked until the transaction ends when `forUpdate`. */
    async withStockNumbers(dealerId: string, forUpdate = false): Promise<Map<string, ListingRow>> {
      const q = db
        .select()
        .from(listings)
        .where(and(eq(listings.dealerId, dealerId), isNotNull(listings.stockNumber)))
        .orderBy(listings.id);
      const rows = forUpdate ? await q.for('update') : await q;
      return new Map(rows.map((r) => [r.stockNumber!, r]));
    },

    /** Adds the rows; answers them as stored. */
    async insertMany(values: NewListingRow[]): Promise<ListingRow[]> {
      const out: ListingRow[] = [];
      for (let i = 0; i < values.length; i += INSERT_BATCH)
        out.push(
          ...(await db
            .insert(listings)
            .values(values.slice(i, i + INSERT_BATCH))
            .returning()),
        );
      return out;
    },

    /** Sets `status` on these listings at `now`. */
    async setStatus(ids: string[], status: ListingRow['status'], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(listings).set({ status, updatedAt: now }).where(inArray(listings.id, ids));
    },
  };
}
