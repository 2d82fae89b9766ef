// shared-contracts lease-cost.ts in SQL, over `listings` columns: the cost of a listing on the
// choice a search prices it on (searchLeaseChoice: the searched term, the lowest offered annual
// mileage at or above the searched one) so filters and sorts on it run in the database. Money
// is numeric and rounds half away from zero to the cent like roundMoney. Tested against
// lease-cost.ts (test/lease-search.test.ts).

import { LEASE_TERMS, MILEAGE_LIMITS } from 'shared-contracts';

/** The searched term and mileage as SQL (bound parameters, e.g. `$5`); absent means the listing's default. */
export interface SqlChoice {
  term?: string;
  mileage?: string;
}

/** Values a caller already computed per listing (SQL text), used instead of their subqueries. */
export interface KnownLeaseSql {
  /** LOWEST_MILES */
  lowestMiles?: string;
  /** LONGEST_TERM */
  longestTerm?: string;
  /** The lowest offered mileage at or above the searched one (null when none). */
  chosenMiles?: string;
}

export interface PricedLeaseSql {
  monthly: string;
  dueAtSigning: string;
  totalCost: string;
  effectiveMonthly: string;
}

const LOWEST_MILES = '(select min(m) from unnest(listings.mileage_limits) m where m > 0)';
const LONGEST_TERM = '(select max(t) from unnest(listings.lease_terms) t where t > 0)';

/**
 * The cost expressions on a choice. The term must be one the listing offers (the term filter
 * keeps only those); a mileage above all the listing's falls back to its lowest, as in lease-cost.ts.
 */
export function pricedLeaseSql(choice: SqlChoice, known: KnownLeaseSql = {}): PricedLeaseSql {
  const down = 'greatest(listings.down_payment, 0)';
  const lowest = known.lowestMiles ?? LOWEST_MILES;
  const chosen =
    known.chosenMiles ?? `(select min(m) from unnest(listings.mileage_limits) m where m >= ${choice.mileage})`;
  const monthly =
    choice.mileage === undefined
      ? 'listings.monthly_payment'
      : `round(listings.monthly_payment + coalesce(coalesce(${chosen}, ${lowest}) - ${lowest}, 0) * greatest(listings.extra_mileage_cost, 0) / 12, 2)`;
  const term = choice.term ?? known.longestTerm ?? LONGEST_TERM;
  const totalCost = `round(${down} + ${monthly} * ${term}, 2)`;
  return {
    monthly,
    dueAtSigning: `(${down} + ${monthly})`,
    totalCost,
    effectiveMonthly: `round(${totalCost} / ${term}, 2)`,
  };
}

/**
 * The rows of listing_prices (migrations 0009, 0010, 0013: the public search's read model) for
 * the listings whose ids `ids` (SQL text: a subquery) selects: one per searchable choice, keyed
 * by what a search names: term 0 = no term (the listing's longest), else a LEASE_TERMS term it
 * offers; mileage 0 = no mileage, else a MILEAGE_LIMITS option it reaches. A row exists exactly
 * when the listing passes the term and mileage filters, so the search's effective-monthly sort
 * walks one index in order. public_until is the listing's (when the public stops seeing it;
 * null: not active, or its dealer may not receive leads; dealer_public_until is billing's rule).
 * Written by the SQL function listing_prices_write(ids), which both triggers on listings call;
 * the migration holds this text with `select unnest(ids)`, and test/lease-search.test.ts checks
 * the database's function still matches it.
 */
export function leasePricesInsertSql(ids: string): string {
  const known = { lowestMiles: 'b.lowest', longestTerm: 'b.longest', chosenMiles: 'k.chosen' };
  const term = 'coalesce(nullif(t.term, 0), b.longest)';
  const plain = pricedLeaseSql({ term }, known);
  const mileage = pricedLeaseSql({ term, mileage: 'k.mileage' }, known);
  return `insert into listing_prices (listing_id, term, mileage, effective_monthly, due_at_signing, body_type, fuel_type, public_until, dealer_id)
    select listings.id, t.term, k.mileage,
      case when k.mileage = 0 then ${plain.effectiveMonthly} else ${mileage.effectiveMonthly} end,
      case when k.mileage = 0 then ${plain.dueAtSigning} else ${mileage.dueAtSigning} end,
      listings.body_type, listings.fuel_type, listings.public_until, listings.dealer_id
    from listings
    cross join lateral (select ${LOWEST_MILES} as lowest, ${LONGEST_TERM} as longest, (select max(y) from unnest(listings.mileage_limits) y) as most) b
    cross join lateral (select 0 as term union select x from unnest(listings.lease_terms) x where x = any('{${LEASE_TERMS.join(',')}}'::int[])) t
    cross join lateral (
      select 0 as mileage, null::int as chosen
      union all
      select o, (select min(y) from unnest(listings.mileage_limits) y where y >= o) from unnest('{${MILEAGE_LIMITS.join(',')}}'::int[]) o where o <= b.most
    ) k
    where listings.id in (${ids}) and b.longest is not null`;
}
