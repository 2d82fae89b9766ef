// Saved-search queries (no rules): the consumer's searches, the daily job's consumers due, its
// day claim, what each search's mails told, and the unsubscribe switches.
import { and, count, desc, eq, exists, inArray, notExists, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { favourites, keepMailDays, keepMailSettings, savedSearches, savedSearchListings, users } from '../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export function createSavedSearchesRepository(db: Db | Tx) {
  return {
    /** Holds the consumer's row until the transaction ends: saves of one consumer run one at a time (the limit). */
    async lockUser(userId: string): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async listOf(userId: string): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
      return Number(row?.n ?? 0);
    },

    async findByQuery(userId: string, query: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)))
        .limit(1);
      return row;
    },

    async findById(id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
      return row;
    },

    async insert(values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
      const [row] = await db.insert(savedSearches).values(values).returning();
      return row;
    },

    /** The consumer's own search only (undefined for another's). */
    async setMail(userId: string, id: string, mailOn: boolean): Promise<SavedSearchRow | undefined> {
      const [row] = await db
        .update(savedSearches)
        .set({ mailOn })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(savedSearches)
        .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    async mailOff(id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await db.update(savedSearches).set({ mailOn: false }).where(eq(savedSearches.id, id)).returning();
      return row;
    },

    async allMailOff(userId: string): Promise<void> {
      await db.update(savedSearches).set({ mailOn: false }).where(eq(savedSearches.userId, userId));
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return row !== undefined;
    },

    /**
     * Verified consumers with something the job may tell (a mailed saved search, or favorites
     * with price-drop mails on) and no claim for `day` yet.
     */
    async consumersDue(day: string): Promise<Array<{ id: string; email: string; firstName: string }>> {
      return db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            eq(users.isEmailVerified, true),
            or(
              exists(
                db
                  .select({ one: sql`1` })
                  .from(savedSearches)
                  .where(and(eq(savedSearches.userId, users.id), eq(savedSearches.mailOn, true))),
              ),
              and(
                exists(
                  db
                    .select({ one: sql`1` })
                    .from(favourites)
                    .where(eq(favourites.userId, users.id)),
                ),
                notExists(
                  db
                    .select({ one: sql`1` })
                    .from(keepMailSettings)
                    .where(and(eq(keepMailSettings.userId, users.id), eq(keepMailSettings.priceDrops, false))),
                ),
              ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(keepMailDays)
                .where(and(eq(keepMailDays.userId, users.id), eq(keepMailDays.day, day))),
            ),
          ),
        )
        .orderBy(users.id);
    },

    async mailedSearches(userId: string): Promise<SavedSearchRow[]> {
      return db
        .select()
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.mailOn, true)))
        .orderBy(savedSearches.createdAt, savedSearches.id);
    },

    /** Which of `listingIds` the search's mails told already. */
    async toldIds(savedSearchId: string, listingIds: string[]): Promise<Set<string>> {
      if (listingIds.length === 0) return new Set();
      const rows = await db
        .select({ id: savedSearchListings.listingId })
        .from(savedSearchListings)
        .where(
          and(eq(savedSearchListings.savedSearchId, savedSearchId), inArray(savedSearchListings.listingId, listingIds)),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** The job's claim of (consumer, day): false when a run (this one or another instance's) has it already. */
    async claimDay(userId: string, day: string, now: Date, mailed: boolean): Promise<boolean> {
      const rows = await db
        .insert(keepMailDays)
        .values({ userId, day, ranAt: now, mailed })
        .onConflictDoNothing()
        .returning({ day: keepMailDays.day });
      return rows.length > 0;
    },

    async recordTold(savedSearchId: string, listingIds: string[], now: Date): Promise<void> {
      if (listingIds.length === 0) return;
      await db
        .insert(savedSearchListings)
        .values(listingIds.map((listingId) => ({ savedSearchId, listingId, toldAt: now })))
        .onConflictDoNothing();
    },

    async markRun(ids: string[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(savedSearches).set({ lastRunAt: now }).where(inArray(savedSearches.id, ids));
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    savedSearchesRepository: SavedSearchesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('savedSearchesRepository', createSavedSearchesRepository(app.db));
  },
  { name: 'saved-searches-repository', dependencies: ['infrastructure'] },
);
