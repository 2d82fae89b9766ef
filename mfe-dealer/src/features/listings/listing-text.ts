import type { Listing } from 'shared-contracts';

/** "2024 Toyota Camry" */
export function listingTitle(listing: Pick<Listing, 'year' | 'make' | 'model'>): string {
  return `${listing.year} ${listing.make} ${listing.model}`;
}

const number = new Intl.NumberFormat('en-US');

/** "1 view", "1,204 views" */
export function listingViews(views: number): string {
  return `${number.format(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** "Sedan • Hybrid • Automatic" */
export function listingSpecs(listing: Pick<Listing, 'bodyType' | 'fuelType' | 'transmission'>): string {
  return [listing.bodyType, listing.fuelType, listing.transmission].filter(Boolean).join(' • ');
}

/** The listing's main picture (its stored key: the image components pick the card size and WebP copies); undefined when it has none. */
export function listingCardImage(listing: Pick<Listing, 'imageUrls' | 'galleryImages'>): string | undefined {
  const key = listing.imageUrls.find(Boolean) ?? listing.galleryImages.find(Boolean);
  return key || undefined;
}

/** "Rejected: <the admin's reason>" while the listing is rejected with a reason; undefined otherwise. */
export function rejectionText(listing: Pick<Listing, 'status' | 'rejectionReason'>): string | undefined {
  const reason = listing.rejectionReason?.trim();
  return listing.status === 'rejected' && reason ? `Rejected: ${reason}` : undefined;
}
