// The history of a dealer's imports (listing_imports): each applied upload and each feed run,
// written by the import's apply (in its transaction) and by the feed job (its failures too). A run
// whose pictures are still being fetched has no finishedAt; the picture job (pictures.ts) moves
// its progress and finishes it.
import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import { LISTING_IMPORT_HISTORY_LIMIT, type ListingImportRun } from 'shared-contracts';
import type { Db, Tx } from '../../db/client';
import { listingImports } from '../../db/schema';

export type NewImportRun = typeof listingImports.$inferInsert;
type ImportRunRow = typeof listingImports.$inferSelect;

/** A stored run as the dealer and the admin read it. */
const runView = (row: ImportRunRow): ListingImportRun => ({
  id: row.id,
  kind: row.kind,
  mode: row.mode,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  created: row.created,
  updated: row.updated,
  unchanged: row.unchanged,
  paused: row.paused,
  refused: row.refused,
  error: row.error,
  pictures: { total: row.picturesTotal, done: row.picturesDone, errors: row.pictureErrors },
});

export function createImportHistoryRepository(db: Db | Tx) {
  return {
    /** The run recorded; its id. */
    async record(run: NewImportRun): Promise<string> {
      const [row] = await db.insert(listingImports).values(run).returning({ id: listingImports.id });
      return row.id;
    },

    /** The dealer's latest runs, latest first. */
    async recent(dealerId: string, limit = LISTING_IMPORT_HISTORY_LIMIT): Promise<ListingImportRun[]> {
      const rows = await db
        .select()
        .from(listingImports)
        .where(eq(listingImports.dealerId, dealerId))
        .orderBy(desc(listingImports.startedAt), desc(listingImports.id))
        .limit(limit);
      return rows.map(runView);
    },

    /** One of the dealer's runs (undefined: none of its own has this id). */
    async ofDealer(dealerId: string, id: string): Promise<ListingImportRun | undefined> {
      const [row] = await db
        .select()
        .from(listingImports)
        .where(and(eq(listingImports.id, id), eq(listingImports.dealerId, dealerId)));
      return row && runView(row);
    },

    /** A run as the picture job reads it (locked within a transaction). */
    async forPictures(id: string, lock = false): Promise<ImportRunRow | undefined> {
      const query = db.select().from(listingImports).where(eq(listingImports.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The runs still unfinished that started between `from` and `to` (the picture sweep's). */
    async unfinishedStartedBetween(from: Date, to: Date): Promise<string[]> {
      const rows = await db
        .select({ id: listingImports.id })
        .from(listingImports)
        .where(
          and(isNull(listingImports.finishedAt), gt(listingImports.startedAt, from), lt(listingImports.startedAt, to)),
        );
      return rows.map((r) => r.id);
    },

    async update(
      id: string,
      change: Partial<Pick<ImportRunRow, 'picturesDone' | 'pictureErrors' | 'pictureTasks' | 'finishedAt'>>,
    ): Promise<void> {
      await db.update(listingImports).set(change).where(eq(listingImports.id, id));
    },
  };
}
