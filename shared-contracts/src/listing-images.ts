// Where a listing picture's sizes are stored. The API re-encodes every uploaded image into two
// JPEG sizes: the full size, whose key is the one stored on the listing
// (`listings/<uuid>.<width>x<height>.full.jpg`, `listings/<uuid>.full.jpg` before the sizes were
// recorded), and a card size beside it (`listings/<uuid>...card.jpg`), plus WebP copies at
// LISTING_IMAGE_WIDTHS and at the full size's own width (`listings/<uuid>...w800.webp`) for
// `srcset`. The full size's width and height are recorded in its key, so the WebP widths that
// exist follow from it (listingPicture). Images stored before (keys without `.full.jpg`) exist in
// one size only, which every size falls back to; keys without the recorded size have no WebP.

export type ListingImageSize = 'full' | 'card';

/** Largest width and height of each size, in pixels (smaller images are never enlarged). */
export const LISTING_IMAGE_SIZES: Record<ListingImageSize, number> = { full: 1600, card: 640 };

/** Widths of the WebP copies made of each picture narrower than it, besides one at the full size's own width. */
export const LISTING_IMAGE_WIDTHS = [400, 800, 1200] as const;

const FULL_SUFFIX = '.full.jpg';
const CARD_SUFFIX = '.card.jpg';
/** `.<width>x<height>.full.jpg`: the recorded size of the full-size JPEG. */
const RECORDED_SIZE = /\.([1-9]\d{0,4})x([1-9]\d{0,4})\.full\.jpg$/;

/** The stored key of a new listing image (its full size), for a fresh random id and the full size's pixels. */
export function newListingImageKey(id: string, size?: { width: number; height: number }): string {
  return size ? `listings/${id}.${size.width}x${size.height}${FULL_SUFFIX}` : `listings/${id}${FULL_SUFFIX}`;
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

/** The widths of the WebP copies of a full-size JPEG `width` pixels wide, narrowest first. */
export function listingImageWebpWidths(width: number): number[] {
  return [...LISTING_IMAGE_WIDTHS.filter((w) => w < width), width];
}

/** The key of the WebP copy `width` pixels wide of a stored (full-size) key. */
export function listingImageWebpKey(key: string, width: number): string {
  return `${key.slice(0, -FULL_SUFFIX.length)}.w${width}.webp`;
}

/**
 * What a browser needs for `<img srcset sizes width height>` (listing answers' `pictures`,
 * listingPictureSchema in responses/listings.ts: this module stays free of zod for the pages).
 */
export interface ListingPicture {
  /** The stored key (the full-size JPEG, the fallback `src`). */
  key: string;
  /** The full size's pixels; null for pictures stored before sizes were recorded. */
  width: number | null;
  height: number | null;
  /** The WebP copies, narrowest first (empty for older pictures). */
  webp: Array<{ key: string; width: number }>;
}

/** The recorded size and WebP copies of a stored key (nulls and no copies for keys without a recorded size). */
export function listingPicture(key: string): ListingPicture {
  const match = RECORDED_SIZE.exec(key);
  if (!match) return { key, width: null, height: null, webp: [] };
  const width = Number(match[1]);
  return {
    key,
    width,
    height: Number(match[2]),
    webp: listingImageWebpWidths(width).map((w) => ({ key: listingImageWebpKey(key, w), width: w })),
  };
}

/** Every key stored for one picture: the key, its card size and its WebP copies. */
export function listingImageFiles(key: string): string[] {
  return [...new Set([key, listingImageKey(key, 'card'), ...listingPicture(key).webp.map((w) => w.key)])];
}
