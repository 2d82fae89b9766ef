// Favourites: a signed-in consumer keeps public deals (idempotent add and remove, at most
// FAVOURITES_MAX), reads them with their cards, and chooses whether the daily job mails price
// drops on them. The job (saved-searches/job) reads and records the drops through here.
import {
  FAVOURITE_NOT_FOUND_MESSAGE,
  FAVOURITES_FULL_MESSAGE,
  FAVOURITES_MAX,
  type Favourite,
  type FavouritesQuery,
  type ListingSummary,
} from 'shared-contracts';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { toListingSummary, type ListingsService } from '../listings/service';
import { createFavouritesRepository, type FavouritesRepository } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export interface PriceDrop {
  listing: ListingSummary;
  was: number;
  now: number;
}

/** What the favourites service uses (built once in services.ts). */
interface FavouritesDeps extends Pick<Infrastructure, 'db' | 'clock'> {
  favouritesRepository: FavouritesRepository;
  /** Only a deal the public sees can be kept. */
  listings: Pick<ListingsService, 'findPublicListing'>;
}

export function createFavouritesService(deps: FavouritesDeps) {
  const { db, clock, favouritesRepository: favourites } = deps;
  return {
    async addFavourite(userId: string, listingId: string): Promise<void> {
      const now = clock.now();
      if (!(await deps.listings.findPublicListing(listingId, now))) throw notFound(FAVOURITE_NOT_FOUND_MESSAGE);
      await db.transaction(async (tx) => {
        const repo = createFavouritesRepository(tx);
        // Over the limit: the insert rolls back with the refusal.
        if ((await repo.add(userId, listingId, now)) && (await repo.countOf(userId)) > FAVOURITES_MAX)
          throw conflict(FAVOURITES_FULL_MESSAGE);
      });
    },

    async removeFavourite(userId: string, listingId: string): Promise<void> {
      // A malformed id is no favourite: nothing to remove.
      if (isUuid(listingId)) await favourites.remove(userId, listingId);
    },

    async listFavourites(userId: string, q: FavouritesQuery): Promise<{ favourites: Favourite[]; total: number }> {
      const { rows, total } = await favourites.page(userId, q.page, q.limit, clock.now());
      return {
        favourites: rows.map((r) => ({
          listingId: r.listing.id,
          savedAt: r.favourite.createdAt.toISOString(),
          available: r.isPublic,
          listing: toListingSummary(r.listing),
        })),
        total,
      };
    },

    favouriteIds: (userId: string): Promise<string[]> => favourites.listingIds(userId),

    priceDropMailsOn: (userId: string): Promise<boolean> => favourites.priceDropsOn(userId),

    setPriceDropMails: (userId: string, on: boolean): Promise<void> =>
      favourites.setPriceDrops(userId, on, clock.now()),

    /** The consumer's public favourites now cheaper than last told (none when they turned the mails off). */
    async pendingPriceDrops(userId: string, now: Date): Promise<PriceDrop[]> {
      if (!(await favourites.priceDropsOn(userId))) return [];
      const rows = await favourites.priceDrops(userId, now);
      return rows.map((r) => ({
        listing: toListingSummary(r.listing),
        was: r.toldMonthly,
        now: r.listing.monthlyPayment,
      }));
    },
  };
}

export type FavouritesService = ReturnType<typeof createFavouritesService>;

/** Inside the caller's transaction (an unsubscribe link): the price-drop mails on or off. */
export async function setPriceDropMailsIn(tx: Tx, userId: string, on: boolean, now: Date): Promise<void> {
  await createFavouritesRepository(tx).setPriceDrops(userId, on, now);
}

/** Inside the job's transaction: the drops mailed are now the prices told. */
export async function recordPriceDropsTold(tx: Tx, userId: string, drops: PriceDrop[]): Promise<void> {
  const repo = createFavouritesRepository(tx);
  for (const d of drops) await repo.markTold(userId, d.listing.id, d.now);
}
