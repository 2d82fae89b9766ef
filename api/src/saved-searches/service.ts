// Saved searches: a signed-in consumer keeps a /listings search (normalised by shared-contracts
// normaliseSearchQuery, named by savedSearchName; the same search twice is kept once; at most
// SAVED_SEARCHES_MAX), turns its daily mail on or off, deletes it; a mailed link turns mails off
// without signing in (unsubscribe-token.ts).
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
import type { SavedSearchesDeps } from './deps';
import { runSavedSearchJob } from './job/run';
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

export function createSavedSearchesService(deps: SavedSearchesDeps) {
  return {
    async listSavedSearches(userId: string): Promise<SavedSearch[]> {
      return (await deps.savedSearchesRepository.listOf(userId)).map(toSavedSearch);
    },

    async saveSearch(userId: string, rawQuery: string): Promise<{ savedSearch: SavedSearch; created: boolean }> {
      const normalised = normaliseSearchQuery(rawQuery);
      if (!normalised.ok) throw badRequest(normalised.message);
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
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
    },

    async setSearchMail(userId: string, id: string, mailOn: boolean): Promise<SavedSearch> {
      const row = isUuid(id) ? await deps.savedSearchesRepository.setMail(userId, id, mailOn) : undefined;
      if (!row) throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
      return toSavedSearch(row);
    },

    async deleteSavedSearch(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await deps.savedSearchesRepository.remove(userId, id)))
        throw notFound(SAVED_SEARCH_NOT_FOUND_MESSAGE);
    },

    /** A mailed link: that search's mail off, or every saved-search and price-drop mail of the consumer. Idempotent. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const target = readUnsubscribeToken(deps.config.JWT_SECRET, token);
      if (!target) throw badRequest(INVALID_UNSUBSCRIBE_MESSAGE);
      if (target.scope === 'search') {
        const row = await deps.savedSearchesRepository.mailOff(target.id);
        const message = row
          ? `You will no longer get emails about “${row.name}”.`
          : 'This saved search was deleted: it sends no emails.';
        return { success: true, message, data: { scope: 'search', name: row?.name ?? null } };
      }
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
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
    },

    /** The daily job (job/run.ts): also on demand, POST /api/saved-searches/run. */
    runSavedSearchJob: () => runSavedSearchJob(deps),
  };
}
