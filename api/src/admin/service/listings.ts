// The admin's listing moderation: approve (to active) and reject with a reason (the dealer is
// mailed it). The decision is the listings domain's rule (listings/moderation.ts), taken in the
// same transaction as its audit record; the public search is told after the commit.
import type { AdminDeps } from './deps';
import type { Listing } from 'shared-contracts';
import { recordAudit } from '../../audit/service';
import { dealerContact } from '../../dealers/service';
import { listingRejectedMail } from '../../lib/mail-templates';
import { moderateListing } from '../../listings/moderation';
import type { AuthContext } from '../../plugins/auth';

export const LISTING_APPROVED = 'Listing approved successfully';
export const LISTING_REJECTED = 'Listing rejected successfully';

const siteUrl = (deps: AdminDeps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** PUT /api/admin/listings/:id/approve: pending (or rejected) -> active. */
export async function approveListing(deps: AdminDeps, actor: AuthContext, id: string): Promise<Listing> {
  const now = deps.clock.now();
  const listing = await deps.db.transaction(async (tx) => {
    const { listing, previousStatus } = await moderateListing(tx, id, 'approve', now);
    await recordAudit(tx, {
      actor,
      action: 'approve',
      entityType: 'listing',
      entityId: listing.id,
      before: { status: previousStatus },
      after: { status: listing.status },
      at: now,
    });
    return listing;
  });
  return listing;
}

/** PUT /api/admin/listings/:id/reject: pending, active or paused -> rejected; the reason is stored on the listing and mailed to the dealer. */
export async function rejectListing(deps: AdminDeps, actor: AuthContext, id: string, reason: string): Promise<Listing> {
  const now = deps.clock.now();
  const listing = await deps.db.transaction(async (tx) => {
    const { listing, previousStatus } = await moderateListing(tx, id, 'reject', now, reason);
    await recordAudit(tx, {
      actor,
      action: 'reject',
      entityType: 'listing',
      entityId: listing.id,
      before: { status: previousStatus },
      after: { status: listing.status },
      reason,
      at: now,
    });
    const contact = await dealerContact(tx, listing.dealerId);
    if (contact) {
      const car = `${listing.year} ${listing.make} ${listing.model}`;
      await deps.mailer.queue(
        tx,
        listingRejectedMail(contact.email, contact.dealershipName, car, reason, siteUrl(deps, '/dealer/listings')),
      );
    }
    return listing;
  });
  deps.mailer.wake();
  return listing;
}
