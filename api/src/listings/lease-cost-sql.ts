// shared-contracts lease-cost.ts in SQL, over `listings` columns: the cost of a listing on the
// choice a search prices it on (searchLeaseChoice: the searched term, the lowest offered annual
// mileage at or above the searched one) so filters and sorts on it run in the database. Money
// is numeric and rounds half away from zero to the cent like roundMoney. Tested against
// lease-cost.ts (test/lease-search.test.ts).

/** The searched term and mileage as SQL (bound parameters, e.g. `$5`); absent means the listing's default. */
export interface SqlChoice { term?: string; mileage?: string }

export interface PricedLeaseSql { monthly: string; dueAtSigning: string; totalCost: string; effectiveMonthly: string }

const LOWEST_MILES = '(select min(m) from unnest(listings.mileage_limits) m where m > 0)';
const LONGEST_TERM = '(select max(t) from unnest(listings.lease_terms) t where t > 0)';

/**
 * The cost expressions on a choice. The term must be one the listing offers (the term filter
 * keeps only those); a mileage above all the listing's falls back to its lowest, as in lease-cost.ts.
 */
export function pricedLeaseSql(choice: SqlChoice): PricedLeaseSql {
  const down = 'greatest(listings.down_payment, 0)';
  const monthly = choice.mileage === undefined
    ? 'listings.monthly_payment'
    : `round(listings.monthly_payment + coalesce(coalesce((select min(m) from unnest(listings.mileage_limits) m where m >= ${choice.mileage}), ${LOWEST_MILES}) - ${LOWEST_MILES}, 0)`
      + ' * greatest(listings.extra_mileage_cost, 0) / 12, 2)';
  const term = choice.term ?? LONGEST_TERM;
  const totalCost = `round(${down} + ${monthly} * ${term}, 2)`;
  return {
    monthly,
    dueAtSigning: `(${down} + ${monthly})`,
    totalCost,
    effectiveMonthly: `round(${totalCost} / ${term}, 2)`,
  };
}
