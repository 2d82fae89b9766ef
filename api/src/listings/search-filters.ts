// The listing search filters and sorts, defined once. Both search paths read these tables: the
// query builder (filterConditions / sortOrder: drizzle SQL, the cached path and the management
// scope) and the prebuilt raw statement of the uncached public search (filterSqlText /
// sortSqlText: SQL text per search shape + the values of one request). A filter added here
// reaches both, and test/listings.test.ts compares the two paths for every entry.
//
// Each entry writes its condition as SQL text over `listings`, taking its values through
// `bind` (which answers the placeholder). Its text may depend only on which filters the query
// uses (searchShape), never on their values, since the raw path keeps one text per shape.
import { sql, type SQL } from 'drizzle-orm';
import type { ListingSearchQuery, ListingSort } from 'shared-contracts';
import { EARTH_RADIUS_MILES, MILES_PER_DEGREE, zipCentroid, type Centroid } from './zip-centroids';

/** Answers the placeholder of a bound value (the raw path's `$n`, or a token the query builder path replaces). */
export type Bind = (value: string | number | boolean) => string;

export interface SearchFilter {
  /** The query field it reads. */
  key: keyof ListingSearchQuery;
  /** Whether the query uses it. */
  applies(q: ListingSearchQuery): boolean;
  /** Its condition on `listings` (or the joined price row `p`), values through `bind`. */
  where(q: ListingSearchQuery, bind: Bind, copiesOn: CopiesOn): string;
}

/** `%` and `_` are literal in what the caller typed. */
export function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Whether the search names a term or a mileage: only listings with a price row for that choice match. */
export const filtersOnPrices = (q: ListingSearchQuery): boolean => q.term !== undefined || q.mileage !== undefined;

/**
 * Whether the search reads its cost from the listing's price row `p` (listing_prices): when it
 * names a term or a mileage, and for the effective-monthly sort (the row of neither, so a body
 * type or fuel filter and that sort are one index range). Every listing the API writes has
 * rows: a listing needs at least one lease term.
 */
export const joinsPrices = (q: ListingSearchQuery): boolean => filtersOnPrices(q) || q.sort === 'effective_monthly';

/** The join of the price row: the searched choice's (the term filter's condition), or for the sort alone the row of neither. */
export function priceJoin(q: ListingSearchQuery): string {
  return filtersOnPrices(q)
    ? 'p.listing_id = listings.id'
    : 'p.listing_id = listings.id and p.term = 0 and p.mileage = 0';
}

/**
 * Which table a filter on a column the price row copies (body type, fuel) tests: `p` where the
 * statement walks the price row's index in order, `listings` where it reads matches through the
 * listings' own indexes.
 */
export type CopiesOn = 'p' | 'listings';

/** The cost on the searched choice: its price row, or the stored default-choice columns when the query names neither a term nor a mileage. */
function pricedColumn(q: ListingSearchQuery, figure: 'dueAtSigning' | 'effectiveMonthly'): string {
  if (figure === 'dueAtSigning') return filtersOnPrices(q) ? 'p.due_at_signing' : 'listings.due_at_signing';
  return joinsPrices(q) ? 'p.effective_monthly' : 'listings.effective_monthly';
}

/** The searched ZIP code's centroid for a distance search (the service answers 400 for an unknown one first). */
export function searchCentre(q: ListingSearchQuery): Centroid | undefined {
  return q.distance !== undefined ? zipCentroid(q.zipCode) : undefined;
}

/** Great-circle miles from `listings`' centroid to the bound centre (haversine). */
function distanceSql(c: Centroid, bind: Bind): string {
  const lat = `${bind(c.latitude)}::float8`;
  const lng = `${bind(c.longitude)}::float8`;
  return (
    `(${EARTH_RADIUS_MILES} * 2 * asin(least(1, sqrt(power(sin(radians(listings.latitude - ${lat}) / 2), 2)` +
    ` + cos(radians(${lat})) * cos(radians(listings.latitude)) * power(sin(radians(listings.longitude - ${lng}) / 2), 2)))))`
  );
}

/** The bounding box of the circle (index range on latitude, then longitude), then the exact distance. */
function withinSql(c: Centroid, miles: number, bind: Bind): string {
  const dLat = miles / MILES_PER_DEGREE;
  const dLng = miles / (MILES_PER_DEGREE * Math.max(0.01, Math.cos((c.latitude * Math.PI) / 180)));
  return (
    `(listings.latitude between ${bind(c.latitude - dLat)}::float8 and ${bind(c.latitude + dLat)}::float8` +
    ` and listings.longitude between ${bind(c.longitude - dLng)}::float8 and ${bind(c.longitude + dLng)}::float8` +
    ` and ${distanceSql(c, bind)} <= ${bind(miles)}::float8)`
  );
}

