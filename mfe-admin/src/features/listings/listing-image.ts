import type { AdminListingRow } from './api/get-admin-listings';

/** The listing's main picture (its stored key: the image components pick the card size and WebP copies); undefined when it has none. */
export function listingCardImage(listing: Pick<AdminListingRow, 'imageUrls' | 'galleryImages'>): string | undefined {
  const key = listing.imageUrls.find(Boolean) ?? listing.galleryImages?.find(Boolean);
  return key || undefined;
}
