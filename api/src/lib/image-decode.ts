// Decoding uploaded pictures within a CPU budget (listing pictures and profile pictures alike).
// The type comes from the bytes (JPEG or PNG), the dimensions from the header, read before any
// pixel is decoded: an image whose decoding would cost more than IMAGE_MAX_PIXELS allows is
// refused with 413 naming the limit, so a decompression bomb (a tiny PNG of 400 megapixels) costs
// a header read. What passes is decoded once, already shrunk to the size the API stores (JPEG's
// shrink-on-load), with sharp's own pixel limit as a second guard, EXIF rotation applied and
// every piece of metadata dropped: callers encode their outputs from these raw pixels, so no byte
// of an upload (a polyglot's HTML, EXIF GPS) is ever stored.
//
// Decoding cost per pixel differs by kind (measured, api/README.md "Image uploads"): a PNG has no
// shrink-on-load and costs about twice a JPEG's pixel, a 16-bit PNG twice again, an interlaced
// PNG twice again. So the limit counts decode weight: a JPEG's pixels once, a PNG's twice, times
// two for 16 bits per sample and times two for interlacing. A progressive JPEG's cost is its
// entropy decoding, which grows with its bytes whatever its pixels (about 65 ms a megabyte): it may
// have at most PROGRESSIVE_JPEG_MAX_BYTES (cameras and phones write baseline JPEGs, which have no
// such cap below the upload's own).
import sharp, { type Metadata } from 'sharp';
import { badRequest, HttpError } from './errors';
import { imageExtension, NOT_AN_IMAGE } from './storage';

const IMAGE_DECODE_MESSAGES = {
  notAnImage: NOT_AN_IMAGE,
  unreadable: 'An image could not be read (damaged or incomplete file). Please upload a valid JPEG or PNG.',
} as const;

/** Largest progressive JPEG accepted (413 above): its decoding cost grows with its bytes (see above). */
export const PROGRESSIVE_JPEG_MAX_BYTES = 2 * 1024 * 1024;

/** The 413 message for a progressive JPEG over PROGRESSIVE_JPEG_MAX_BYTES. */
const PROGRESSIVE_JPEG_TOO_LARGE =
  'A progressive JPEG may be at most 2 MB. Please upload it as a standard (baseline) JPEG, as cameras and phones save them, or as a smaller file.';

/** The 413 message naming the limit (maxPixels: the JPEG limit; PNGs count double, see above). */
function tooManyPixelsMessage(maxPixels: number): string {
  const mp = (n: number) => `${Math.round((n / 1_000_000) * 10) / 10}`;
  return `An image is too large in pixels: at most ${mp(maxPixels)} megapixels for a JPEG, ${mp(maxPixels / 2)} for a PNG (${mp(maxPixels / 4)} for a 16-bit or interlaced PNG)`;
}

export interface ImageHeader {
  format: 'jpeg' | 'png';
  width: number;
  height: number;
  /** Pixels times the kind's cost factor (see above), compared with IMAGE_MAX_PIXELS. */
  weight: number;
}

/** Reads the header only (no pixel is decoded): the type, the dimensions and the decode weight. 400 or 413 when refused. */
export async function readImageHeader(bytes: Buffer, maxPixels: number): Promise<ImageHeader> {
  if (!imageExtension(bytes)) throw badRequest(IMAGE_DECODE_MESSAGES.notAnImage);
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest(IMAGE_DECODE_MESSAGES.unreadable);
  }
  if (meta.format !== 'jpeg' && meta.format !== 'png') throw badRequest(IMAGE_DECODE_MESSAGES.notAnImage);
  const { width = 0, height = 0 } = meta;
  if (width < 1 || height < 1) throw badRequest(IMAGE_DECODE_MESSAGES.unreadable);
  let weight = width * height;
  if (meta.format === 'png') {
    weight *= 2;
    if (meta.depth === 'ushort') weight *= 2;
    if (meta.isProgressive) weight *= 2;
  }
  if (weight > maxPixels) throw new HttpError(413, tooManyPixelsMessage(maxPixels));
  if (meta.format === 'jpeg' && meta.isProgressive && bytes.length > PROGRESSIVE_JPEG_MAX_BYTES)
    throw new HttpError(413, PROGRESSIVE_JPEG_TOO_LARGE);
  return { format: meta.format, width, height, weight };
}

export interface RawImage {
  data: Buffer;
  info: { width: number; height: number; channels: 3 | 4 };
}

/**
 * Decodes a checked upload into raw pixels at most `maxSide` px each way (never enlarged), EXIF
 * rotation applied, no metadata; `keepAlpha` keeps a PNG's transparency, otherwise it becomes
 * white. A damaged or truncated file is a 400.
 */
export async function decodeImage(
  bytes: Buffer,
  header: ImageHeader,
  opts: { maxSide: number; keepAlpha?: boolean },
): Promise<RawImage> {
  try {
    let pipeline = sharp(bytes, {
      // The header said this many pixels: sharp refuses anything that decodes to more.
      limitInputPixels: header.width * header.height,
      // A truncated or damaged image is refused instead of stored half grey.
      failOn: 'warning',
      autoOrient: true,
      sequentialRead: true,
    })
      .timeout({ seconds: 10 })
      .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true });
    if (!opts.keepAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    // 8 bits per sample, RGB (grey and 16-bit inputs included).
    const { data, info } = await pipeline.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    if (info.channels !== 3 && info.channels !== 4) throw new Error(`unexpected ${info.channels} channels`);
    return { data, info: { width: info.width, height: info.height, channels: info.channels } };
  } catch {
    throw badRequest(IMAGE_DECODE_MESSAGES.unreadable);
  }
}
