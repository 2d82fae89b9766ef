// The admin's side of listings, used by the admin domain inside its transactions: approving or
// rejecting a listing (with its own transition rule: the dealer's status changes are the
// listing commands'), and removing a dealer's listings when the dealer is deleted.
import type { Listing, ListingStatus } from 'shared-contracts';
import type { Tx } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { bandsOf, dealerBands, refreshDealScores } from './deal-score';
import { toListing } from './mappers';
import { createListingsRepository } from './repository';
import { createListingModerationRepository } from './repository-moderation';

const LISTING_NOT_FOUND = 'Listing not found';

export type ModerationDecision = 'approve' | 'reject';

/**
 * From which statuses an admin may decide: approve a pending listing (or one rejected before,
 * after a second look) to active; reject a pending one, or take an active or paused one down.
 */
const FROM: Record<ModerationDecision, readonly ListingStatus[]> = {
  approve: ['pending', 'rejected'],
  reject: ['pending', 'active', 'paused'],
};
const TO: Record<ModerationDecision, ListingStatus> = { approve: 'active', reject: 'rejected' };

/** Why a decision cannot be taken on a listing in `status` (409), or undefined when it can. */
function moderationProblem(decision: ModerationDecision, status: ListingStatus): string | undefined {
  if (FROM[decision].includes(status)) return undefined;
  if (status === TO[decision])
    return decision === 'approve' ? 'Listing is already approved' : 'Listing is already rejected';
  return `A ${status} listing cannot be ${decision === 'approve' ? 'approved' : 'rejected'}`;
}

/**
 * Applies an admin's decision inside the caller's transaction, holding the listing's row:
 * 404 'Listing not found' for an unknown or malformed id, 409 when its status does not allow it.
 * A rejection stores `reason` on the listing for its dealer; an approval clears it. Answers the listing as stored and the status it had.
 */
export async function moderateListing(
  tx: Tx,
  id: string,
  decision: ModerationDecision,
  now: Date,
  reason?: string,
): Promise<{ listing: Listing; previousStatus: ListingStatus }> {
  const repo = createListingModerationRepository(tx);
  const before = isUuid(id) ? await repo.findForUpdate(id) : undefined;
  if (!before) throw notFound(LISTING_NOT_FOUND);
  const problem = moderationProblem(decision, before.status);
  if (problem) throw conflict(problem);
  const after = await repo.setStatus(id, TO[decision], now, reason);
  if (before.status !== 'active' && after.status !== 'active')
    return { listing: toListing(after, true), previousStatus: before.status };
  // Entering or leaving the public listings moves the scores of its peers (and its own).
  await refreshDealScores(tx, now, bandsOf([after]));
  const scored = await createListingsRepository(tx).findById(id);
  return { listing: toListing(scored ?? after, true), previousStatus: before.status };
}

/**
 * Removes every listing of a dealer with its view rows (the dealer is being deleted), inside
 * the caller's transaction. Answers how many went and the image keys no remaining listing uses,
 * for the caller to remove from storage after the commit.
 */
export async function removeDealerListings(
  tx: Tx,
  dealerId: string,
  now: Date = new Date(),
): Promise<{ count: number; imageKeys: string[] }> {
  const bands = await dealerBands(tx, dealerId);
  const { count, imageKeys } = await createListingModerationRepository(tx).removeOfDealer(dealerId);
  await refreshDealScores(tx, now, bands);
  const inUse = await createListingsRepository(tx).imageKeysInUse(imageKeys);
  return { count, imageKeys: imageKeys.filter((k) => !inUse.has(k)) };
}

/** Removes listing pictures from storage, each in both its sizes (after the commit that dropped them). */
export { removeListingImages } from './images';
