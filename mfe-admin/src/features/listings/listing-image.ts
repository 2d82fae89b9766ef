import { listingImageKey } from 'shared-contracts';
import type { AdminListingRow } from './api/get-admin-listings';

/** The listing's main picture at card size; undefined when it has none. */
export function listingCardImage(listing: Pick<AdminListingRow, 'imageUrls' | 'galleryImages'>): string | undefined {
  const key = listing.imageUrls.find(Boolean) ?? listing.galleryImages?.find(Boolean);
  return key ? listingImageKey(key, 'card') : undefined;
}
