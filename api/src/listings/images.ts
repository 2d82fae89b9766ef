// Listing pictures: every upload is checked by its bytes (JPEG or PNG), decoded and re-encoded
// into two web sizes (shared-contracts LISTING_IMAGE_SIZES: full and card), JPEG, EXIF rotation
// applied, metadata dropped, so a phone photo never reaches a shopper as it was sent, and into
// WebP copies for `srcset` (LISTING_IMAGE_WIDTHS narrower than the full size, and the full
// size's own width). The full size is stored under the listing's key, which records its pixels
// (`listings/<uuid>.<w>x<h>.full.jpg`), the card and the WebP copies beside it
// (shared-contracts `listingImageFiles`). Demo pictures (seed/) go through the same pipeline.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import {
  LISTING_IMAGE_SIZES,
  LISTING_IMAGE_WIDTHS,
  listingImageFiles,
  listingImageKey,
  listingImageWebpKey,
  listingImageWebpWidths,
  newListingImageKey,
  type ListingImageSize,
} from 'shared-contracts';
import { decodeImage, readImageHeader, type RawImage } from '../lib/image-decode';
import type { Storage } from '../lib/storage';

/** One uploaded picture re-encoded: both sizes as JPEG bytes, the full size's pixels, and its WebP copies. */
export interface ProcessedImage extends Record<ListingImageSize, Buffer> {
  width: number;
  height: number;
  webp: Array<{ width: number; bytes: Buffer }>;
}

const QUALITY: Record<ListingImageSize, number> = { full: 82, card: 78 };
/** WebP quality of the srcset copies (about a third of the JPEG's bytes at the same width). */
const WEBP_QUALITY = 75;
/** What the encoded files depend on besides the pixels (the demo pictures' cache, seed/images/picture-cache.ts). */
export const listingImageEncoding = () => ({
  quality: QUALITY,
  webpQuality: WEBP_QUALITY,
  sizes: LISTING_IMAGE_SIZES,
  widths: LISTING_IMAGE_WIDTHS,
  vips: sharp.versions.vips,
});

/** Longest time one encoding may take. */
const ENCODE_TIMEOUT_SECONDS = 10;

/**
 * Checks that `bytes` are a JPEG or PNG image within `maxPixels` of decode weight (lib/image-decode.ts:
 * the header is read first, 413 above it), decodes it once at the full size (at most
 * LISTING_IMAGE_SIZES.full px each way) and encodes every stored file from those pixels. A
 * damaged or truncated file, or any other type, is a 400.
 */
export async function processListingImage(bytes: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const header = await readImageHeader(bytes, maxPixels);
  const raw = await decodeImage(bytes, header, { maxSide: LISTING_IMAGE_SIZES.full });
  return encodeRawListingImage(raw.data, raw.info, { parallel: false });
}

/**
 * Raw pixels at most the full size (a decoded upload, or the demo pictures the server draws)
 * encoded into both JPEG sizes (libjpeg-turbo, baseline with optimised Huffman tables: a
 * progressive full size took 2.4 times as long for a detailed picture, and browsers mostly load
 * the WebP copies) and the WebP copies.
 * `parallel` runs the encodings at once (the demo data); an upload's run one after the other, so
 * a create uses one core of the machine however many pictures it sends.
 */
export async function encodeRawListingImage(
  data: Buffer,
  info: RawImage['info'],
  opts: { parallel?: boolean } = {},
): Promise<ProcessedImage> {
  const input = () => sharp(data, { raw: info }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  const jpeg = (size: ListingImageSize) => () =>
    input()
      .resize({
        width: LISTING_IMAGE_SIZES[size],
        height: LISTING_IMAGE_SIZES[size],
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY[size] })
      .toBuffer();
  const widths = listingImageWebpWidths(Math.min(info.width, LISTING_IMAGE_SIZES.full));
  const jobs = [
    jpeg('full'),
    jpeg('card'),
    ...widths.map(
      (w) => () =>
        input()
          .resize({ width: w, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .webp({ quality: WEBP_QUALITY, effort: 0 })
          .toBuffer(),
    ),
  ];
  const outputs: Buffer[] = [];
  if (opts.parallel === false) for (const job of jobs) outputs.push(await job());
  else outputs.push(...(await Promise.all(jobs.map((job) => job()))));
  const [full, card, ...copies] = outputs;
  const { width = 0, height = 0 } = await sharp(full).metadata();
  return { full, card, width, height, webp: widths.map((w, i) => ({ width: w, bytes: copies[i] })) };
}

/** Stores both sizes and the WebP copies under a new key; answers the stored (full-size) key. Nothing is left behind on failure. */
export async function storeListingImage(storage: Storage, image: ProcessedImage): Promise<string> {
  const key = newListingImageKey(randomUUID(), { width: image.width, height: image.height });
  const card = listingImageKey(key, 'card');
  try {
    await storage.putAt(key, image.full);
    await storage.putAt(card, image.card);
    for (const copy of image.webp) await storage.putAt(listingImageWebpKey(key, copy.width), copy.bytes);
  } catch (error) {
    await removeListingImages(storage, [key]);
    throw error;
  }
  return key;
}

/**
 * Removes stored listing images, both sizes and the WebP copies. Never fails (a leftover file is
 * harmless, a failed answer after the commit is not): what the storage could not remove, e.g.
 * while it is briefly unavailable, is logged with its keys.
 */
export async function removeListingImages(
  storage: Storage,
  keys: Iterable<string>,
  log?: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  const files = new Set<string>();
  for (const key of keys) for (const file of listingImageFiles(key)) files.add(file);
  const list = [...files];
  const results = await Promise.allSettled(list.map((file) => storage.remove(file)));
  const failed = results.flatMap((r, i) =>
    r.status === 'rejected' ? [{ key: list[i], reason: r.reason as unknown }] : [],
  );
  if (failed.length)
    log?.error(
      { err: failed[0].reason, keys: failed.map((f) => f.key) },
      'stored listing images could not be removed (left in storage)',
    );
}
