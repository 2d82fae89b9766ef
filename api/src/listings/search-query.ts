// The listing search as query-builder parts: which rows (`listings`, joined to the read model's
// row of the searched choice, `p`, when the search reads a cost), the filters and the sorts. The public search and
// the management search (a dealer's or an admin's listings, any status) both build on them
// (public-search.ts, repository.ts); test/search-differential.test.ts checks every filter x sort x page of the
// public one against a reference computed apart.
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  isNotNull,
  like,
  lte,
  or,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
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
export const readsPrices = (q: { term?: unknown; mileage?: unknown }): boolean =>
  q.term !== undefined || q.mileage !== undefined;

/**
 * The values a search's filters bind, by name, present exactly when the filter is set: the values
 * themselves, or a prepared statement's placeholders (public-search.ts). Which names are present
 * decides the statement's text, so a statement prepared for one set of names serves every
 * search setting the same filters.
 */
/** A value, or the placeholder of a prepared statement's value. */
export type Bound<T> = T | Placeholder;

export interface SearchBinds {
  dealerId?: Bound<string>;
  make?: Bound<string>;
  model?: Bound<string>;
  bodyType?: Bound<string>;
  fuelType?: Bound<string>;
  minPrice?: Bound<number>;
  maxPrice?: Bound<number>;
  minYear?: Bound<number>;
  maxYear?: Bound<number>;
  /** A ZIP code without a distance, as a LIKE prefix. */
  zipPrefix?: Bound<string>;
  /** A distance search: the centre, its bounding box and the miles (all set, or none). */
  lat?: Bound<number>;
  lng?: Bound<number>;
  latMin?: Bound<number>;
  latMax?: Bound<number>;
  lngMin?: Bound<number>;
  lngMax?: Bound<number>;
  miles?: Bound<number>;
  available?: Bound<boolean>;
  offers?: Bound<boolean>;
  /** Free text as a LIKE pattern. */
  words?: Bound<string>;
  maxDueAtSigning?: Bound<number>;
  /** The searched choice (both set when the search names a term or a mileage: 0 for the one it does not name). */
  term?: Bound<number>;
  mileage?: Bound<number>;
}

/** The values of `q`'s filters (the service answers 400 for an unknown ZIP code with a distance first). */
export function searchBinds(q: ListingSearchQuery): SearchBinds {
  const b: SearchBinds = {};
  if (q.dealerId) b.dealerId = q.dealerId;
  if (q.make) b.make = q.make;
  if (q.model) b.model = q.model;
  if (q.bodyType) b.bodyType = q.bodyType;
  if (q.fuelType) b.fuelType = q.fuelType;
  if (q.minPrice !== undefined) b.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) b.maxPrice = q.maxPrice;
  if (q.minYear !== undefined) b.minYear = q.minYear;
  if (q.maxYear !== undefined) b.maxYear = q.maxYear;
  // Without a distance a ZIP code matches as a prefix; with one, the distance reads it.
  if (q.zipCode && q.distance === undefined) b.zipPrefix = `${likeEscape(q.zipCode)}%`;
  const centre = searchCentre(q);
  if (centre) {
    const miles = q.distance!;
    const dLat = miles / MILES_PER_DEGREE;
    const dLng = miles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((centre.latitude * Math.PI) / 180)));
    Object.assign(b, {
      lat: centre.latitude,
      lng: centre.longitude,
      latMin: centre.latitude - dLat,
      latMax: centre.latitude + dLat,
      lngMin: centre.longitude - dLng,
      lngMax: centre.longitude + dLng,
      miles,
    });
  }
  if (q.available !== undefined) b.available = q.available === 'true';
  if (q.offers !== undefined) b.offers = q.offers === 'true';
  if (q.search) b.words = `%${likeEscape(q.search)}%`;
  if (q.maxDueAtSigning !== undefined) b.maxDueAtSigning = q.maxDueAtSigning;
  if (readsPrices(q)) {
    b.term = q.term ?? 0;
    b.mileage = q.mileage ?? 0;
  }
  return b;
}

/** The join of `p`: the searched choice's row of the listing. */
export function choiceJoin(b: SearchBinds): SQL {
  return and(eq(priced.listingId, listings.id), eq(priced.term, b.term ?? 0), eq(priced.mileage, b.mileage ?? 0))!;
}

