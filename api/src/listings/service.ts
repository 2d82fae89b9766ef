// Listing rules: who sees what (the public scope or a dealer's / an admin's management scope),
// the search with its per-instance cache (cache.ts), the filter options, the detail with view
// counting, and the public check other domains use (findPublicListing). Queries are the
// repository's; shapes are the mappers'. The commands (add, edit, status, delete) are commands.ts.
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type {
  Listing,
  ListingSearchQuery,
  ListingSearchResponse,
  ListingStatus,
  ListingSummary,
} from 'shared-contracts';
import { sql } from 'drizzle-orm';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/errors';
import { isUuid } from '../lib/ids';
import type { PrebuiltJson } from '../lib/prebuilt-json';
import type { MultipartPart } from '../lib/multipart-form';
import type { AuthContext } from '../plugins/auth';
import { announceDealerCardChanged, ReadModelCache } from './cache';
import { changeListingStatus, createListing, deleteListing, updateListing, type ListingCommandDeps } from './commands';
import { dealerBands, refreshChangedDealScores, refreshDealScores } from './deal-score';
import { shownPage, type ImpressionCounter } from './impressions';
import {
  filterOptionsJson,
  publicDetailJson,
  toFilterOptions,
  toListing,
  toListingSummary,
  toSearchPage,
} from './mappers';
import { createListingsRepository, type ManageScope, type PublicListingRef } from './repository';
import type { ViewCounter } from './view-counter';
import { filterKey as filterKeyOf, searchCentre } from './search-query';
import { viewKey } from './views';
import { zipCentroid } from './zip-centroids';

const FILTER_OPTIONS_TTL_MS = 60_000;
/** How long one read of a listing's detail answers its other readers. */
const DETAIL_READ_MS = 1000;

const SEARCH_MESSAGES = {
  priceRange: 'minPrice cannot be greater than maxPrice',
  yearRange: 'The "from" year cannot be later than the "to" year',
  distanceWithoutZip: 'Enter a ZIP code to search by distance',
  unknownZip: 'We could not find that ZIP code. Check the 5 digits, or search without a distance.',
} as const;

/** Why a search cannot be answered (400), or undefined. */
function searchQueryProblem(q: ListingSearchQuery): string | undefined {
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice)
    return SEARCH_MESSAGES.priceRange;
  if (q.minYear !== undefined && q.maxYear !== undefined && q.minYear > q.maxYear) return SEARCH_MESSAGES.yearRange;
  if (q.distance !== undefined && !q.zipCode) return SEARCH_MESSAGES.distanceWithoutZip;
  if (q.distance !== undefined && !searchCentre(q)) return SEARCH_MESSAGES.unknownZip;
  return undefined;
}

/** Who may ask what: the public sees active listings of eligible dealers only. */
function scopeOf(auth: AuthContext | undefined, q: ListingSearchQuery): ManageScope | { kind: 'public' } {
  const wantsManagement =
    q.scope === 'manage' ||
    (q.status !== undefined && q.status !== 'active') ||
    (q.dealerId !== undefined && auth !== undefined && auth.role !== 'user');
  if (!wantsManagement) return { kind: 'public' };
  if (!auth) throw unauthorized('Sign in to see listings that are not active');
  if (auth.role === 'admin') return { kind: 'manage', dealerId: q.dealerId };
  if (auth.role === 'dealer') {
    if (!auth.dealerId) throw forbidden('Dealer ID not found in token');
    return { kind: 'manage', dealerId: auth.dealerId };
  }
  throw forbidden('Only active listings are public');
}

/** What the listings service uses (built once in services.ts). */
export interface ListingsDeps extends ListingCommandDeps {
  config: ListingCommandDeps['config'] &
    Pick<Config, 'SEARCH_CACHE_TTL_MS' | 'SEARCH_COUNT_CAP' | 'SEARCH_FEW_MATCHES' | 'JWT_SECRET'>;
  /** Search impressions and deal-page views, counted in memory and written in batches. */
  listingImpressions: Pick<ImpressionCounter, 'shown'>;
  listingViews: Pick<ViewCounter, 'record'>;
}

