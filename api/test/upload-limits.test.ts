// Picture uploads within a CPU budget (lib/image-decode.ts, lib/work-queue.ts): on every upload
// route a decompression bomb is refused from its header (413 naming the limit, nothing kept),
// every stored picture is re-encoded (an HTML/JS polyglot's bytes and EXIF never reach the
// storage), a full image queue answers 503, and a pending dealer gets a lower listing allowance.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { listingImageFiles } from 'shared-contracts';
import { listings, rateLimits, users } from '../src/db/schema';
import { PROGRESSIVE_JPEG_MAX_BYTES } from '../src/lib/image-decode';
import { QUEUE_FULL_MESSAGE } from '../src/lib/work-queue';
import { call, createTestContext, type Json, type TestContext } from './helpers';
import { makeDealer } from './listings-fixtures';
import { multipart } from './account-helpers';
import { file, jpeg, listingParts, sendListing, storedFiles } from './listing-form-helpers';

let ctx: TestContext;
let dealer: { dealerId: string; userId: string; token: string };
let listingId: string;
let photo: Buffer;
/** 100 megapixels of one colour: a 100 KB PNG that decodes to 300 MB. */
let bomb: Buffer;
/** 12 megapixels, 16 bits a sample, interlaced: legal as pixels, but eight times the decode weight. */
let heavyPng: Buffer;
/** 5 megapixels of noise as a progressive JPEG over 2 MB (its decoding cost grows with its bytes), and as a baseline one. */
let bigProgressive: Buffer;
let bigBaseline: Buffer;
let smallProgressive: Buffer;
/** A PNG followed by a page: a browser sniffing it would run the script. */
let polyglotPng: Buffer;
/** A JPEG whose comment segment is a page, and whose EXIF names its owner. */
let polyglotJpeg: Buffer;

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