/**
 * Public at `now`: the listing is active and now < its public_until (null: not public), read on
 * the priced row when the search joins it (its indexes hold it), else on the listing's own copy.
 */
export function publicAt(now: Bound<Date>, b: SearchBinds): SQL {
  // 'active' in the text, not a bound value: the listings' partial indexes hold status = 'active',
  // and a prepared statement's generic plan may use them only when its text says so.
  return and(sql`${listings.status} = 'active'`, gt(readsPrices(b) ? priced.publicUntil : listings.publicUntil, now))!;
}

/** `%` and `_` are literal in what the caller typed. */
function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The searched ZIP code's centroid for a distance search (the service answers 400 for an unknown one first). */
export function searchCentre(q: ListingSearchQuery): Centroid | undefined {
  return q.distance !== undefined ? zipCentroid(q.zipCode) : undefined;
}

/** Great-circle miles from the listing's centroid to the searched centre (haversine). */
function distanceSql(b: SearchBinds): SQL {
  const lat = sql`${b.lat}::float8`;
  const lng = sql`${b.lng}::float8`;
  return sql`(${sql.raw(String(EARTH_RADIUS_MILES))} * 2 * asin(least(1, sqrt(power(sin(radians(${listings.latitude} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${listings.latitude})) * power(sin(radians(${listings.longitude} - ${lng}) / 2), 2)))))`;
}

/** Within the searched miles of the centre: the bounding box first (the geo index's range), then the exact distance. */
function within(b: SearchBinds): SQL {
  return sql`(${listings.latitude} between ${b.latMin}::float8 and ${b.latMax}::float8 and ${listings.longitude} between ${b.lngMin}::float8 and ${b.lngMax}::float8 and ${distanceSql(b)} <= ${b.miles}::float8)`;
}

/** Miles from the searched ZIP code, rounded to a tenth (distance searches' cards). */
export function distanceColumn(b: SearchBinds): SQL<number> | undefined {
  return b.lat !== undefined ? sql<number>`round((${distanceSql(b)})::numeric, 1)::float8` : undefined;
}

/**
 * The filters bound in `b`. The body type and fuel are tested on the priced row's copies when
 * the sort walks its index (effective monthly), else on the listing's own (its indexes).
 */
export function filterConditions(b: SearchBinds, sort: ListingSort): SQL | undefined {
  const onPrices = readsPrices(b) && sort === 'effective_monthly';
  return and(
    b.dealerId !== undefined ? eq(listings.dealerId, b.dealerId) : undefined,
    b.make !== undefined ? eq(listings.make, b.make) : undefined,
    b.model !== undefined ? eq(listings.model, b.model) : undefined,
    b.bodyType !== undefined ? eq(onPrices ? priced.bodyType : listings.bodyType, b.bodyType) : undefined,
    b.fuelType !== undefined ? eq(onPrices ? priced.fuelType : listings.fuelType, b.fuelType) : undefined,
    b.minPrice !== undefined ? gte(listings.monthlyPayment, b.minPrice) : undefined,
    b.maxPrice !== undefined ? lte(listings.monthlyPayment, b.maxPrice) : undefined,
    b.minYear !== undefined ? gte(listings.year, b.minYear) : undefined,
    b.maxYear !== undefined ? lte(listings.year, b.maxYear) : undefined,
    b.zipPrefix !== undefined ? like(listings.zipCode, b.zipPrefix) : undefined,
    b.lat !== undefined ? within(b) : undefined,
    b.available !== undefined ? eq(listings.available, b.available) : undefined,
    // The deals flagged as limited-time offers (/lease-offers), or the others.
    b.offers !== undefined ? eq(listings.isLimitedOffer, b.offers) : undefined,
    // Free text: in the make, the model, or "make model".
    b.words !== undefined
      ? or(
          ilike(listings.make, b.words),
          ilike(listings.model, b.words),
          sql`(${listings.make} || ' ' || ${listings.model}) ilike ${b.words}`,
        )
      : undefined,
    // Due at signing on the searched choice (down payment + its first monthly).
    b.maxDueAtSigning !== undefined
      ? lte(readsPrices(b) ? priced.dueAtSigning : listings.dueAtSigning, b.maxDueAtSigning)
      : undefined,
    readsPrices(b) ? isNotNull(priced.listingId) : undefined,
  );
}

const descNullsLast = (column: SortColumn) => sql`${column} desc nulls last`;

