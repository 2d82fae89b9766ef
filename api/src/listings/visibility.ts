// Which listings the public may see (and send leads or enquiries about): approved, active
// listings of an approved dealer whose plan lets it receive leads right now, evaluated at query
// time from billing's rule. The public search reads the same rule from its read model
// (listing_prices.public_until, search-query.ts publicAt); test/search-differential.test.ts
// checks the two agree.
import { sql, type SQL } from 'drizzle-orm';
import { dealerMayReceiveLeadsSql } from '../billing/eligibility';

/** Ids of the dealers that may receive leads at `now`, as a subquery. */
function eligibleDealerIdsSql(now: Date): SQL {
  return sql`(select dealers.id from dealers join subscriptions on subscriptions.dealer_id = dealers.id where ${dealerMayReceiveLeadsSql(now)})`;
}

/** Condition on `listings`: the listing is public at `now`. */
export function publicListingSql(now: Date): SQL {
  return sql`(listings.status = 'active' and listings.dealer_id in ${eligibleDealerIdsSql(now)})`;
}
