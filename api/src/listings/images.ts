// Listing pictures: every upload is checked by its bytes (JPEG or PNG), decoded and re-encoded
// into two web sizes (shared-contracts LISTING_IMAGE_SIZES: full and card), JPEG, EXIF rotation
// applied, metadata dropped, so a phone photo never reaches a shopper as it was sent, and into
// WebP copies for `srcset` (LISTING_IMAGE_WIDTHS narrower than the full size, and the full
// size's own width). The full size is stored under the listing's key, which records its pixels
// (`listings/<uuid>.<w>x<h>.full.jpg`), the card and the WebP copies beside it
// (shared-contracts `listingImageFiles`). Demo pictures (seed/) go through the same pipeline.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type SharpOptions } from 'sharp';
import {
  LISTING_IMAGE_SIZES,
  listingImageFiles,
  listingImageKey,
  listingImageWebpKey,
  listingImageWebpWidths,
  newListingImageKey,
  type ListingImageSize,
} from 'shared-contracts';
import { badRequest } from '../lib/errors';
import { imageExtension, type Storage } from '../lib/storage';

/** Largest decoded image (width x height): a 50-megapixel photo passes, a decompression bomb does not. */
export const LISTING_IMAGE_MAX_PIXELS = 50_000_000;
/** Longest time one image may take to decode and encode. */
const PROCESS_TIMEOUT_SECONDS = 30;

export const IMAGE_MESSAGES = {
  notAnImage: 'Only JPEG or PNG images are allowed',
  unreadable: 'An image could not be read (damaged or incomplete file). Please upload a valid JPEG or PNG.',
  tooManyPixels: `An image is too large in pixels (at most ${LISTING_IMAGE_MAX_PIXELS / 1_000_000} megapixels)`,
} as const;

/** One uploaded picture re-encoded: both sizes as JPEG bytes, the full size's pixels, and its WebP copies. */
export interface ProcessedImage extends Record<ListingImageSize, Buffer> {
  width: number;
  height: number;
  webp: Array<{ width: number; bytes: Buffer }>;
}

const QUALITY: Record<ListingImageSize, number> = { full: 82, card: 78 };
/** WebP quality of the srcset copies (about a third of the JPEG's bytes at the same width). */
const WEBP_QUALITY = 75;

/** `fast`: libjpeg-turbo instead of mozjpeg and a quicker WebP effort (same sizes, larger files, 3-4 times quicker), for demo data. */
export interface ProcessOptions {
  fast?: boolean;
}

async function encode(
  input: Buffer,
  size: ListingImageSize,
  decode: SharpOptions,
  opts: ProcessOptions,
): Promise<Buffer> {
  const max = LISTING_IMAGE_SIZES[size];
  return (
    sharp(input, decode)
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      // PNG transparency becomes white, not black.
      .flatten({ background: '#ffffff' })
      .jpeg(opts.fast ? { quality: QUALITY[size], progressive: true } : { quality: QUALITY[size], mozjpeg: true })
      .toBuffer()
  );
}

/**
 * Checks that `bytes` are a JPEG or PNG image that decodes whole, and re-encodes it: full size
 * (at most LISTING_IMAGE_SIZES.full px each way) and card size (from the full one). Anything
 * else, a damaged or truncated file, or more than LISTING_IMAGE_MAX_PIXELS is a 400.
 */
export async function processListingImage(bytes: Buffer, opts: ProcessOptions = {}): Promise<ProcessedImage> {
  if (!imageExtension(bytes)) throw badRequest(IMAGE_MESSAGES.notAnImage);
  let full: Buffer;
  try {
    const meta = await sharp(bytes, { limitInputPixels: LISTING_IMAGE_MAX_PIXELS }).metadata();
    if (meta.format !== 'jpeg' && meta.format !== 'png') throw badRequest(IMAGE_MESSAGES.notAnImage);
    // failOn 'warning': a truncated or damaged image is refused instead of stored half grey.
    full = await encode(
      bytes,
      'full',
      { limitInputPixels: LISTING_IMAGE_MAX_PIXELS, failOn: 'warning', autoOrient: true },
      opts,
    );
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    if (/pixel limit/i.test((error as Error).message ?? '')) throw badRequest(IMAGE_MESSAGES.tooManyPixels);
    throw badRequest(IMAGE_MESSAGES.unreadable);
  }
  // Made from our own full-size JPEG: any failure here is the server's.
  const card = await encode(full, 'card', {}, opts);
  const { width = 0, height = 0 } = await sharp(full).metadata();
  const webp: ProcessedImage['webp'] = [];
  for (const w of listingImageWebpWidths(width)) {
    const bytes = await sharp(full)
      .timeout({ seconds: PROCESS_TIMEOUT_SECONDS })
      .resize({ width: w, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY, effort: opts.fast ? 0 : 4 })
      .toBuffer();
    webp.push({ width: w, bytes });
  }
  return { full, card, width, height, webp };
}

/**
 * Pixels the server drew itself (the demo pictures: raw RGB, at most the full size): encoded
 * straight into both sizes and the WebP copies as an upload is, without the upload's checks
 * and its decode of each intermediate JPEG (same files, about twice as quick).
 */
export async function encodeRawListingImage(
  data: Buffer,
  info: { width: number; height: number; channels: 3 | 4 },
): Promise<ProcessedImage> {
  const input = () => sharp(data, { raw: info });
  const jpeg = (size: ListingImageSize) =>
    input()
      .resize({
        width: LISTING_IMAGE_SIZES[size],
        height: LISTING_IMAGE_SIZES[size],
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: QUALITY[size], progressive: true })
      .toBuffer();
  const widths = listingImageWebpWidths(Math.min(info.width, LISTING_IMAGE_SIZES.full));
  const [full, card, ...copies] = await Promise.all([
    jpeg('full'),
    jpeg('card'),
    ...widths.map((w) =>
      input()
        .resize({ width: w, withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .webp({ quality: WEBP_QUALITY, effort: 0 })
        .toBuffer(),
    ),
  ]);
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