const equals = (key: 'dealerId' | 'make' | 'model' | 'bodyType' | 'fuelType', column: string): SearchFilter => ({
  key,
  applies: (q) => Boolean(q[key]),
  where: (q, bind) => `listings.${column} = ${bind(q[key]!)}`,
});
/** A column the price row copies: tested there when the search joins it, so its index serves the sort. */
const equalsPriced = (key: 'bodyType' | 'fuelType', column: string): SearchFilter => ({
  key,
  applies: (q) => Boolean(q[key]),
  where: (q, bind, copiesOn) => `${copiesOn}.${column} = ${bind(q[key]!)}`,
});
const bound = (
  key: 'minPrice' | 'maxPrice' | 'minYear' | 'maxYear',
  column: string,
  op: '>=' | '<=',
): SearchFilter => ({
  key,
  applies: (q) => q[key] !== undefined,
  where: (q, bind) => `listings.${column} ${op} ${bind(q[key]!)}`,
});

export const SEARCH_FILTERS: readonly SearchFilter[] = [
  equals('dealerId', 'dealer_id'),
  equals('make', 'make'),
  equals('model', 'model'),
  equalsPriced('bodyType', 'body_type'),
  bound('minPrice', 'monthly_payment', '>='),
  bound('maxPrice', 'monthly_payment', '<='),
  // Without a distance a zip code matches as a prefix; with one, the distance filter reads it.
  {
    key: 'zipCode',
    applies: (q) => Boolean(q.zipCode) && q.distance === undefined,
    where: (q, bind) => `listings.zip_code like ${bind(`${likeEscape(q.zipCode!)}%`)}`,
  },
  {
    key: 'available',
    applies: (q) => q.available !== undefined,
    where: (q, bind) => `listings.available = ${bind(q.available === 'true')}`,
  },
  // The deals flagged as limited-time offers (/lease-offers), or the others.
  {
    key: 'offers',
    applies: (q) => q.offers !== undefined,
    where: (q, bind) => `listings.is_limited_offer = ${bind(q.offers === 'true')}`,
  },
  // Free text: in the make, the model, or "make model".
  {
    key: 'search',
    applies: (q) => Boolean(q.search),
    where: (q, bind) => {
      const p = bind(`%${likeEscape(q.search!)}%`);
      return `(listings.make ilike ${p} or listings.model ilike ${p} or (listings.make || ' ' || listings.model) ilike ${p})`;
    },
  },
  // The lease: listings offering the term and at least the annual mileage are those with a price
  // row for the choice (0: not searched). Its condition is on the joined row `p` (filtersOnPrices).
  {
    key: 'term',
    applies: filtersOnPrices,
    where: (q, bind) => `p.term = ${bind(q.term ?? 0)}::int and p.mileage = ${bind(q.mileage ?? 0)}::int`,
  },
  // Due at signing on the searched mileage (the stored default-choice column without one).
  {
    key: 'maxDueAtSigning',
    applies: (q) => q.maxDueAtSigning !== undefined,
    where: (q, bind) => `${pricedColumn(q, 'dueAtSigning')} <= ${bind(q.maxDueAtSigning!)}::numeric`,
  },
  equalsPriced('fuelType', 'fuel_type'),
  bound('minYear', 'year', '>='),
  bound('maxYear', 'year', '<='),
  {
    key: 'distance',
    applies: (q) => q.distance !== undefined && searchCentre(q) !== undefined,
    where: (q, bind) => withinSql(searchCentre(q)!, q.distance!, bind),
  },
];

/** One sort key: SQL text over `listings` and its direction (with where nulls go). */
interface SortKey {
  expr: string;
  dir: 'asc' | 'desc' | 'desc nulls last';
}

