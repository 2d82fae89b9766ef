// Which listings the public may see (and send leads or enquiries about): approved, active
// listings of an approved dealer whose plan lets it receive leads right now. Evaluated at
// query time (the trial and plan end dates make a stored flag go stale on its own).
import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL condition on `dealers` and `subscriptions` (joined by dealer id, unaliased table
 * names): the dealer may receive leads at `now`. Same rule as billing's canReceiveLeads:
 * dealer approved AND (free trial running and not cancelled by the dealer
 * OR pro active OR pro canceled but paid until plan_expires_at).
 */
export function dealerMayReceiveLeadsSql(now: Date): SQL {
  const at = now.toISOString();
  return sql`(dealers.status = 'approved' and (
    (subscriptions.plan = 'free' and subscriptions.status = 'trialing' and dealers.trial_end_date > ${at}::timestamptz and dealers.trial_cancelled_by_user = false)
    or (subscriptions.plan = 'pro' and subscriptions.status = 'active')
    or (subscriptions.plan = 'pro' and subscriptions.status = 'canceled' and subscriptions.plan_expires_at > ${at}::timestamptz)
  ))`;
}

/** Ids of the dealers that may receive leads at `now`, as a subquery. */
export function eligibleDealerIdsSql(now: Date): SQL {
  return sql`(select dealers.id from dealers join subscriptions on subscriptions.dealer_id = dealers.id where ${dealerMayReceiveLeadsSql(now)})`;
}

/** Condition on `listings`: the listing is public at `now`. */
export function publicListingSql(now: Date): SQL {
  return sql`(listings.status = 'active' and listings.dealer_id in ${eligibleDealerIdsSql(now)})`;
}
