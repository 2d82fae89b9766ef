// The public search page as one statement builder (search-query.ts parts): the page of a sort,
// optionally with its matches counted up to the cap in the same statement. The search route
// runs it as a prepared statement per query shape (which filters are set, and the sort): drizzle
// builds the statement text once per shape (its documented `.prepare()` with `sql.placeholder`),
// and on PostgreSQL it is a named statement, parsed once per connection, whose plan PostgreSQL
// may keep. The saved-search job runs the same builder with its values and one more condition.
import { createHash } from 'node:crypto';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ListingSort } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { listings } from '../db/schema';
import type { SummaryRow } from './mappers';
import {
  choiceJoin,
  distanceColumn,
  filterConditions,
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
      : withChoice(db.select(one).from(listings).$dynamic(), b).where(
          and(publicAt(p.now, b), filterConditions(b, sort), publicSortCondition(b, sort)),
        )
  )
    .limit(p.capPlusOne)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

type PageRow = SummaryRow & { matchesCounted?: number };

/**
 * A public page at `p.now`: the public listings (joined to the searched choice's row when the
 * search reads a cost), filtered, sorted and paged; with `counted`, each row also carries the
 * matches counted up to cap + 1 (an uncorrelated subquery, run once); `extra`: one more condition.
 */
function pageQuery(db: Db | Tx, b: SearchBinds, sort: ListingSort, p: PageBinds, counted: boolean, extra?: SQL) {
  const distance = distanceColumn(b);
  const columns = {
    ...summaryColumns,
    ...(distance ? { distanceMiles: distance } : {}),
    ...(counted
      ? { matchesCounted: sql<number>`(${countMatches(db, b, sort, p)})`.mapWith(Number).as('matches_counted') }
      : {}),
  };
  return withChoice(db.select(columns).from(listings).$dynamic(), b)
    .where(and(publicAt(p.now, b), filterConditions(b, sort), publicSortCondition(b, sort), extra))
    .orderBy(...sortOrder(sort, b))
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
  return (await pageQuery(db, b, sort, { ...p, capPlusOne: 0 }, false, extra)) as SummaryRow[];
}

interface Prepared<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

interface ShapeStatements {
  page: Prepared<PageRow>;
  count: Prepared<{ n: number }>;
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

/**
 * The public page and its matches counted up to `cap` + 1 for one database: the page statement
 * (the count inside it) and, for a page past the last match, the count alone; each prepared
 * once per shape.
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
      page: pageQuery(db, bound, sort, page, true).prepare(`${name}_page`) as unknown as Prepared<PageRow>,
      count: countMatches(db, bound, sort, page).prepare(`${name}_count`) as unknown as Prepared<{ n: number }>,
    };
    shapes.set(shape, found);
    return found;
  }

  return async function publicSearchPage(
    b: SearchBinds,
    sort: ListingSort,
    now: Date,
    limit: number,
    offset: number,
    cap: number,
  ): Promise<{ rows: SummaryRow[]; matches: number }> {
    const p: PageBinds = { now, limit, offset, capPlusOne: cap + 1 };
    const prepared = statementsOf(b, sort, p);
    // A placeholder takes the driver's value as it is: the time as ISO text, as drizzle writes a timestamp.
    const values = { ...b, ...p, now: now.toISOString() };
    const found = prepared
      ? await prepared.page.execute(values)
      : ((await pageQuery(db, b, sort, p, true)) as PageRow[]);
    const matches =
      found.length > 0
        ? Number(found[0].matchesCounted)
        : Number((prepared ? await prepared.count.execute(values) : await countMatches(db, b, sort, p))[0]?.n ?? 0);
    const rows = found.map(({ matchesCounted: _n, ...row }) => row as SummaryRow);
    return { rows, matches };
  };
}
