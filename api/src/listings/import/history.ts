// The history of a dealer's imports (listing_imports): each applied upload and each feed run,
// written by the import's apply (in its transaction) and by the feed job (its failures too).
import { desc, eq } from 'drizzle-orm';
import { LISTING_IMPORT_HISTORY_LIMIT, type ListingImportRun } from 'shared-contracts';
import type { Db, Tx } from '../../db/client';
import { listingImports } from '../../db/schema';

export type NewImportRun = typeof listingImports.$inferInsert;

export function createImportHistoryRepository(db: Db | Tx) {
  return {
    async record(run: NewImportRun): Promise<void> {
      await db.insert(listingImports).values(run);
    },

    /** The dealer's latest runs, latest first. */
    async recent(dealerId: string, limit = LISTING_IMPORT_HISTORY_LIMIT): Promise<ListingImportRun[]> {
      const rows = await db
        .select()
        .from(listingImports)
        .where(eq(listingImports.dealerId, dealerId))
        .orderBy(desc(listingImports.startedAt), desc(listingImports.id))
        .limit(limit);
      return rows.map(({ dealerId: _dealer, startedAt, finishedAt, ...run }) => ({
        ...run,
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
      }));
    },
  };
}
