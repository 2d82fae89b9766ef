// The listing search as query-builder parts: which rows (`listings`, joined to the read model's
// row of the searched choice, `p`, when the search reads a cost), the filters and the sorts. The public search and
// the management search (a dealer's or an admin's listings, any status) both build on them
// (repository.ts); test/search-differential.test.ts checks every filter x sort x page of the
// public one against a reference computed apart.
import { and, asc, desc, eq, gt, gte, ilike, isNotNull, like, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListingSearchQuery, ListingSort } from 'shared-contracts';
import { listingPrices, listings } from '../db/schema';
import { EARTH_RADIUS_MILES, MILES_PER_DEGREE, zipCentroid, type Centroid } from './zip-centroids';

/** The read model's row of the searched choice: term 0 / mileage 0 when the search names none (migration 0013). */
export const priced = alias(listingPrices, 'p');

/**
 * Whether the search names a term or a mileage, and so reads the priced row: only listings
 * offering that choice have it. Without one, the default choice's cost (term 0 / mileage 0) is the
 * listing's own due_at_signing and effective_monthly (derived.ts, the same formula), so the
 * search reads listings alone.
 */
export const readsPrices = (q: Pick<ListingSearchQuery, 'term' | 'mileage'>): boolean =>
  q.term !== undefined || q.mileage !== undefined;

/** The join of `p`: the searched choice's row of the listing. */
export function choiceJoin(q: Pick<ListingSearchQuery, 'term' | 'mileage'>): SQL {
  return and(eq(priced.listingId, listings.id), eq(priced.term, q.term ?? 0), eq(priced.mileage, q.mileage ?? 0))!;
}

/**
 * Public at `now`: the listing is active and now < its public_until (null: not public), read on
 * the priced row when the search joins it (its indexes hold it), else on the listing's own copy.
 */
export function publicAt(now: Date, q: Pick<ListingSearchQuery, 'term' | 'mileage'>): SQL {
  return and(eq(listings.status, 'active'), gt(readsPrices(q) ? priced.publicUntil : listings.publicUntil, now))!;
}

/** `%` and `_` are literal in what the caller typed. */
function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The searched ZIP code's centroid for a distance search (the service answers 400 for an unknown one first). */
export function searchCentre(q: ListingSearchQuery): Centroid | undefined {
  return q.distance !== undefined ? zipCentroid(q.zipCode) : undefined;
}

/** Great-circle miles from the listing's centroid to `c` (haversine). */
function distanceSql(c: Centroid): SQL {
  const lat = sql`${c.latitude}::float8`;
  const lng = sql`${c.longitude}::float8`;
  return sql`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(least(1, sqrt(power(sin(radians(${listings.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${listings.latitude})) * power(sin(radians(${listings.longitude} - ${lng}) / 2), 2)))))`;
}

/** Within `miles` of `c`: the bounding box first (the geo index's range), then the exact distance. */
function within(c: Centroid, miles: number): SQL {
  const dLat = miles / MILES_PER_DEGREE;
  const dLng = miles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((c.latitude * Math.PI) / 180)));
  return sql`(${listings.latitude} between ${c.latitude - dLat}::float8 and ${c.latitude + dLat}::float8 and ${listings.longitude} between ${c.longitude - dLng}::float8 and ${c.longitude + dLng}::float8 and ${distanceSql(c)} <= ${miles}::float8)`;
}

/** Miles from the searched ZIP code, rounded to a tenth (distance searches' cards). */
export function distanceColumn(q: ListingSearchQuery): SQL<number> | undefined {
  const c = searchCentre(q);
  return c && sql<number>`round((${distanceSql(c)})::numeric, 1)::float8`;
}

/**
 * The filters of `q`. The body type and fuel are tested on the priced row's copies when the
 * sort walks its index (effective monthly), else on the listing's own (its indexes).
 */
export function filterConditions(q: ListingSearchQuery): SQL | undefined {
  const onPrices = readsPrices(q) && q.sort === 'effective_monthly';
  const centre = searchCentre(q);
  const words = q.search ? `%${likeEscape(q.search)}%` : undefined;
  return and(
    q.dealerId ? eq(listings.dealerId, q.dealerId) : undefined,
    q.make ? eq(listings.make, q.make) : undefined,
    q.model ? eq(listings.model, q.model) : undefined,
    q.bodyType ? eq(onPrices ? priced.bodyType : listings.bodyType, q.bodyType) : undefined,
    q.fuelType ? eq(onPrices ? priced.fuelType : listings.fuelType, q.fuelType) : undefined,
    q.minPrice !== undefined ? gte(listings.monthlyPayment, q.minPrice) : undefined,
    q.maxPrice !== undefined ? lte(listings.monthlyPayment, q.maxPrice) : undefined,
    q.minYear !== undefined ? gte(listings.year, q.minYear) : undefined,
    q.maxYear !== undefined ? lte(listings.year, q.maxYear) : undefined,
    // Without a distance a ZIP code matches as a prefix; with one, the distance reads it.
    q.zipCode && q.distance === undefined ? like(listings.zipCode, `${likeEscape(q.zipCode)}%`) : undefined,
    centre ? within(centre, q.distance!) : undefined,
    q.available !== undefined ? eq(listings.available, q.available === 'true') : undefined,
    // The deals flagged as limited-time offers (/lease-offers), or the others.
    q.offers !== undefined ? eq(listings.isLimitedOffer, q.offers === 'true') : undefined,
    // Free text: in the make, the model, or "make model".
    words
      ? or(
          ilike(listings.make, words),
          ilike(listings.model, words),
          sql`(${listings.make} || ' ' || ${listings.model}) ilike ${words}`,
        )
      : undefined,
    // Due at signing on the searched choice (down payment + its first monthly).
    q.maxDueAtSigning !== undefined
      ? lte(readsPrices(q) ? priced.dueAtSigning : listings.dueAtSigning, q.maxDueAtSigning)
      : undefined,
    readsPrices(q) ? isNotNull(priced.listingId) : undefined,
  );
}