type Choice = Pick<SearchBinds, 'term' | 'mileage'>;

/** A column a sort orders by: the listings' own, or a subquery's copy of it (public-search.ts). */
type SortColumn = AnyPgColumn | SQL.Aliased;

/** The columns the sorts order by; `effectiveMonthly`: the searched choice's cost (or the listing's own). */
export interface SortColumns {
  monthlyPayment: SortColumn;
  id: SortColumn;
  dateAdded: SortColumn;
  views: SortColumn;
  dealScore: SortColumn;
  isLimitedOffer: SortColumn;
  effectiveMonthly: SortColumn;
}

/** The sort columns on `listings` (joined to the searched choice's row when the search reads a cost). */
export function listingSortColumns(b: Choice): SortColumns {
  return {
    monthlyPayment: listings.monthlyPayment,
    id: listings.id,
    dateAdded: listings.dateAdded,
    views: listings.views,
    dealScore: listings.dealScore,
    isLimitedOffer: listings.isLimitedOffer,
    effectiveMonthly: readsPrices(b) ? priced.effectiveMonthly : listings.effectiveMonthly,
  };
}

/** The sorts; ties end on the id so pages never overlap. */
const SORTS: Record<ListingSort, (c: SortColumns) => SQL[]> = {
  price_asc: (c) => [asc(c.monthlyPayment), asc(c.id)],
  price_desc: (c) => [desc(c.monthlyPayment), desc(c.id)],
  newest: (c) => [desc(c.dateAdded), desc(c.id)],
  popular: (c) => [desc(c.views), desc(c.dateAdded), desc(c.id)],
  // Good deals first (the deal score), then limited-time offers, then the newest; unscored last.
  recommended: (c) => [descNullsLast(c.dealScore), desc(c.isLimitedOffer), desc(c.dateAdded), desc(c.id)],
  // Cheapest effective monthly on the searched term and mileage (else the default choice's,
  // the listing's own) first; a listing without a cost last.
  effective_monthly: (c) => [asc(c.effectiveMonthly), asc(c.id)],
  // Best deal first; unscored last.
  // (nulls last on every key, as listings_active_score_idx orders them: the page walks it)
  deal_score: (c) => [descNullsLast(c.dealScore), descNullsLast(c.dateAdded), descNullsLast(c.id)],
};

/** The sort of a search: the public one defaults to recommended, management to newest. */
export const sortOf = (q: ListingSearchQuery, scope: 'public' | 'manage'): ListingSort =>
  q.sort ?? (scope === 'public' ? 'recommended' : 'newest');

export function sortOrder(sort: ListingSort, b: Choice, columns: SortColumns = listingSortColumns(b)): SQL[] {
  return SORTS[sort](columns);
}

/**
 * What a public search demands beyond its filters: a cost to sort by (the effective-monthly
 * sort without a named choice reads the listing's own, null when it offers no lease term, as
 * the priced row does not exist then).
 */
export function publicSortCondition(b: SearchBinds, sort: ListingSort): SQL | undefined {
  return sort === 'effective_monthly' && !readsPrices(b) ? isNotNull(listings.effectiveMonthly) : undefined;
}

/** The filters the priced row holds (a body type, a fuel, due at signing) and its choice. */
const ON_PRICES: ReadonlySet<string> = new Set(['bodyType', 'fuelType', 'maxDueAtSigning', 'term', 'mileage']);

/**
 * The public count's conditions on the priced row alone, when every filter bound in `b` is one of
 * its columns and it names a choice, so the count reads one index of listing_prices
 * (public_until there is null unless the listing is active); else undefined.
 */
export function pricedOnlyCount(b: SearchBinds, now: Bound<Date>): SQL | undefined {
  if (!readsPrices(b)) return undefined;
  if (Object.keys(b).some((name) => !ON_PRICES.has(name))) return undefined;
  return and(
    eq(priced.term, b.term ?? 0),
    eq(priced.mileage, b.mileage ?? 0),
    gt(priced.publicUntil, now),
    b.bodyType !== undefined ? eq(priced.bodyType, b.bodyType) : undefined,
    b.fuelType !== undefined ? eq(priced.fuelType, b.fuelType) : undefined,
    b.maxDueAtSigning !== undefined ? lte(priced.dueAtSigning, b.maxDueAtSigning) : undefined,
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
