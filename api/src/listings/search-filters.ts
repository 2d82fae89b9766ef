// The listing search filters, defined once. Both search paths read this table: the query
// builder (filterConditions: drizzle conditions, the cached path and the management scope)
// and the prebuilt raw statement of the uncached public search (filterSql: SQL text per
// filter shape + the values of one request). A filter added here reaches both, and
// test/listings.test.ts compares the two paths for every entry.
import { eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ListingSearchQuery } from 'shared-contracts';
import { listings } from '../db/schema';

/**
 * How a filter compares: `=`, `>=`, `<=` with the value; `like` with a pattern the value
 * function builds; `matches` = any of the columns, or all of them joined by a space, `ilike` the pattern.
 */
export type FilterOp = '=' | '>=' | '<=' | 'like' | 'matches';

export interface SearchFilter {
  /** The query field it reads. */
  key: keyof ListingSearchQuery;
  /** The column(s) it tests (`matches` may name several). */
  columns: readonly AnyPgColumn[];
  op: FilterOp;
  /** The bound value for this query, or undefined when the filter is absent. */
  value(q: ListingSearchQuery): string | number | boolean | undefined;
}

/** `%` and `_` are literal in what the caller typed. */
export function likeEscape(v: string): string {
  return v.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const present = (v: string | undefined) => v || undefined;

export const SEARCH_FILTERS: readonly SearchFilter[] = [
  { key: 'dealerId', columns: [listings.dealerId], op: '=', value: (q) => present(q.dealerId) },
  { key: 'make', columns: [listings.make], op: '=', value: (q) => present(q.make) },
  { key: 'model', columns: [listings.model], op: '=', value: (q) => present(q.model) },
  { key: 'bodyType', columns: [listings.bodyType], op: '=', value: (q) => present(q.bodyType) },
  { key: 'minPrice', columns: [listings.monthlyPayment], op: '>=', value: (q) => q.minPrice },
  { key: 'maxPrice', columns: [listings.monthlyPayment], op: '<=', value: (q) => q.maxPrice },
  // A zip code matches as a prefix.
  { key: 'zipCode', columns: [listings.zipCode], op: 'like', value: (q) => (q.zipCode ? `${likeEscape(q.zipCode)}%` : undefined) },
  { key: 'available', columns: [listings.available], op: '=', value: (q) => (q.available ? q.available === 'true' : undefined) },
  // The deals flagged as limited-time offers (/lease-offers), or the others.
  { key: 'offers', columns: [listings.isLimitedOffer], op: '=', value: (q) => (q.offers ? q.offers === 'true' : undefined) },
  // Free text: in the make, the model, or "make model".
  { key: 'search', columns: [listings.make, listings.model], op: 'matches', value: (q) => (q.search ? `%${likeEscape(q.search)}%` : undefined) },
];

/** The drizzle condition of one filter with its value. */
function condition(f: SearchFilter, v: string | number | boolean): SQL {
  const [column] = f.columns;
  switch (f.op) {
    case '=': return eq(column, v);
    case '>=': return gte(column, v);
    case '<=': return lte(column, v);
    case 'like': return sql`${column} like ${v}`;
    case 'matches': {
      const joined = sql.join(f.columns.map((c) => sql`${c}`), sql` || ' ' || `);
      return or(...f.columns.map((c) => ilike(c, String(v))), sql`(${joined}) ilike ${v}`)!;
    }
  }
}

/** The present filters of `q` as drizzle conditions (query builder path). */
export function filterConditions(q: ListingSearchQuery): SQL[] {
  const c: SQL[] = [];
  for (const f of SEARCH_FILTERS) {
    const v = f.value(q);
    if (v !== undefined) c.push(condition(f, v));
  }
  return c;
}

/** `listings.<column>` as raw SQL text. */
const columnText = (c: AnyPgColumn) => `listings.${c.name}`;

/** The SQL text of one filter, its value bound as `p` (e.g. `$4`). */
function conditionText(f: SearchFilter, p: string): string {
  const [column] = f.columns;
  if (f.op === 'matches') {
    return `(${[...f.columns.map((c) => `${columnText(c)} ilike ${p}`), `(${f.columns.map(columnText).join(` || ' ' || `)}) ilike ${p}`].join(' or ')})`;
  }
  return `${columnText(column)} ${f.op} ${p}`;
}

/** Which filters `q` uses, as a key of the statement text (one text per shape). */
export function filterShape(q: ListingSearchQuery): string {
  return SEARCH_FILTERS.map((f) => (f.value(q) === undefined ? 0 : 1)).join('');
}

/** The filters' values of `q`, absent ones included (a cache key: the count depends on them only). */
export function filterValues(q: ListingSearchQuery): Array<string | number | boolean | undefined> {
  return SEARCH_FILTERS.map((f) => f.value(q));
}

/**
 * The present filters of `q` as raw SQL text (prebuilt statement path, built once per
 * filterShape): one condition per present filter, parameters numbered from `firstParam`.
 */
export function filterSqlText(q: ListingSearchQuery, firstParam: number): string[] {
  let n = firstParam;
  return SEARCH_FILTERS.filter((f) => f.value(q) !== undefined).map((f) => conditionText(f, `$${n++}`));
}

/** The values of the present filters of `q`, in the order of filterSqlText's parameters. */
export function filterSqlValues(q: ListingSearchQuery): unknown[] {
  return filterValues(q).filter((v) => v !== undefined);
}
