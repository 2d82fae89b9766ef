// Listing reads: search (public or management scope), detail, filter options.
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FilterOptions, Listing, ListingSearchQuery, ListingSummary } from 'shared-contracts';
import type { Db } from '../db/client';
import { dealers, listings } from '../db/schema';
import { PgDialect } from 'drizzle-orm/pg-core';
import { eligibleDealerIdsSql, publicListingSql } from './visibility';

export type ListingRow = typeof listings.$inferSelect;

/** public: what anybody may see; manage: an admin (any dealer) or a dealer (own listings), any status. */
export type SearchScope = { kind: 'public'; now: Date; dealerIds?: string[] } | { kind: 'manage'; dealerId?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function toListing(row: ListingRow): Listing {
  return {
    id: row.id,
    dealerId: row.dealerId,
    make: row.make,
    model: row.model,
    bodyType: row.bodyType,
    year: row.year,
    msrp: row.msrp,
    monthlyPayment: row.monthlyPayment,
    downPayment: row.downPayment,
    leaseTerms: row.leaseTerms,
    mileageLimits: row.mileageLimits,
    carType: row.carType,
    extraMileageCost: row.extraMileageCost,
    fuelType: row.fuelType,
    transmission: row.transmission,
    interiorColor: row.interiorColor,
    exteriorColor: row.exteriorColor,
    numberOfSeats: row.numberOfSeats,
    safetyFeatures: row.safetyFeatures,
    comfortFeatures: row.comfortFeatures,
    entertainmentFeatures: row.entertainmentFeatures,
    specialFeatures: row.specialFeatures,
    imageUrls: row.imageUrl ? [row.imageUrl] : [],
    galleryImages: row.galleryImages,
    isLimitedOffer: row.isLimitedOffer,
    available: row.available,
    zipCode: row.zipCode,
    status: row.status,
    views: row.views,
    dateAdded: row.dateAdded.toISOString(),
  };
}

const summaryColumns = {
  id: listings.id,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  bodyType: listings.bodyType,
  fuelType: listings.fuelType,
  transmission: listings.transmission,
  monthlyPayment: listings.monthlyPayment,
  imageUrl: listings.imageUrl,
  isLimitedOffer: listings.isLimitedOffer,
  dateAdded: listings.dateAdded,
};

/** The filter part of a search (no paging, no sort): also the key of the cached count. */
export function searchConditions(q: ListingSearchQuery, scope: SearchScope): SQL | undefined {
  const c: Array<SQL | undefined> = [];
  if (scope.kind === 'public') {
    c.push(publicListingSql(scope.now, scope.dealerIds));
    if (q.dealerId) c.push(eq(listings.dealerId, q.dealerId));
  } else {
    if (q.status && q.status !== 'all') c.push(eq(listings.status, q.status));
    if (scope.dealerId) c.push(eq(listings.dealerId, scope.dealerId));
  }
  if (q.make) c.push(eq(listings.make, q.make));
  if (q.model) c.push(eq(listings.model, q.model));
  if (q.bodyType) c.push(eq(listings.bodyType, q.bodyType));
  if (q.minPrice !== undefined) c.push(gte(listings.monthlyPayment, q.minPrice));
  if (q.maxPrice !== undefined) c.push(lte(listings.monthlyPayment, q.maxPrice));
  if (q.zipCode) c.push(sql`${listings.zipCode} like ${`${likeEscape(q.zipCode)}%`}`);
  if (q.available) c.push(eq(listings.available, q.available === 'true'));
  if (q.search) {
    const pattern = `%${likeEscape(q.search)}%`;
    c.push(or(ilike(listings.make, pattern), ilike(listings.model, pattern), sql`(${listings.make} || ' ' || ${listings.model}) ilike ${pattern}`));
  }
  return and(...c);
}

function orderBy(sort: ListingSearchQuery['sort'], scope: SearchScope): SQL[] {
  switch (sort ?? (scope.kind === 'public' ? 'recommended' : 'newest')) {
    case 'price_asc': return [asc(listings.monthlyPayment), asc(listings.id)];
    case 'price_desc': return [desc(listings.monthlyPayment), desc(listings.id)];
    case 'newest': return [desc(listings.dateAdded), desc(listings.id)];
    case 'popular': return [desc(listings.views), desc(listings.dateAdded), desc(listings.id)];
    case 'recommended':
    default: return [desc(listings.isLimitedOffer), desc(listings.dateAdded), desc(listings.id)];
  }
}

export async function countListings(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(listings).where(where);
  return Number(row?.n ?? 0);
}

/** A count that stops after `cap` matches: `capped` true means "more than `cap`" (and `total` is `cap`). */
export interface CappedCount { total: number; capped: boolean }

/**
 * Counts at most cap + 1 matching rows (count over a subquery with LIMIT), so its cost is
 * bounded by the cap instead of growing with the table: the scan of the partial index stops
 * after cap + 1 entries.
 */
export async function countListingsCapped(db: Db, where: SQL | undefined, cap: number): Promise<CappedCount> {
  const matches = db.select({ one: sql<number>`1`.as('one') }).from(listings).where(where).limit(cap + 1).as('matches');
  const [row] = await db.select({ n: count() }).from(matches);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

export async function findSummaries(db: Db, q: ListingSearchQuery, scope: SearchScope, where: SQL | undefined): Promise<ListingSummary[]> {
  const rows = await db.select(summaryColumns).from(listings).where(where)
    .orderBy(...orderBy(q.sort, scope)).limit(q.limit).offset((q.page - 1) * q.limit);
  return rows.map((r) => ({
    id: r.id,
    make: r.make,
    model: r.model,
    year: r.year,
    bodyType: r.bodyType,
    fuelType: r.fuelType,
    transmission: r.transmission,
    monthlyPayment: r.monthlyPayment,
    imageUrls: r.imageUrl ? [r.imageUrl] : [],
    isLimitedOffer: r.isLimitedOffer,
    dateAdded: r.dateAdded.toISOString(),
  }));
}

export async function findListings(db: Db, q: ListingSearchQuery, scope: SearchScope, where: SQL | undefined): Promise<Listing[]> {
  const rows = await db.select().from(listings).where(where)
    .orderBy(...orderBy(q.sort, scope)).limit(q.limit).offset((q.page - 1) * q.limit);
  return rows.map(toListing);
}

export async function filterOptions(db: Db, now: Date, dealerIds?: string[]): Promise<FilterOptions> {
  const rows = await db.selectDistinct({ make: listings.make, model: listings.model, bodyType: listings.bodyType })
    .from(listings).where(publicListingSql(now, dealerIds));
  const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const models = new Map<string, Set<string>>();
  const bodyTypes = new Set<string>();
  for (const r of rows) {
    if (!models.has(r.make)) models.set(r.make, new Set());
    models.get(r.make)!.add(r.model);
    bodyTypes.add(r.bodyType);
  }
  const makes = [...models.keys()].sort(byText);
  return {
    makes,
    models: Object.fromEntries(makes.map((m) => [m, [...models.get(m)!].sort(byText)])),
    bodyTypes: [...bodyTypes].sort(byText),
  };
}

/** The listing with its dealer card, or undefined. `isPublic` tells whether the public may see it now. */
export async function findListingDetail(db: Db, id: string, now: Date): Promise<{ listing: Listing; isPublic: boolean } | undefined> {
  const [row] = await db.select({
    listing: listings,
    dealer: { id: dealers.id, dealershipName: dealers.dealershipName, city: dealers.city, state: dealers.state },
    isPublic: sql<boolean>`${publicListingSql(now)}`,
  }).from(listings).innerJoin(dealers, eq(dealers.id, listings.dealerId)).where(eq(listings.id, id)).limit(1);
  if (!row) return undefined;
  return { listing: { ...toListing(row.listing), dealer: row.dealer }, isPublic: row.isPublic === true || (row.isPublic as unknown) === 't' };
}

/** Whether a listing is public now; returns its dealer id when it is. */
export async function findPublicListing(db: Db, id: string, now: Date): Promise<{ id: string; dealerId: string; make: string; model: string; year: number } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select({ id: listings.id, dealerId: listings.dealerId, make: listings.make, model: listings.model, year: listings.year })
    .from(listings).where(and(eq(listings.id, id), publicListingSql(now))).limit(1);
  return row;
}

/** The dealer id of a dealer user, if any. */
export async function dealerIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.userId, userId)).limit(1);
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// The public search without the cache (SEARCH_CACHE_TTL_MS=0): every request reads the
// database, so the per-request CPU of building the query matters. One SQL statement returns
// the page and the capped count (one round trip), its text is built once per filter shape
// (which filters are present + sort) from plain strings, and it goes to the driver directly
// (no query builder per request). The filters mean exactly what searchConditions() says;
// test/listings.test.ts runs the public search with the cache off.

