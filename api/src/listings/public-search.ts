// The public search page as statement builders (search-query.ts parts): its matches counted up
// to the cap, then the page, read one of two ways by that count. Many matches: the page walks
// the sort's index and stops after its rows. Few (at most SEARCH_FEW_MATCHES): the page reads
// the matches by the filters' indexes and sorts them, because a walk would pass every listing of
// the sort's order when the filters match few (PostgreSQL takes filters as independent, so it
// may expect thousands of SUVs under $200 where there are none, and walk them all). The search
// route runs each as a prepared statement per query shape (which filters are set, and the sort):
// drizzle builds the statement text once per shape (its documented `.prepare()` with
// `sql.placeholder`), and on PostgreSQL it is a named statement, parsed once per connection,
// whose plan PostgreSQL may keep. The saved-search job runs the walk with its values and one
// more condition.
import { createHash } from 'node:crypto';
import { and, count, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListingSort } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { listings } from '../db/schema';
import type { SummaryRow } from './mappers';
import {
  choiceJoin,
  distanceColumn,
  filterConditions,
  listingSortColumns,
  priced,
  pricedOnlyCount,
  publicAt,
  publicSortCondition,
  readsPrices,
  sortOrder,
  type Bound,
  type SearchBinds,
} from './search-query';

/** The page's values: the time public is judged at, the page's rows, and where the count stops (cap + 1). */
export interface PageBinds {
  now: Bound<Date>;
  limit: Bound<number>;
  offset: Bound<number>;
  capPlusOne: Bound<number>;
}

/** The columns a search card reads (mappers.ts toListingSummary). */
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
  msrp: listings.msrp,
  downPayment: listings.downPayment,
  leaseTerms: listings.leaseTerms,
  mileageLimits: listings.mileageLimits,
  extraMileageCost: listings.extraMileageCost,
  effectiveMonthly: listings.effectiveMonthly,
  dealScore: listings.dealScore,
  dealScorePeers: listings.dealScorePeers,
  dealPeerMedian: listings.dealPeerMedian,
  dealPeerBand: listings.dealPeerBand,
};

/** The query joined to the searched choice's row when the search names a term or a mileage (only listings offering it match). */
export function withChoice<T extends PgSelect>(query: T, b: SearchBinds): T {
  return (readsPrices(b) ? query.innerJoin(priced, choiceJoin(b)) : query) as unknown as T;
}

/** Which listings a public search matches at `p.now`: public, its filters, what its sort demands, and `extra`. */
function matching(b: SearchBinds, sort: ListingSort, p: Pick<PageBinds, 'now'>, extra?: SQL): SQL | undefined {
  return and(publicAt(p.now, b), filterConditions(b, sort), publicSortCondition(b, sort), extra);
}

/**
 * The public matches of a search, counted up to cap + 1 (a count over a subquery with LIMIT), so
 * its cost is bounded by the cap instead of growing with the table: only the priced rows when
 * every filter is one of theirs (one index), else the listings (joined to the searched choice's
 * row when it names one).
 */
