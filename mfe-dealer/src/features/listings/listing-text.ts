import type { Listing } from 'shared-contracts';

const number = new Intl.NumberFormat('en-US');

/** "1 view", "1,204 views" */
export function listingViews(views: number): string {
  return `${number.format(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** "Rejected: <the admin's reason>" while the listing is rejected with a reason; undefined otherwise. */
export function rejectionText(listing: Pick<Listing, 'status' | 'rejectionReason'>): string | undefined {
  const reason = listing.rejectionReason?.trim();
  return listing.status === 'rejected' && reason ? `Rejected: ${reason}` : undefined;
}