const NOW = Symbol('now');

/** node-postgres' Pool or PGlite: both take (text, values) and answer { rows }. */
type RawClient = { query(text: string, values: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };

/** The eligibility subquery (billing's rule) rendered once; `now` is a parameter. */
const ELIGIBLE = (() => {
  const marker = new Date(0);
  const q = new PgDialect().sqlToQuery(eligibleDealerIdsSql(marker));
  const markerValue = marker.toISOString();
  const params = q.params.map((p) => (p === markerValue || p === marker ? NOW : p));
  if (!params.includes(NOW)) throw new Error('eligibility SQL: the time parameter was not found');
  return { text: q.sql, params };
})();

const PUBLIC_SORTS: Record<string, string[]> = {
  price_asc: ['monthly_payment asc', 'id asc'],
  price_desc: ['monthly_payment desc', 'id desc'],
  newest: ['date_added desc', 'id desc'],
  popular: ['views desc', 'date_added desc', 'id desc'],
  recommended: ['is_limited_offer desc', 'date_added desc', 'id desc'],
};

const searchTexts = new Map<string, string>();

/** The statement for one filter shape: $1.. are the eligibility parameters, then the filters, then cap, limit, offset. */
function publicSearchText(q: ListingSearchQuery, sort: string): string {
  const key = `${sort}|${q.dealerId ? 1 : 0}${q.make ? 1 : 0}${q.model ? 1 : 0}${q.bodyType ? 1 : 0}${q.minPrice !== undefined ? 1 : 0}${q.maxPrice !== undefined ? 1 : 0}${q.zipCode ? 1 : 0}${q.available ? 1 : 0}${q.search ? 1 : 0}`;
  const known = searchTexts.get(key);
  if (known) return known;
  let n = ELIGIBLE.params.length;
  const c = [`listings.status = 'active'`, `listings.dealer_id in ${ELIGIBLE.text}`];
  if (q.dealerId) c.push(`listings.dealer_id = $${++n}`);
  if (q.make) c.push(`listings.make = $${++n}`);
  if (q.model) c.push(`listings.model = $${++n}`);
  if (q.bodyType) c.push(`listings.body_type = $${++n}`);
  if (q.minPrice !== undefined) c.push(`listings.monthly_payment >= $${++n}`);
  if (q.maxPrice !== undefined) c.push(`listings.monthly_payment <= $${++n}`);
  if (q.zipCode) c.push(`listings.zip_code like $${++n}`);
  if (q.available) c.push(`listings.available = $${++n}`);
  if (q.search) {
    const p = `$${++n}`;
    c.push(`(listings.make ilike ${p} or listings.model ilike ${p} or (listings.make || ' ' || listings.model) ilike ${p})`);
  }
  const where = c.join(' and ');
  const order = PUBLIC_SORTS[sort] ?? PUBLIC_SORTS.recommended;
  const text = `select c.total, p.id, p.make, p.model, p.year, p.body_type, p.fuel_type, p.transmission, p.monthly_payment, p.image_url, p.is_limited_offer, p.date_added
from (select count(*)::int as total from (select 1 from listings where ${where} limit $${n + 1}) m) c
left join lateral (select id, make, model, year, body_type, fuel_type, transmission, monthly_payment::float8 as monthly_payment, image_url, is_limited_offer, date_added, views
  from listings where ${where} order by ${order.map((o) => `listings.${o}`).join(', ')} limit $${n + 2} offset $${n + 3}) p on true
order by ${order.map((o) => `p.${o}`).join(', ')}`;
  searchTexts.set(key, text);
  return text;
}

/** A public search page and its capped count in one statement (the cache-off path). */
export async function searchPublicUncached(db: Db, q: ListingSearchQuery, now: Date, cap: number): Promise<{ rows: ListingSummary[]; count: CappedCount }> {
  const sort = q.sort ?? 'recommended';
  const text = publicSearchText(q, sort);
  const nowValue = now.toISOString();
  const values: unknown[] = ELIGIBLE.params.map((p) => (p === NOW ? nowValue : p));
  if (q.dealerId) values.push(q.dealerId);
  if (q.make) values.push(q.make);
  if (q.model) values.push(q.model);
  if (q.bodyType) values.push(q.bodyType);
  if (q.minPrice !== undefined) values.push(q.minPrice);
  if (q.maxPrice !== undefined) values.push(q.maxPrice);
  if (q.zipCode) values.push(`${likeEscape(q.zipCode)}%`);
  if (q.available) values.push(q.available === 'true');
  if (q.search) values.push(`%${likeEscape(q.search)}%`);
  values.push(cap + 1, q.limit, (q.page - 1) * q.limit);
  const client = (db as unknown as { $client: RawClient }).$client;
  // Unnamed, so planned with this request's values: a named statement's generic plan (after
  // five runs) misjudges the filters' selectivity and trades the partial indexes' early stop
  // for a bitmap scan of every match (7 ms for one body type and band at 10,000 listings).
  const result = await client.query(text, values);
  const rows: ListingSummary[] = [];
  let n = 0;
  for (const r of result.rows) {
    n = Number(r.total);
    if (r.id === null || r.id === undefined) continue;
    const dateAdded = r.date_added instanceof Date ? r.date_added : new Date(r.date_added as string);
    rows.push({
      id: r.id as string,
      make: r.make as string,
      model: r.model as string,
      year: r.year as number,
      bodyType: r.body_type as string,
      fuelType: r.fuel_type as string,
      transmission: r.transmission as string,
      monthlyPayment: Number(r.monthly_payment),
      imageUrls: r.image_url ? [r.image_url as string] : [],
      isLimitedOffer: r.is_limited_offer as boolean,
      dateAdded: dateAdded.toISOString(),
    });
  }
  return { rows, count: n > cap ? { total: cap, capped: true } : { total: n, capped: false } };
}