function countMatches(db: Db | Tx, b: SearchBinds, sort: ListingSort, p: PageBinds) {
  const one = { one: sql<number>`1`.as('one') };
  const onPrices = pricedOnlyCount(b, p.now);
  const matches = (
    onPrices
      ? db.select(one).from(priced).where(onPrices).$dynamic()
      : withChoice(db.select(one).from(listings).$dynamic(), b).where(matching(b, sort, p))
  )
    .limit(p.capPlusOne)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** A public page at `p.now` in the sort's order (its index walked); `extra`: one more condition. */
function pageQuery(db: Db | Tx, b: SearchBinds, sort: ListingSort, p: PageBinds, extra?: SQL) {
  const distance = distanceColumn(b);
  const columns = { ...summaryColumns, ...(distance ? { distanceMiles: distance } : {}) };
  return withChoice(db.select(columns).from(listings).$dynamic(), b)
    .where(matching(b, sort, p, extra))
    .orderBy(...sortOrder(sort, b))
    .limit(p.limit)
    .offset(p.offset);
}

/**
 * A public page at `p.now` of a search with few matches: the matches read by the filters, then
 * sorted and paged; the same rows as pageQuery. The matches are a subquery with an OFFSET (`fence`,
 * bound to 0), which PostgreSQL plans on its own (it does not merge a subquery that has one), for
 * all its rows, so never in the sort's order. Prepared only: drizzle writes no OFFSET for a 0.
 */
function fewMatchesPageQuery(db: Db | Tx, b: SearchBinds, sort: ListingSort, p: PageBinds, fence: Placeholder) {
  const distance = distanceColumn(b);
  const matches = withChoice(
    db
      .select({
        ...summaryColumns,
        ...(distance ? { distanceMiles: distance.as('distance_miles') } : {}),
        views: listings.views,
        sortEffective: sql`${listingSortColumns(b).effectiveMonthly}`.as('sort_effective'),
      })
      .from(listings)
      .$dynamic(),
    b,
  )
    .where(matching(b, sort, p))
    .offset(fence)
    .as('matches');
  const { monthlyPayment, id, dateAdded, views, dealScore, isLimitedOffer, sortEffective } = matches;
  const keys = { monthlyPayment, id, dateAdded, views, dealScore, isLimitedOffer, effectiveMonthly: sortEffective };
  return db
    .select()
    .from(matches)
    .orderBy(...sortOrder(sort, b, keys))
    .limit(p.limit)
    .offset(p.offset);
}

/** A public page with its values (no count): the saved-search job's new matches. */
export async function publicPage(
  db: Db | Tx,
  b: SearchBinds,
  sort: ListingSort,
  p: Omit<PageBinds, 'capPlusOne'>,
  extra?: SQL,
): Promise<SummaryRow[]> {
  return (await pageQuery(db, b, sort, { ...p, capPlusOne: 0 }, extra)) as SummaryRow[];
}

interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

interface ShapeStatements {
  count: Prepared<{ n: number }>;
  walk: Prepared<SummaryRow>;
  few: Prepared<SummaryRow>;
}

/**
 * Statements prepared per shape, at most this many (each named statement is kept by every
 * pooled connection that ran it); a search of a shape beyond them is built each time.
 */
const MAX_SHAPES = 200;

/** A placeholder per bound name (drizzle fills them from the values at each execution). */
function placeholders<T extends object>(values: T): T {
  return Object.fromEntries(Object.keys(values).map((name) => [name, sql.placeholder(name)])) as T;
}

/** Which page of a public search to read, at which time, and how its matches are counted. */
export interface PublicSearchPaging {
  now: Date;
  limit: number;
  offset: number;
  /** Matches are counted up to cap + 1 (more is "cap+"). */
  cap: number;
  /** At most this many matches (counted exactly) are read by the filters' indexes, not by walking the sort. */
  fewMatches: number;
}

/**
 * The public page and its matches counted up to `cap` + 1 for one database: the count, then
 * (unless the page is past the last match) the page, walked, or read by the filters when the
 * count is at most `fewMatches`; each statement prepared once per shape (a shape beyond them
 * is built each time and walks).
 */
export function createPublicSearch(db: Db | Tx) {
  const shapes = new Map<string, ShapeStatements>();

  function statementsOf(b: SearchBinds, sort: ListingSort, p: PageBinds): ShapeStatements | undefined {
    // Which names are bound decides the text (search-query.ts); the text decides the name.
    const shape = `${sort}:${Object.keys(b).join(',')}`;
    let found = shapes.get(shape);
    if (found || shapes.size >= MAX_SHAPES) return found;
    const name = `listing_search_${createHash('sha256').update(shape).digest('base64url').slice(0, 16)}`;
    const bound = placeholders(b);
    const page = placeholders(p);
    found = {
      count: countMatches(db, bound, sort, page).prepare(`${name}_count`) as unknown as Prepared<{ n: number }>,
      walk: pageQuery(db, bound, sort, page).prepare(`${name}_walk`) as unknown as Prepared<SummaryRow>,
      few: fewMatchesPageQuery(db, bound, sort, page, sql.placeholder('fence')).prepare(
        `${name}_few`,
      ) as unknown as Prepared<SummaryRow>,
    };
    shapes.set(shape, found);
    return found;
  }

  return async function publicSearchPage(
    b: SearchBinds,
    sort: ListingSort,
    { now, limit, offset, cap, fewMatches }: PublicSearchPaging,
  ): Promise<{ rows: SummaryRow[]; matches: number }> {
    const p: PageBinds = { now, limit, offset, capPlusOne: cap + 1 };
    const prepared = statementsOf(b, sort, p);
    // A placeholder takes the driver's value as it is: the time as ISO text, as drizzle writes a timestamp.
    const values = { ...b, ...p, now: now.toISOString() };
    const [counted] = prepared ? await prepared.count.execute(values) : await countMatches(db, b, sort, p);
    const matches = Number(counted?.n ?? 0);
    // Counted below the cap: exact, so a page past the last match is empty, and few may be read by the filters.
    const exact = matches <= cap;
    if (exact && offset >= matches) return { rows: [], matches };
    const few = exact && matches <= fewMatches;
    if (!prepared) return { rows: (await pageQuery(db, b, sort, p)) as SummaryRow[], matches };
    const rows = few ? await prepared.few.execute({ ...values, fence: 0 }) : await prepared.walk.execute(values);
    return { rows, matches };
  };
}
