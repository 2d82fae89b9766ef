// Saved searches: a signed-in consumer keeps a /listings search (normalised by shared-contracts
// normaliseSearchQuery, named by savedSearchName; the same search twice is kept once; at most
// SAVED_SEARCHES_MAX), turns its daily mail on or off, deletes it; a mailed link turns mails off
// without signing in (unsubscribe-token.ts).
import type { FastifyInstance } from 'fastify';
import {
  normaliseSearchQuery,
  SAVED_SEARCH_NOT_FOUND_MESSAGE,
  SAVED_SEARCHES_FULL_MESSAGE,
  SAVED_SEARCHES_MAX,
  savedSearchName,
  type SavedSearch,
  type UnsubscribeResponse,
} from 'shared-contracts';
import { setPriceDropMailsIn } from '../favourites/service';
import { badRequest, conflict, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { createSavedSearchesRepository, type SavedSearchRow } from './repository';
import { readUnsubscribeToken } from './unsubscribe-token';

const INVALID_UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is not valid. Manage your emails from your saved searches.';

function toSavedSearch(r: SavedSearchRow): SavedSearch {
  return {
    id: r.id,
    name: r.name,
    query: r.query,
    mailOn: r.mailOn,
    createdAt: r.createdAt.toISOString(),
    lastRunAt: r.lastRunAt?.toISOString() ?? null,
  };
}

export async function listSavedSearches(app: FastifyInstance, userId: string): Promise<SavedSearch[]> {
  return (await app.savedSearchesRepository.listOf(userId)).map(toSavedSearch);
}

export async function saveSearch(
  app: FastifyInstance,
  userId: string,
  rawQuery: string,
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  const normalised = normaliseSearchQuery(rawQuery);
  if (!normalised.ok) throw badRequest(normalised.message);
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const repo = createSavedSearchesRepository(tx);
    await repo.lockUser(userId);
    const existing = await repo.findByQuery(userId, normalised.query);
    if (existing) return { savedSearch: toSavedSearch(existing), created: false };
    if ((await repo.countOf(userId)) >= SAVED_SEARCHES_MAX) throw conflict(SAVED_SEARCHES_FULL_MESSAGE);
    const row = await repo.insert({
      userId,
      name: savedSearchName(normalised.filters),
      query: normalised.query,
      createdAt: now,
    });
    return { savedSearch: toSavedSearch(row), created: true };
  });
}

export async function setSearchMail(
  app: FastifyInstance,
  userId: string,
  id: string,
  mailOn: boolean,
): Promise<SavedSearch> {
  const row = isUuid(id) ? await app.savedSearchesRepository.setMail(userId, id, mailOn) : undefined;
  if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(app: FastifyInstance, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await app.savedSearchesRepository.remove(userId, id)))
    throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
}

/** A mailed link: that search's mail off, or every saved-search and price-drop mail of the consumer. Idempotent. */
export async function unsubscribe(app: FastifyInstance, token: string): Promise<UnsubscribeResponse> {
  const target = readUnsubscribeToken(app.config.JWT_SECRET, token);
  if (!target) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE);
  if (target.scope === 'search') {
    const row = await app.savedSearchesRepository.mailOff(target.id);
    const message = row
      ? `You will no longer get emails about “${row.name}”.`
      : 'This saved search was deleted: it sends no emails.';
    return { success: true, message, data: { scope: 'search', name: row?.name ?? null } };
  }
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const repo = createSavedSearchesRepository(tx);
    if (!(await repo.userExists(target.id))) return;
    await repo.allMailOff(target.id);
    await setPriceDropMailsIn(tx, target.id, false, now);
  });
  return {
    success: true,
    message: 'You will no longer get emails about your saved searches or price drops on your favorites.',
    data: { scope: 'all', name: null },
  };
}
