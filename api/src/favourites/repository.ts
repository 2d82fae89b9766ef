// Favourite queries (no rules): the consumer's kept deals with their listing rows (a read model
// over listings: the public rule and the card shape come from the listings service), the price
// drops the daily job tells, and the price-drop mail setting.
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { favourites, keepMailSettings, listings } from '../db/schema';
import { offsetOf } from '../lib/pagination';
import { publicListingSql, type ListingRow } from '../listings/service';

export type FavouriteRow = typeof favourites.$inferSelect;

const truthy = (v: unknown) => v === true || v === 't';

export function createFavouritesRepository(db: Db | Tx) {
  return {
    /** Keeps the listing at its current monthly payment; false when it was already kept. */
    async add(userId: string, listingId: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(favourites)
        .select(
          db
            .select({
              userId: sql`${userId}::uuid`.as('user_id'),
              listingId: listings.id,
              toldMonthly: listings.monthlyPayment,
              createdAt: sql`${now.toISOString()}::timestamptz`.as('created_at'),
            })
            .from(listings)
            .where(eq(listings.id, listingId)),
        )
        .onConflictDoNothing()
        .returning({ listingId: favourites.listingId });
      return rows.length > 0;
    },

    async remove(userId: string, listingId: string): Promise<void> {
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
    },

    async countOf(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId));
      return Number(row?.n ?? 0);
    },

    async listingIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: favourites.listingId })
        .from(favourites)
        .where(eq(favourites.userId, userId))
        .orderBy(desc(favourites.createdAt), desc(favourites.listingId));
      return rows.map((r) => r.id);
    },

    /** One page, newest saved first, each with its listing row and whether the public may see it at `now`. */
    async page(
      userId: string,
      page: number,
      limit: number,
      now: Date,
    ): Promise<{ rows: Array<{ favourite: FavouriteRow; listing: ListingRow; isPublic: boolean }>; total: number }> {
      const [rows, [{ n }]] = await Promise.all([
        db
          .select({ favourite: favourites, listing: listings, isPublic: sql<boolean>`${publicListingSql(now)}` })
          .from(favourites)
          .innerJoin(listings, eq(listings.id, favourites.listingId))
          .where(eq(favourites.userId, userId))
          .orderBy(desc(favourites.createdAt), desc(favourites.listingId))
          .limit(limit)
          .offset(offsetOf(page, limit)),
        db.select({ n: count() }).from(favourites).where(eq(favourites.userId, userId)),
      ]);
      return { rows: rows.map((r) => ({ ...r, isPublic: truthy(r.isPublic) })), total: Number(n) };
    },

    /** The consumer's public favourites whose monthly payment is below the one last told, cheapest drop first. */
    async priceDrops(userId: string, now: Date): Promise<Array<{ listing: ListingRow; toldMonthly: number }>> {
      return db
        .select({ listing: listings, toldMonthly: favourites.toldMonthly })
        .from(favourites)
        .innerJoin(listings, eq(listings.id, favourites.listingId))
        .where(
          and(
            eq(favourites.userId, userId),
            lt(listings.monthlyPayment, favourites.toldMonthly),
            publicListingSql(now),
          ),
        )
        .orderBy(listings.monthlyPayment, listings.id)
        .limit(20);
    },

    /** Records the monthly payment told in a mail. */
    async markTold(userId: string, listingId: string, monthly: number): Promise<void> {
      await db
        .update(favourites)
        .set({ toldMonthly: monthly })
        .where(and(eq(favourites.userId, userId), eq(favourites.listingId, listingId)));
    },

    async priceDropsOn(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: keepMailSettings.priceDrops })
        .from(keepMailSettings)
        .where(eq(keepMailSettings.userId, userId))
        .limit(1);
      return row?.on ?? true;
    },

    async setPriceDrops(userId: string, on: boolean, now: Date): Promise<void> {
      await db
        .insert(keepMailSettings)
        .values({ userId, priceDrops: on, updatedAt: now })
        .onConflictDoUpdate({ target: keepMailSettings.userId, set: { priceDrops: on, updatedAt: now } });
    },
  };
}

export type FavouritesRepository = ReturnType<typeof createFavouritesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    favouritesRepository: FavouritesRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('favouritesRepository', createFavouritesRepository(app.db));
  },
  { name: 'favourites-repository', dependencies: ['infrastructure'] },
);