const descNullsLast = (column: AnyPgColumn) => sql`${column} desc nulls last`;

/** The sorts; ties end on the id so pages never overlap. */
const SORTS: Record<ListingSort, (q: Pick<ListingSearchQuery, 'term' | 'mileage'>) => SQL[]> = {
  price_asc: () => [asc(listings.monthlyPayment), asc(listings.id)],
  price_desc: () => [desc(listings.monthlyPayment), desc(listings.id)],
  newest: () => [desc(listings.dateAdded), desc(listings.id)],
  popular: () => [desc(listings.views), desc(listings.dateAdded), desc(listings.id)],
  // Good deals first (the deal score), then limited-time offers, then the newest; unscored last.
  recommended: () => [
    descNullsLast(listings.dealScore),
    desc(listings.isLimitedOffer),
    desc(listings.dateAdded),
    desc(listings.id),
  ],
  // Cheapest effective monthly on the searched term and mileage (else the default choice's,
  // the listing's own) first; a listing without a cost last.
  effective_monthly: (q) => [
    asc(readsPrices(q) ? priced.effectiveMonthly : listings.effectiveMonthly),
    asc(listings.id),
  ],
  // Best deal first; unscored last.
  // (nulls last on every key, as listings_active_score_idx orders them: the page walks it)
  deal_score: () => [descNullsLast(listings.dealScore), descNullsLast(listings.dateAdded), descNullsLast(listings.id)],
};

/** The sort of a search: the public one defaults to recommended, management to newest. */
export const sortOf = (q: ListingSearchQuery, scope: 'public' | 'manage'): ListingSort =>
  q.sort ?? (scope === 'public' ? 'recommended' : 'newest');

export function sortOrder(sort: ListingSort, q: Pick<ListingSearchQuery, 'term' | 'mileage'>): SQL[] {
  return SORTS[sort](q);
}

/**
 * What a public search demands beyond its filters: a cost to sort by (the effective-monthly
 * sort without a named choice reads the listing's own, null when it offers no lease term, as
 * the priced row does not exist then).
 */
export function publicSortCondition(q: ListingSearchQuery): SQL | undefined {
  return sortOf(q, 'public') === 'effective_monthly' && !readsPrices(q)
    ? isNotNull(listings.effectiveMonthly)
    : undefined;
}

/**
 * The public count's conditions on the priced row alone, when every filter of `q` is one of its
 * columns (a body type, a fuel, due at signing) and it names a choice, so the count reads one
 * index of listing_prices (public_until there is null unless the listing is active); else undefined.
 */
export function pricedOnlyCount(q: ListingSearchQuery, now: Date): SQL | undefined {
  if (!readsPrices(q)) return undefined;
  const onPrices = new Set(['bodyType', 'fuelType', 'maxDueAtSigning', 'term', 'mileage']);
  if (filtersOf(q).some(([name]) => !onPrices.has(name))) return undefined;
  const { bodyType, fuelType, maxDueAtSigning, term, mileage } = q;
  return and(
    eq(priced.term, term ?? 0),
    eq(priced.mileage, mileage ?? 0),
    gt(priced.publicUntil, now),
    bodyType ? eq(priced.bodyType, bodyType) : undefined,
    fuelType ? eq(priced.fuelType, fuelType) : undefined,
    maxDueAtSigning !== undefined ? lte(priced.dueAtSigning, maxDueAtSigning) : undefined,
  );
}

/** The filters `q` sets (no paging, sort, status or scope), as [name, value] pairs in one order. */
function filtersOf(q: ListingSearchQuery): Array<[string, unknown]> {
  const { sort: _sort, page: _page, limit: _limit, status: _status, scope: _scope, ...filters } = q;
  return Object.entries(filters).filter(([, v]) => v !== undefined && v !== '');
}

/** The values of the filters (no paging, no sort), in one order: the key of a cached search. */
export function filterKey(q: ListingSearchQuery): string {
  return JSON.stringify(filtersOf(q));
}
