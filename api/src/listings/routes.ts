// Listings (see docs/contracts.md): public search and filter options (cached per instance,
// see cache.ts), the listing detail. Management writes come with a later issue.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listingSearchQuerySchema, text, type ListingSearchQuery } from 'shared-contracts';
import { z } from 'zod';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { ReadModelCache } from './cache';
import { eligibleDealerIds } from './visibility';
import { recordView } from './views';

const FILTER_OPTIONS_TTL_MS = 60_000;
import {
  countListings, countListingsCapped, dealerIdOfUser, filterOptions, findListingDetail, findListings, findSummaries,
  isUuid, searchConditions, searchPublicUncached, type CappedCount, type SearchScope,
} from './service';

function sendJson(reply: FastifyReply, json: string) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const cache = new ReadModelCache(app.db, 'listings', app.config.SEARCH_CACHE_TTL_MS);
  app.addHook('onClose', async () => cache.close());

  /**
   * The public scope. With the cache on, the eligible dealers are read once per cache period
   * and the search tests listings' own columns (dealer_id = any(list)). With it off, reading
   * them first would be one more round trip per request: the page and the count then carry
   * the eligibility as a subquery (a semi-join the planner runs over the same partial indexes).
   */
  const publicScope = async (): Promise<SearchScope> => {
    const now = app.clock.now();
    if (!cache.enabled) return { kind: 'public', now };
    return { kind: 'public', now, dealerIds: await cache.get('eligible-dealers', () => eligibleDealerIds(app.db, now), { allowStale: false }) };
  };

  /** Who may ask what: the public sees active listings of eligible dealers only. */
  async function scopeOf(request: FastifyRequest, q: ListingSearchQuery): Promise<SearchScope> {
    const wantsManagement = (q.status !== undefined && q.status !== 'active') || (q.dealerId !== undefined && request.auth?.role !== 'user' && request.auth !== undefined);
    if (!wantsManagement) return { kind: 'public', now: app.clock.now() };
    const auth = request.auth;
    if (!auth) throw unauthorized('Sign in to see listings that are not active');
    if (auth.role === 'admin') return { kind: 'manage', dealerId: q.dealerId };
    if (auth.role === 'dealer') {
      const dealerId = await dealerIdOfUser(app.db, auth.sub);
      if (!dealerId) throw forbidden('Dealer ID not found in token');
      return { kind: 'manage', dealerId };
    }
    throw forbidden('Only active listings are public');
  }

  app.get('/filter-options', async (_request, reply) => {
    // A scan of every public listing: kept longer (a write still drops it at once).
    const json = await cache.get('filter-options', async () => {
      const scope = await publicScope();
      return JSON.stringify({ success: true, data: await filterOptions(app.db, scope.kind === 'public' ? scope.now : app.clock.now(), scope.kind === 'public' ? scope.dealerIds : undefined) });
    }, { ttlMs: FILTER_OPTIONS_TTL_MS });
    return sendJson(reply, json);
  });

  app.get('/', { schema: { querystring: listingSearchQuerySchema } }, async (request, reply) => {
    const q = request.query;
    if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
      throw badRequest('minPrice cannot be greater than maxPrice');
    }
    const scope = await scopeOf(request, q);
    if (scope.kind === 'manage') {
      const where = searchConditions(q, scope);
      const [rows, total] = await Promise.all([findListings(app.db, q, scope, where), countListings(app.db, where)]);
      return sendJson(reply, page(rows, q, { total, capped: false }));
    }
    if (!cache.enabled) {
      // Every request reads the database: the page and the capped count in one statement.
      const { rows, count } = await searchPublicUncached(app.db, q, app.clock.now(), app.config.SEARCH_COUNT_CAP);
      return sendJson(reply, page(rows, q, count));
    }
    const filterKey = JSON.stringify([q.make, q.model, q.bodyType, q.minPrice, q.maxPrice, q.zipCode, q.available, q.search, q.dealerId]);
    const json = await cache.get(`search:${filterKey}:${q.sort ?? ''}:${q.page}:${q.limit}`, async () => {
      const where = searchConditions(q, await publicScope());
      // The count depends on the filters only: paging and re-sorting reuse it. It stops at
      // SEARCH_COUNT_CAP matches, so a cache miss costs the same at any table size.
      const [rows, total] = await Promise.all([
        findSummaries(app.db, q, { kind: 'public', now: app.clock.now() }, where),
        cache.get(`count:${filterKey}`, () => countListingsCapped(app.db, where, app.config.SEARCH_COUNT_CAP), { allowStale: false }),
      ]);
      return page(rows, q, total);
    });
    return sendJson(reply, json);
  });

  app.get('/:id', { schema: { params: z.object({ id: text({ max: 64 }) }) } }, async (request) => {
    const { id } = request.params;
    if (!isUuid(id)) throw notFound('Listing not found');
    const found = await findListingDetail(app.db, id, app.clock.now());
    if (!found) throw notFound('Listing not found');
    const auth = request.auth;
    let privileged = auth?.role === 'admin';
    if (!privileged && auth?.role === 'dealer') privileged = (await dealerIdOfUser(app.db, auth.sub)) === found.listing.dealerId;
    if (!found.isPublic && !privileged) throw notFound('Listing not found');
    if (!privileged) {
      const visitor = auth ? `user:${auth.sub}` : `anon:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
      if (await recordView(app.db, id, visitor, app.config.JWT_SECRET, app.clock.now())) found.listing.views += 1;
    }
    return { success: true, data: found.listing };
  });
};

/**
 * The answer. A capped count (more matches than SEARCH_COUNT_CAP) reports `total` as a lower
 * bound with `totalCapped: true`: the cap, or more when this page itself shows rows beyond it,
 * so `totalPages` never ends before a page that has rows. Exact counts keep the documented shape.
 */
function page(rows: unknown[], q: ListingSearchQuery, count: CappedCount): string {
  const shown = rows.length > 0 ? (q.page - 1) * q.limit + rows.length : 0;
  const total = count.capped ? Math.max(count.total, shown) : count.total;
  const pagination = { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit), ...(count.capped ? { totalCapped: true } : {}) };
  return JSON.stringify({ success: true, data: { listings: rows }, meta: { pagination } });
}

export default routes;
