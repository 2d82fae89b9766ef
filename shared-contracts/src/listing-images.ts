// Where a listing picture's sizes are stored. The API re-encodes every uploaded image into two
// JPEG sizes: the full size, whose key is the one stored on the listing
// (`listings/<uuid>.full.jpg`), and a card size beside it (`listings/<uuid>.card.jpg`). Images
// stored before (keys without `.full.jpg`) exist in one size only, which every size falls back to.

export type ListingImageSize = 'full' | 'card';

/** Largest width and height of each size, in pixels (smaller images are never enlarged). */
export const LISTING_IMAGE_SIZES: Record<ListingImageSize, number> = { full: 1600, card: 640 };

const FULL_SUFFIX = '.full.jpg';
const CARD_SUFFIX = '.card.jpg';

/** The stored key of a new listing image (its full size), for a fresh random id. */
export function newListingImageKey(id: string): string {
  return `listings/${id}${FULL_SUFFIX}`;
}

/**
 * The key of one size of a stored listing image: `listingImageKey(key, 'card')` for search
 * cards and thumbnails, the stored key itself for the full size and for images that have no
 * card size.
 */
export function listingImageKey(key: string, size: ListingImageSize): string {
  if (size === 'card' && key.endsWith(FULL_SUFFIX)) return `${key.slice(0, -FULL_SUFFIX.length)}${CARD_SUFFIX}`;
  return key;
}