/** A JPEG with a COM segment (0xFFFE) holding `text` right after its SOI marker. */
function withComment(jpg: Buffer, text: string): Buffer {
  const body = Buffer.from(text);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([jpg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, body, jpg.subarray(2)]);
}

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT: 'on' });
  dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  photo = await jpeg(400, 300);
  bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  heavyPng = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#336699' } })
    .toColourspace('rgb16')
    .png({ progressive: true })
    .toBuffer();
  const noise = () =>
    sharp({
      create: {
        width: 2600,
        height: 1950,
        channels: 3,
        background: '#336699',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    });
  bigProgressive = await noise().jpeg({ quality: 85, progressive: true }).toBuffer();
  bigBaseline = await noise().jpeg({ quality: 85 }).toBuffer();
  smallProgressive = await sharp(photo).jpeg({ progressive: true }).toBuffer();
  const png = await sharp({ create: { width: 64, height: 48, channels: 4, background: '#33669980' } })
    .png()
    .toBuffer();
  polyglotPng = Buffer.concat([png, Buffer.from(SCRIPT)]);
  const exifJpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#993366' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', Copyright: 'secret-gps-owner' } })
    .toBuffer();
  polyglotJpeg = withComment(exifJpeg, SCRIPT);
  const created = await sendListing(
    ctx,
    'POST',
    dealer.token,
    listingParts({ images: [file('imageUrls', photo), file('galleryImages', photo)] }),
  );
  expect(created.status).toBe(201);
  listingId = created.body.data.id;
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

const profilePatch = (url: string, image: Buffer, filename = 'me.png') =>
  call(ctx.app, {
    method: 'PATCH',
    url,
    token: dealer.token,
    ...multipart([{ name: 'profileImage', value: image, filename, contentType: 'image/png' }]),
  });

/** Every upload route, sending `image` where it takes a picture. */
const UPLOAD_ROUTES: Array<[string, (image: Buffer) => Promise<{ status: number; body: Json }>]> = [
  [
    'POST /api/listings',
    (image) =>
      sendListing(
        ctx,
        'POST',
        dealer.token,
        listingParts({ images: [file('imageUrls', photo), file('galleryImages', image, 'b.png', 'image/png')] }),
      ),
  ],
  [
    'PUT /api/listings/{id}',
    (image) =>
      sendListing(
        ctx,
        'PUT',
        dealer.token,
        listingParts({ images: [file('imageUrls', image, 'b.png', 'image/png')] }),
        listingId,
      ),
  ],
  ['PATCH /api/auth/profile', (image) => profilePatch('/api/auth/profile', image)],
  ['PATCH /api/dealers/profiledata', (image) => profilePatch('/api/dealers/profiledata', image)],
];

const listingsRows = async () => (await ctx.database.db.select({ id: listings.id }).from(listings)).length;
const profileImage = async () =>
  (await ctx.database.db.select({ key: users.profileImage }).from(users).where(eq(users.id, dealer.userId)))[0].key;

describe('decompression bombs', () => {
  it.each(UPLOAD_ROUTES)(
    '%s refuses them from the header: 413 naming the limit, quickly, nothing kept',
    async (_route, send) => {
      expect(bomb.length).toBeLessThan(1024 * 1024);
      for (const image of [bomb, heavyPng]) {
        const files = storedFiles(ctx);
        const rows = await listingsRows();
        const picture = await profileImage();
        const cpu = process.cpuUsage();
        const res = await send(image);
        const used = process.cpuUsage(cpu);
        expect(res.status).toBe(413);
        expect(res.body.message).toBe(
          'An image is too large in pixels: at most 16 megapixels for a JPEG, 8 for a PNG (4 for a 16-bit or interlaced PNG)',
        );
        // A header read, not a decode: the 100-megapixel one would take seconds of CPU.
        expect((used.user + used.system) / 1000).toBeLessThan(1000);
        expect(storedFiles(ctx)).toEqual(files);
        expect(await listingsRows()).toBe(rows);
        expect(await profileImage()).toBe(picture);
      }
    },
  );
});

describe('progressive JPEGs', () => {
  it.each(UPLOAD_ROUTES)(
    '%s refuses one over 2 MB (413 asking for a baseline JPEG, nothing kept) and takes the same picture as a baseline JPEG or a small progressive one',
    async (_route, send) => {
      expect(bigProgressive.length).toBeGreaterThan(PROGRESSIVE_JPEG_MAX_BYTES);
      expect((await sharp(bigProgressive).metadata()).isProgressive).toBe(true);
      const files = storedFiles(ctx);
      const rows = await listingsRows();
      const picture = await profileImage();
      const refused = await send(bigProgressive);
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe(
        'A progressive JPEG may be at most 2 MB. Please upload it as a standard (baseline) JPEG, as cameras and phones save them, or as a smaller file.',
      );
      expect(storedFiles(ctx)).toEqual(files);
      expect(await listingsRows()).toBe(rows);
      expect(await profileImage()).toBe(picture);

      expect(bigBaseline.length).toBeGreaterThan(PROGRESSIVE_JPEG_MAX_BYTES);
      expect((await send(bigBaseline)).status).toBeLessThan(300);
      expect((await send(smallProgressive)).status).toBeLessThan(300);
    },
    60_000,
  );
});

describe('re-encoding', () => {
  const read = (key: string) => fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, key));
  const clean = (bytes: Buffer) => {
    expect(bytes.includes('<script')).toBe(false);
    expect(bytes.includes('secret-gps-owner')).toBe(false);
    expect(bytes.includes('TestCam')).toBe(false);
  };

  it.each(['/api/auth/profile', '/api/dealers/profiledata'])(
    "%s stores a re-encoded picture: the polyglot page and EXIF are gone, the type is the bytes'",
    async (url) => {
      for (const [image, format] of [
        [polyglotPng, 'png'],
        [polyglotJpeg, 'jpeg'],
      ] as const) {
        const res = await profilePatch(url, image, 'x.gif');
        expect(res.status).toBe(200);
        const key = await profileImage();
        expect(key).toMatch(format === 'png' ? /^profiles\/[0-9a-f-]+\.png$/ : /^profiles\/[0-9a-f-]+\.jpg$/);
        const stored = read(key!);
        clean(stored);
        const meta = await sharp(stored).metadata();
        expect(meta).toMatchObject({ format, width: 64, height: 48 });
        expect(meta.exif).toBeUndefined();
        if (format === 'png') expect(meta.hasAlpha).toBe(true);
        // What the API serves is what it stored.
        const served = await call(ctx.app, { method: 'GET', url: `/uploads/${key}` });
        expect(served.status).toBe(200);
        expect(served.res.rawPayload.equals(stored)).toBe(true);
      }
    },
  );

  it('a big profile picture is stored at most 512 px each way', async () => {
    const res = await profilePatch('/api/auth/profile', await jpeg(2000, 1000), 'big.jpg');
    expect(res.status).toBe(200);
    expect(await sharp(read((await profileImage())!)).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it('listing pictures: every stored file of a polyglot is a clean image', async () => {
    const res = await sendListing(
      ctx,
      'POST',
      dealer.token,
      listingParts({
        images: [file('imageUrls', polyglotJpeg), file('galleryImages', polyglotPng, 'g.png', 'image/png')],
      }),
    );
    expect(res.status).toBe(201);
    for (const key of [...res.body.data.imageUrls, ...res.body.data.galleryImages]) {
      for (const stored of listingImageFiles(key)) clean(read(stored));
    }
  });
});

describe('the image queue', () => {
  it('answers 503 { message } at once when full, and keeps nothing', async () => {
    const queue = ctx.app.imageQueue;
    let release!: () => void;
    const holders: Array<Promise<unknown>> = [];
    // Fill every running slot and every waiting place.
    const gate = new Promise<void>((resolve) => (release = resolve));
    for (let i = 0; i < queue.concurrency + queue.maxWaiting; i++) holders.push(queue.run(() => gate));
    const files = storedFiles(ctx);
    const rows = await listingsRows();
    for (const [, send] of UPLOAD_ROUTES) {
      const res = await send(photo);
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(QUEUE_FULL_MESSAGE);
    }
    expect(storedFiles(ctx)).toEqual(files);
    expect(await listingsRows()).toBe(rows);
    release();
    await Promise.all(holders);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    expect((await profilePatch('/api/auth/profile', photo, 'ok.jpg')).status).toBe(200);
  });
});

describe('pending dealers', () => {
  it('may add 10 listings an hour where an approved dealer may add 60', async () => {
    const pending = await makeDealer(ctx.app, 'pending', ctx.clock.now());
    const approved = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    const createAs = (token: string) =>
      sendListing(
        ctx,
        'POST',
        token,
        listingParts({ images: [file('imageUrls', photo), file('galleryImages', photo)] }),
      );
    expect((await createAs(pending.token)).status).toBe(201);
    expect((await createAs(approved.token)).status).toBe(201);
    // Both have used 10 of the hour's allowance.
    await ctx.database.db
      .update(rateLimits)
      .set({ count: 10 })
      .where(sql`${rateLimits.key} like 'listing-create:%'`);
    const refused = await createAs(pending.token);
    expect(refused.status).toBe(429);
    expect(typeof refused.body.message).toBe('string');
    expect((await createAs(approved.token)).status).toBe(201);
  });
});