/** The search, filter options, detail and commands of one app instance (the cache is per instance). */
export function createListingsService(deps: ListingsDeps) {
  const { clock, config } = deps;
  const repo = deps.listingsRepository;
  const cache = new ReadModelCache(deps.db, 'listings', config.SEARCH_CACHE_TTL_MS, clock);
  return {
    close: () => {
      cache.close();
    },

    /**
     * A search page: the public one as prebuilt JSON (cached, with its compressed copies; its values encoded through the
     * response schema), the management one as an answer for the route's serializer. A public
     * page served, from the cache or not, counts as shown for its listings (impressions.ts).
     */
    async search(
      q: ListingSearchQuery,
      auth: AuthContext | undefined,
      userAgent?: string,
    ): Promise<PrebuiltJson | ListingSearchResponse> {
      const problem = searchQueryProblem(q);
      if (problem) throw badRequest(problem);
      const scope = scopeOf(auth, q);
      if (scope.kind === 'manage') {
        const { rows, total } = await repo.searchManaged(q, scope);
        return toSearchPage(
          rows.map((row) => toListing(row, true)),
          q,
          { total, capped: false },
        );
      }
      const cap = config.SEARCH_COUNT_CAP;
      const filterKey = filterKeyOf(q);
      const answer = async () => {
        const now = clock.now();
        // The count stops at SEARCH_COUNT_CAP matches, so it costs the same at any table size.
        const { rows, count: total } = await repo.searchPublicPage(q, now, cap, config.SEARCH_FEW_MATCHES);
        return shownPage(toSearchPage(rows.map(toListingSummary), q, total));
      };
      return deps.listingImpressions.shown(
        await cache.get(`search:${filterKey}:${q.sort ?? ''}:${q.page}:${q.limit}`, answer),
        auth,
        userAgent,
      );
    },

    /** The filter options answer as prebuilt JSON: a scan of every public listing, kept longer (a write still drops it at once). */
    async filterOptions(): Promise<PrebuiltJson> {
      return cache.get(
        'filter-options',
        async () => filterOptionsJson(toFilterOptions(await repo.publicModelRows(clock.now()))),
        { ttlMs: FILTER_OPTIONS_TTL_MS },
      );
    },

    /** The public listings' version (cache.ts): what caches in front of the API key by. */
    version: () => cache.knownVersion(),

    /**
     * One listing with its dealer card: public ones for anybody (the view is counted for
     * `visitor`), any listing for its dealer and admins; otherwise 404. The public's answer is
     * prebuilt JSON (a cached read, mapped, encoded and compressed once), anybody else's an
     * answer for the route's serializer.
     */
    async detail(id: string, auth: AuthContext | undefined, visitor: string): Promise<Listing | PrebuiltJson> {
      if (!isUuid(id)) throw notFound('Listing not found');
      const now = clock.now();
      const mayManage = auth?.role === 'admin' || auth?.role === 'dealer';
      const countView = () => {
        const key = viewKey(config.JWT_SECRET, now, visitor);
        // Counted in memory, written in batches (view-counter.ts): no write on the request path.
        return deps.listingViews.record(id, key.day, key.visitor);
      };
      if (cache.enabled && !mayManage) {
        // For the public, a hot deal is read from the database at most once a second per instance
        // (the key holds the second of the app's clock, so visibility follows the clock), and at
        // once after a write that changes the public listings; it is mapped and encoded once per
        // read. Dealers and admins, who also see listings that are not public (and whose changes
        // announce nothing), always read it.
        const second = Math.floor(now.getTime() / DETAIL_READ_MS);
        const shown = await cache.get(
          `detail:${id}:${second}`,
          async () => {
            const found = await repo.findDetail(id, now);
            if (!found?.isPublic) return undefined;
            const listing: Listing = { ...toListing(found.listing), dealer: found.dealer };
            return { views: listing.views, answer: publicDetailJson(listing) };
          },
          // The key moves every second; the entry may live a little longer (a slow second).
          { ttlMs: 5 * DETAIL_READ_MS, allowStale: false },
        );
        if (!shown) throw notFound('Listing not found');
        return shown.answer(shown.views + countView());
      }
      const found = await repo.findDetail(id, now);
      if (!found) throw notFound('Listing not found');
      const privileged =
        auth?.role === 'admin' || (auth?.role === 'dealer' && auth.dealerId === found.listing.dealerId);
      if (!found.isPublic && !privileged) throw notFound('Listing not found');
      const listing: Listing = { ...toListing(found.listing, privileged), dealer: found.dealer };
      if (!privileged) listing.views += countView();
      return listing;
    },

    /** The listing if the public may see it at `now` (leads and enquiries are about public listings only). */
    async findPublicListing(id: string, now: Date): Promise<PublicListingRef | undefined> {
      if (!isUuid(id)) return undefined;
      return repo.findPublic(id, now);
    },

    /** The public listings (what the public search shows) at `now` with their last change, newest first: the sitemap's deals. */
    publicListingDates(now: Date, limit: number): Promise<Array<{ id: string; updatedAt: Date }>> {
      return repo.publicListingDates(now, limit);
    },

    /**
     * The public matches of a search at `now` that were added or changed after `since` (every
     * match without it), newest first, at most `limit`: the saved-search job's new matches.
     */
    async publicMatchesSince(
      q: ListingSearchQuery,
      since: Date | null,
      now: Date,
      limit: number,
    ): Promise<ListingSummary[]> {
      const changed = since
        ? sql`greatest(listings.date_added, listings.updated_at) > ${since.toISOString()}`
        : undefined;
      const rows = await repo.searchPublic({ ...q, sort: 'newest', page: 1, limit }, now, changed);
      return rows.map(toListingSummary);
    },

    /** POST /api/listings (commands.ts). */
    createListing: (auth: AuthContext, parts: MultipartPart[], signal?: AbortSignal) =>
      createListing(deps, auth, parts, signal),
    /** PUT /api/listings/{id} (commands.ts). */
    updateListing: (auth: AuthContext, id: string, parts: MultipartPart[], signal?: AbortSignal) =>
      updateListing(deps, auth, id, parts, signal),
    /** PUT /api/listings/{id}/status (commands.ts). */
    changeListingStatus: (auth: AuthContext, id: string, status: ListingStatus) =>
      changeListingStatus(deps, auth, id, status),
    /** DELETE /api/listings/{id} (commands.ts). */
    deleteListing: (auth: AuthContext, id: string) => deleteListing(deps, auth, id),
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;

/**
 * Other domains announce a change of a dealership's card that its public listings show and the
 * read model does not hold (its name or place), inside the transaction of that change.
 */
export function announceListingsChanged(db: Db | Tx, dealerId: string): Promise<void> {
  return announceDealerCardChanged(db, dealerId);
}

/**
 * Other domains call this inside a transaction that changes whether a dealer's listings are
 * public (dealer approved or suspended): the deal scores of their peer groups are recomputed.
 */
export async function rescoreDealerListings(tx: Tx, dealerId: string, now: Date): Promise<void> {
  await refreshDealScores(tx, now, await dealerBands(tx, dealerId));
}

/**
 * Other domains call this inside the transaction that changes a dealership's ZIP code: its
 * listings are where the dealership is (their ZIP code and its centroid, which the distance
 * search reads), changed at `now` (a saved distance search mails them as new matches). The
 * caller announces the change after the commit.
 */
export async function moveDealerListings(tx: Tx, dealerId: string, zipCode: string | null, now: Date): Promise<void> {
  await createListingsRepository(tx).moveDealer(dealerId, zipCode, zipCentroid(zipCode), now);
}

/**
 * After a change no single dealer explains (the billing clock's plan ends and recoveries): the
 * MSRP bands whose scores no longer match who is public, again.
 */
export function rescoreAllListings(db: Db, now: Date): Promise<number> {
  return refreshChangedDealScores(db, now);
}

// For the keep area's read models (favourites, saved searches): the public rule and the card shape.
export { publicListingSql } from './visibility';
export { toListingSummary, type ListingRow } from './mappers';