/** The sorts; ties end on the id so pages never overlap. */
const SORTS: Record<ListingSort, (q: ListingSearchQuery, bind: Bind) => SortKey[]> = {
  price_asc: () => [
    { expr: 'listings.monthly_payment', dir: 'asc' },
    { expr: 'listings.id', dir: 'asc' },
  ],
  price_desc: () => [
    { expr: 'listings.monthly_payment', dir: 'desc' },
    { expr: 'listings.id', dir: 'desc' },
  ],
  newest: () => [
    { expr: 'listings.date_added', dir: 'desc' },
    { expr: 'listings.id', dir: 'desc' },
  ],
  popular: () => [
    { expr: 'listings.views', dir: 'desc' },
    { expr: 'listings.date_added', dir: 'desc' },
    { expr: 'listings.id', dir: 'desc' },
  ],
  // Good deals first (the deal score), then limited-time offers, then the newest; unscored last.
  recommended: () => [
    { expr: 'listings.deal_score', dir: 'desc nulls last' },
    { expr: 'listings.is_limited_offer', dir: 'desc' },
    { expr: 'listings.date_added', dir: 'desc' },
    { expr: 'listings.id', dir: 'desc' },
  ],
  // Cheapest effective monthly on the searched term and mileage first.
  effective_monthly: (q) => [
    { expr: pricedColumn(q, 'effectiveMonthly'), dir: 'asc' },
    { expr: 'p.listing_id', dir: 'asc' },
  ],
  // Best deal first; unscored last (as listings_active_score_idx orders them).
  deal_score: () => [
    { expr: 'listings.deal_score', dir: 'desc nulls last' },
    { expr: 'listings.date_added', dir: 'desc nulls last' },
    { expr: 'listings.id', dir: 'desc nulls last' },
  ],
};

/** The sort of a search: the public one defaults to recommended, management to newest. */
export const sortOf = (q: ListingSearchQuery, scope: 'public' | 'manage'): ListingSort =>
  q.sort ?? (scope === 'public' ? 'recommended' : 'newest');

/** Which filters `q` uses (one bit each), as a key of the statement text. */
export function searchShape(q: ListingSearchQuery): string {
  return SEARCH_FILTERS.map((f) => (f.applies(q) ? 1 : 0)).join('');
}

// --- The query builder path: the text's placeholders become drizzle parameters.

const TOKEN = /\uE000(\d+)\uE001/g;

/** Renders `write` with drizzle parameters in place of its bound values. */
function toDrizzle(write: (bind: Bind) => string): SQL {
  const values: Array<string | number | boolean> = [];
  const text = write((v) => `\uE000${values.push(v) - 1}\uE001`);
  const chunks: SQL[] = [];
  let last = 0;
  for (const m of text.matchAll(TOKEN)) {
    chunks.push(sql.raw(text.slice(last, m.index)), sql`${values[Number(m[1])]}`);
    last = m.index! + m[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

/** The present filters of `q` as drizzle conditions. */
export function filterConditions(q: ListingSearchQuery): SQL[] {
  const copiesOn: CopiesOn = joinsPrices(q) ? 'p' : 'listings';
  return SEARCH_FILTERS.filter((f) => f.applies(q)).map((f) => toDrizzle((bind) => `(${f.where(q, bind, copiesOn)})`));
}

/** The order of a search as drizzle SQL. */
export function sortOrder(q: ListingSearchQuery, sort: ListingSort): SQL[] {
  return [
    toDrizzle((bind) =>
      SORTS[sort](q, bind)
        .map((k) => `${k.expr} ${k.dir}`)
        .join(', '),
    ),
  ];
}

/** Miles from the searched ZIP code (distance searches), rounded to a tenth, as drizzle SQL. */
export function distanceColumn(q: ListingSearchQuery): SQL | undefined {
  const c = searchCentre(q);
  return c && toDrizzle((bind) => `round((${distanceSql(c, bind)})::numeric, 1)::float8`);
}

/** The values the filters of `q` bind, in order, with its shape: a cache key (the count depends on them only). */
export function filterKey(q: ListingSearchQuery): string {
  const values: unknown[] = [];
  for (const f of SEARCH_FILTERS) if (f.applies(q)) f.where(q, (v) => String(values.push(v)), 'listings');
  return JSON.stringify([searchShape(q), values]);
}

// --- The raw statement path: `$n` placeholders, the text built once per shape.

/** A binder numbering `$n` from `first`, collecting the values. */
export function rawBinder(first: number): { bind: Bind; values: Array<string | number | boolean> } {
  const values: Array<string | number | boolean> = [];
  return { values, bind: (v) => `$${first + values.push(v) - 1}` };
}

/** The present filters' conditions of `q` as SQL text. */
export function filterSqlText(q: ListingSearchQuery, bind: Bind, copiesOn: CopiesOn): string[] {
  return SEARCH_FILTERS.filter((f) => f.applies(q)).map((f) => f.where(q, bind, copiesOn));
}

/** The sort keys of `q` as SQL text (expressions and directions). */
export function sortSqlKeys(q: ListingSearchQuery, sort: ListingSort, bind: Bind): SortKey[] {
  return SORTS[sort](q, bind);
}

/** Miles from the searched ZIP code as SQL text, or undefined without a distance. */
export function distanceSqlText(q: ListingSearchQuery, bind: Bind): string | undefined {
  const c = searchCentre(q);
  return c && `round((${distanceSql(c, bind)})::numeric, 1)::float8`;
}
