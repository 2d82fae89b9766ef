// Helpers for the listing command tests: the wizard's multipart form (every field), real test
// pictures made with sharp, and the files in the upload directory.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { LISTING_LIST_FIELDS, LISTING_TEXT_FIELDS } from 'shared-contracts';
import type { TestContext } from './helpers';
import { call } from './helpers';
import { multipart, type Part } from './account-helpers';

/** Every text field of the wizard, as the browser sends them (numbers as text). */
export const FIELDS: Record<(typeof LISTING_TEXT_FIELDS)[number], string> = {
  make: ' Toyota ',
  model: 'Camry Hybrid',
  bodyType: 'Sedan',
  year: String(new Date().getFullYear()),
  msrp: '32000.50',
  monthlyPayment: '349.99',
  downPayment: '2500',
  extraMileageCost: '0.25',
  carType: 'Sedan',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  interiorColor: 'Black',
  exteriorColor: 'Silver',
  numberOfSeats: '5',
};

/** Every list field, as repeated parts (an empty list is one empty value). */
export const LISTS: Record<(typeof LISTING_LIST_FIELDS)[number], string[]> = {
  leaseTerms: ['36', '24', '36'],
  mileageLimits: ['12000', '10000'],
  safetyFeatures: ['  Lane Keeping Assist ', 'lane keeping assist', '', 'Blind Spot Monitoring'],
  comfortFeatures: ['Heated Seats'],
  entertainmentFeatures: [''],
  specialFeatures: ['Tow Package', 'Sunroof', 'TOW PACKAGE'],
};

export type Image = {
  name: 'imageUrls' | 'galleryImages';
  value: Buffer | string;
  filename?: string;
  contentType?: string;
};

export const file = (
  name: Image['name'],
  value: Buffer,
  filename = 'photo.jpg',
  contentType = 'image/jpeg',
): Image => ({ name, value, filename, contentType });
export const kept = (name: Image['name'], key: string): Image => ({ name, value: key });

/** The wizard's parts: `fields` and `lists` override the defaults (undefined drops a field), then the images. */
export function listingParts(
  opts: {
    fields?: Partial<Record<keyof typeof FIELDS, string | undefined>>;
    lists?: Partial<Record<keyof typeof LISTS, string[] | undefined>>;
    images?: Image[];
    extra?: Part[];
    only?: boolean;
  } = {},
): Part[] {
  const parts: Part[] = [];
  const fields = opts.only ? (opts.fields ?? {}) : { ...FIELDS, ...opts.fields };
  const lists = opts.only ? (opts.lists ?? {}) : { ...LISTS, ...opts.lists };
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) parts.push({ name, value });
  for (const [name, values] of Object.entries(lists)) {
    if (values === undefined) continue;
    for (const value of values.length ? values : ['']) parts.push({ name, value });
  }
  for (const image of opts.images ?? [])
    parts.push(image.filename ? { ...image } : { name: image.name, value: image.value });
  return [...parts, ...(opts.extra ?? [])];
}

/** A photo-like JPEG (noise compresses like a photo), `width` x `height`. */
export function jpeg(
  width: number,
  height: number,
  opts: { orientation?: number; quality?: number } = {},
): Promise<Buffer> {
  let img = sharp({
    create: { width, height, channels: 3, background: '#336699', noise: { type: 'gaussian', mean: 120, sigma: 40 } },
  }).jpeg({ quality: opts.quality ?? 70 });
  if (opts.orientation)
    img = img
      .withExif({ IFD0: { Make: 'TestCam', Copyright: 'secret-gps-owner' } })
      .withMetadata({ orientation: opts.orientation });
  return img.toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

/** Every file under the upload directory (relative paths, sorted). */
export function storedFiles(ctx: TestContext): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else out.push(path.relative(ctx.config.UPLOAD_DIR, full));
    }
  };
  walk(ctx.config.UPLOAD_DIR);
  return out.sort();
}

export const fileExists = (ctx: TestContext, key: string) => fs.existsSync(path.join(ctx.config.UPLOAD_DIR, key));
export const readStored = (ctx: TestContext, key: string) => fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, key));

export function sendListing(
  ctx: TestContext,
  method: 'POST' | 'PUT',
  token: string | undefined,
  parts: Part[],
  id?: string,
) {
  const form = multipart(parts);
  return call(ctx.app, {
    method,
    url: id ? `/api/listings/${id}` : '/api/listings',
    token,
    headers: form.headers,
    payload: form.payload,
  });
}
