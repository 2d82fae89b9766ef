// Favourites: a signed-in consumer keeps public deals (idempotent add and remove, at most
// FAVOURITES_MAX), reads them with their cards, and chooses whether the daily job mails price
// drops on them. The job (saved-searches/job) reads and records the drops through here.
import type { FastifyInstance } from 'fastify';
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
import { toListingSummary } from '../listings/service';
import { createFavouritesRepository } from './repository';

export async function addFavourite(app: FastifyInstance, userId: string, listingId: string): Promise<void> {
  const now = app.clock.now();
  if (!(await app.services.listings.findPublicListing(listingId, now))) throw notFound(FAVOURITE_NOT_FOUND_MESSAGE);
  await app.db.transaction(async (tx) => {
    const repo = createFavouritesRepository(tx);
    // Over the limit: the insert rolls back with the refusal.
    if ((await repo.add(userId, listingId, now)) && (await repo.countOf(userId)) > FAVOURITES_MAX)
      throw conflict(FAVOURITES_FULL_MESSAGE);
  });
}

export async function removeFavourite(app: FastifyInstance, userId: string, listingId: string): Promise<void> {
  // A malformed id is no favourite: nothing to remove.
  if (isUuid(listingId)) await app.favouritesRepository.remove(userId, listingId);
}

export async function listFavourites(
  app: FastifyInstance,
  userId: string,
  q: FavouritesQuery,
): Promise<{ favourites: Favourite[]; total: number }> {
  const { rows, total } = await app.favouritesRepository.page(userId, q.page, q.limit, app.clock.now());
  return {
    favourites: rows.map((r) => ({
      listingId: r.listing.id,
      savedAt: r.favourite.createdAt.toISOString(),
      available: r.isPublic,
      listing: toListingSummary(r.listing),
    })),
    total,
  };
}

export function favouriteIds(app: FastifyInstance, userId: string): Promise<string[]> {
  return app.favouritesRepository.listingIds(userId);
}

export function priceDropMailsOn(app: FastifyInstance, userId: string): Promise<boolean> {
  return app.favouritesRepository.priceDropsOn(userId);
}

export async function setPriceDropMails(
  deps: FastifyInstance | Tx,
  userId: string,
  on: boolean,
  now: Date,
): Promise<void> {
  const repo = 'favouritesRepository' in deps ? deps.favouritesRepository : createFavouritesRepository(deps);
  await repo.setPriceDrops(userId, on, now);
}

export interface PriceDrop {
  listing: ListingSummary;
  was: number;
  now: number;
}

/** The consumer's public favourites now cheaper than last told (none when they turned the mails off). */
export async function pendingPriceDrops(app: FastifyInstance, userId: string, now: Date): Promise<PriceDrop[]> {
  if (!(await app.favouritesRepository.priceDropsOn(userId))) return [];
  const rows = await app.favouritesRepository.priceDrops(userId, now);
  return rows.map((r) => ({ listing: toListingSummary(r.listing), was: r.toldMonthly, now: r.listing.monthlyPayment }));
}

/** Inside the job's transaction: the drops mailed are now the prices told. */
export async function recordPriceDropsTold(tx: Tx, userId: string, drops: PriceDrop[]): Promise<void> {
  const repo = createFavouritesRepository(tx);
  for (const d of drops) await repo.markTold(userId, d.listing.id, d.now);
}
