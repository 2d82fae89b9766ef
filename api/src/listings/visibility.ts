// Which listings the public may see (and send leads or enquiries about): approved, active
// listings of an approved dealer whose plan lets it receive leads right now. Evaluated at
// query time (the trial and plan end dates make a stored flag go stale on its own).
import { sql, type SQL } from 'drizzle-orm';
import { dealerMayReceiveLeadsSql } from '../billing/eligibility';

// The dealer rule is billing's (api/src/billing/eligibility.ts, same rule as canReceiveLeads).
export { dealerMayReceiveLeadsSql };

/** Ids of the dealers that may receive leads at `now`, as a subquery. */
export function eligibleDealerIdsSql(now: Date): SQL {
  return sql`(select dealers.id from dealers join subscriptions on subscriptions.dealer_id = dealers.id where ${dealerMayReceiveLeadsSql(now)})`;
}

/**
 * Condition on `listings`: the listing is public at `now`. With `dealerIds` (the eligible
 * dealers, read once by the caller and cached) the test is on listings' own columns, which the
 * partial search indexes cover; without, a subquery the planner turns into a semi-join over
 * the same indexes (single-row lookups, and the search when the cache is off, so it needs no
 * separate read of the eligible dealers first).
 */
export function publicListingSql(now: Date, dealerIds?: string[]): SQL {
  if (dealerIds)
    return sql`(listings.status = 'active' and listings.dealer_id = any(${`{${dealerIds.join(',')}}`}::uuid[]))`;
  return sql`(listings.status = 'active' and listings.dealer_id in ${eligibleDealerIdsSql(now)})`;
}
