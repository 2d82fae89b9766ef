// POST /api/listings and PUT /api/listings/:id: the wizard's multipart form with every field,
// images re-encoded to two web sizes, bad files and bad values refused with nothing kept.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  LISTING_IMAGE_SIZES,
  LISTING_MESSAGES,
  listingImageFiles,
  listingImageKey,
  listingPicture,
  type Listing,
} from 'shared-contracts';
import { listings } from '../src/db/schema';
import { call, createTestContext, type Json, type TestContext } from './helpers';
import { makeDealer, makeUser } from './listings-fixtures';
import { multipart, TINY_PNG } from './account-helpers';
import {
  FIELDS,
  file,
  fileExists,
  jpeg,
  kept,
  listingParts,
  png,
  readStored,
  sendListing,
  storedFiles,
  type Image,
} from './listing-form-helpers';

let ctx: TestContext;
let dealer: { dealerId: string; token: string };
let admin: { token: string };
let mainJpg: Buffer;
let galleryPng: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  admin = await makeUser(ctx.app, { role: 'admin' });
  mainJpg = await jpeg(400, 300);
  galleryPng = await png(320, 240);
});
afterAll(async () => {
  await ctx.close();
});
// Every add counts against the per-account limit (60 an hour); the tests here send more.
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const images = (): Image[] => [file('imageUrls', mainJpg), file('galleryImages', galleryPng, 'g.png', 'image/png')];
const detail = async (id: string, token = dealer.token): Promise<Listing> =>
  (await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token })).body.data;
const rowCount = async () => (await ctx.database.db.select({ id: listings.id }).from(listings)).length;
const create = (parts = listingParts({ images: images() }), token = dealer.token) =>
  sendListing(ctx, 'POST', token, parts);

/** A refused request keeps nothing: no row, no file. */
async function expectNothingKept(
  send: () => Promise<{ status: number; body: Json }>,
  status: number,
  message?: string | RegExp,
) {
  const rows = await rowCount();
  const files = storedFiles(ctx);
  const res = await send();
  expect({ status: res.status, message: typeof res.body.message }).toEqual({ status, message: 'string' });
  if (message) expect(res.body.message).toMatch(message);
  expect(await rowCount()).toBe(rows);
  expect(storedFiles(ctx)).toEqual(files);
  return res;
}

describe('POST /api/listings (multipart)', () => {
  it("adds a listing with every field, pending approval, in the dealer's own dealership", async () => {
    const res = await create();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Listing created successfully' });
    const stored = await detail(res.body.data.id);
    expect(stored).toMatchObject({
      dealerId: dealer.dealerId,
      status: 'pending',
      zipCode: '78701',
      views: 0,
      isLimitedOffer: false,
      available: true,
      make: 'Toyota',
      model: 'Camry Hybrid',
      bodyType: 'Sedan',
      year: Number(FIELDS.year),
      msrp: 32000.5,
      monthlyPayment: 349.99,
      downPayment: 2500,
      extraMileageCost: 0.25,
      carType: 'Sedan',
      fuelType: 'Hybrid',
      transmission: 'Automatic',
      interiorColor: 'Black',
      exteriorColor: 'Silver',
      numberOfSeats: '5',
      // Lists: numbers sorted and de-duplicated; features trimmed, empty and repeated (ignoring case) entries dropped.
      leaseTerms: [24, 36],
      mileageLimits: [10000, 12000],
      safetyFeatures: ['Lane Keeping Assist', 'Blind Spot Monitoring'],
      comfortFeatures: ['Heated Seats'],
      entertainmentFeatures: [],
      specialFeatures: ['Tow Package', 'Sunroof'],
    });
    expect(stored.imageUrls).toHaveLength(1);
    expect(stored.galleryImages).toHaveLength(1);
    for (const key of [...stored.imageUrls, ...stored.galleryImages]) {
      expect(key).toMatch(/^listings\/[0-9a-f-]{36}\.\d+x\d+\.full\.jpg$/);
      expect(fileExists(ctx, key) && fileExists(ctx, listingImageKey(key, 'card'))).toBe(true);
    }
    expect(res.body.data).toEqual(
      expect.objectContaining({ id: stored.id, status: 'pending', imageUrls: stored.imageUrls }),
    );
  });

  it('re-encodes images to a full and a card size (JPEG, EXIF rotation applied, metadata dropped)', async () => {
    // A 7 MB phone-like photo: above the profile picture cap (MAX_UPLOAD_BYTES, 5 MB), within the listing one (10 MB).
    const photo = await jpeg(3000, 2000, { quality: 100 });
    expect(photo.length).toBeGreaterThan(ctx.config.MAX_UPLOAD_BYTES);
    const rotated = await jpeg(300, 200, { orientation: 6 });
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    expect(rotated.includes('secret-gps-owner')).toBe(true);
    const res = await create(
      listingParts({
        images: [
          file('imageUrls', photo),
          file('galleryImages', rotated),
          file('galleryImages', galleryPng, 'g.png', 'image/png'),
        ],
      }),
    );
    expect(res.status).toBe(201);
    const [main] = res.body.data.imageUrls;
    const full = readStored(ctx, main);
    const card = readStored(ctx, listingImageKey(main, 'card'));
    const fullMeta = await sharp(full).metadata();
    const cardMeta = await sharp(card).metadata();
    expect({ format: fullMeta.format, width: fullMeta.width, height: fullMeta.height }).toEqual({
      format: 'jpeg',
      width: LISTING_IMAGE_SIZES.full,
      height: 1067,
    });
    expect({ format: cardMeta.format, width: cardMeta.width }).toEqual({
      format: 'jpeg',
      width: LISTING_IMAGE_SIZES.card,
    });
    expect(full.length).toBeLessThan(photo.length);
    expect(card.length).toBeLessThan(full.length);
    // Orientation 6 (rotate 90°): stored upright, 200 x 300, with no EXIF (camera, owner) left.
    const upright = await sharp(readStored(ctx, res.body.data.galleryImages[0])).metadata();
    expect({
      width: upright.width,
      height: upright.height,
      exif: upright.exif,
      orientation: upright.orientation,
    }).toEqual({ width: 200, height: 300, exif: undefined, orientation: undefined });
    expect(readStored(ctx, res.body.data.galleryImages[0]).includes('secret-gps-owner')).toBe(false);
    // A PNG becomes a JPEG too; small images are never enlarged.
    const fromPng = await sharp(readStored(ctx, res.body.data.galleryImages[1])).metadata();
    expect({ format: fromPng.format, width: fromPng.width }).toEqual({ format: 'jpeg', width: 320 });
  });

  it('makes WebP copies for srcset (400, 800, 1200 and the full width, never enlarged), records the size in the key, answers pictures and serves them as image/webp', async () => {
    const res = await create(
      listingParts({
        images: [file('imageUrls', await jpeg(2400, 1600)), file('galleryImages', await jpeg(900, 600))],
      }),
    );
    expect(res.status).toBe(201);
    const [main] = res.body.data.imageUrls;
    const [small] = res.body.data.galleryImages;
    expect(main).toMatch(/^listings\/[0-9a-f-]{36}\.1600x1067\.full\.jpg$/);
    expect(small).toMatch(/^listings\/[0-9a-f-]{36}\.900x600\.full\.jpg$/);
    const stored = await detail(res.body.data.id);
    expect(stored.pictures).toEqual([listingPicture(main), listingPicture(small)]);
    expect(stored.pictures![0]).toMatchObject({ key: main, width: 1600, height: 1067 });
    expect(stored.pictures![0].webp.map((w) => w.width)).toEqual([400, 800, 1200, 1600]);
    expect(stored.pictures![1].webp.map((w) => w.width)).toEqual([400, 800, 900]);
    for (const picture of stored.pictures!) {
      for (const copy of picture.webp) {
        const meta = await sharp(readStored(ctx, copy.key)).metadata();
        expect({ key: copy.key, format: meta.format, width: meta.width }).toEqual({
          key: copy.key,
          format: 'webp',
          width: copy.width,
        });
      }
    }
    // Smaller than the JPEG at the same width.
    expect(readStored(ctx, stored.pictures![0].webp[3].key).length).toBeLessThan(readStored(ctx, main).length);
    const served = await ctx.app.inject({ method: 'GET', url: `/uploads/${stored.pictures![0].webp[1].key}` });
    expect({ status: served.statusCode, type: served.headers['content-type'] }).toEqual({
      status: 200,
      type: 'image/webp',
    });
    // The search card carries its main picture too.
    await ctx.database.db.update(listings).set({ status: 'active' }).where(eq(listings.id, stored.id));
    const search = (await call(ctx.app, { method: 'GET', url: '/api/listings?limit=37' })).body.data.listings as Array<{
      id: string;
      pictures?: unknown;
    }>;
    expect(search.find((l) => l.id === stored.id)?.pictures).toEqual([listingPicture(main)]);
    // Deleting the listing removes every copy.
    const files = [main, small].flatMap(listingImageFiles);
    expect(files.every((key) => fileExists(ctx, key))).toBe(true);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/listings/${stored.id}`, token: dealer.token })).status,
    ).toBe(200);
    expect(files.filter((key) => fileExists(ctx, key))).toEqual([]);
  });

  it('takes a feature list that is not sent as an empty list', async () => {
    const res = await create(
      listingParts({
        lists: {
          safetyFeatures: undefined,
          comfortFeatures: undefined,
          entertainmentFeatures: undefined,
          specialFeatures: undefined,
        },
        images: images(),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      safetyFeatures: [],
      comfortFeatures: [],
      entertainmentFeatures: [],
      specialFeatures: [],
    });
  });

  it('takes the bytes, not the name: a PNG named .exe is fine', async () => {
    const res = await create(
      listingParts({
        images: [
          file('imageUrls', mainJpg),
          file('galleryImages', galleryPng, 'setup.exe', 'application/octet-stream'),
        ],
      }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses bad files and keeps nothing', async () => {
    const text = Buffer.from('just some text, not a picture');
    await expectNothingKept(
      () => create(listingParts({ images: [file('imageUrls', text, 'photo.jpg'), file('galleryImages', galleryPng)] })),
      400,
      'Only JPEG or PNG images are allowed',
    );
    // Over LISTING_IMAGE_MAX_BYTES (10 MB): 413 with a JSON message.
    const big = Buffer.concat([mainJpg, Buffer.alloc(10 * 1024 * 1024)]);
    await expectNothingKept(
      () => create(listingParts({ images: [file('imageUrls', big), file('galleryImages', galleryPng)] })),
      413,
      /^Image is too large \(max 10 MB\)$/,
    );
    // Seven images: one main and six gallery images.
    const seven = [file('imageUrls', mainJpg), ...Array.from({ length: 6 }, () => file('galleryImages', galleryPng))];
    await expectNothingKept(() => create(listingParts({ images: seven })), 400, 'At most 5 Gallery Images may be sent');
    await expectNothingKept(
      () =>
        create(
          listingParts({
            images: [file('imageUrls', mainJpg), file('imageUrls', mainJpg), file('galleryImages', galleryPng)],
          }),
        ),
      400,
      'Only one Main Display Image may be sent',
    );
    // A truncated upload (the body stops in the middle of a file).
    const whole = multipart(listingParts({ images: images() }));
    await expectNothingKept(
      () =>
        call(ctx.app, {
          method: 'POST',
          url: '/api/listings',
          token: dealer.token,
          headers: whole.headers,
          payload: whole.payload.subarray(0, whole.payload.length - 200),
        }),
      400,
      'The form data could not be read',
    );
    // A corrupt JPEG: a valid header, then garbage; and a JPEG cut in half.
    const header = mainJpg.subarray(0, mainJpg.indexOf(Buffer.from([0xff, 0xda])) + 12);
    const corrupt = Buffer.concat([header, Buffer.alloc(20_000, 0x5a)]);
    await expectNothingKept(
      () => create(listingParts({ images: [file('imageUrls', mainJpg), file('galleryImages', corrupt)] })),
      400,
      /could not be read/,
    );
    const cut = mainJpg.subarray(0, Math.floor(mainJpg.length / 2));
    const res = await expectNothingKept(
      () => create(listingParts({ images: [file('imageUrls', cut), file('galleryImages', galleryPng)] })),
      400,
      /could not be read/,
    );
    expect(res.body.errors).toEqual([{ path: 'imageUrls', message: res.body.message }]);
    // A decompression bomb: a small PNG of 100 megapixels (refused from its header: 413).
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expectNothingKept(
      () =>
        create(
          listingParts({ images: [file('imageUrls', mainJpg), file('galleryImages', bomb, 'b.png', 'image/png')] }),
        ),
      413,
      /too large in pixels: at most 16 megapixels for a JPEG, 8 for a PNG/,
    );
    // An unknown file field.
    await expectNothingKept(
      () =>
        create(
          listingParts({
            images: [...images(), { name: 'profileImage' as never, value: TINY_PNG, filename: 'p.png' }],
          }),
        ),
      400,
      'Unknown field: profileImage',
    );
  });

  it("needs a main image and a gallery image (the wizard's messages); stored keys belong to an existing listing only", async () => {
    await expectNothingKept(
      () => create(listingParts({ images: [file('galleryImages', galleryPng)] })),
      400,
      LISTING_MESSAGES.mainImage,
    );
    await expectNothingKept(
      () => create(listingParts({ images: [file('imageUrls', mainJpg)] })),
      400,
      LISTING_MESSAGES.galleryImages,
    );
    const res = await expectNothingKept(() => create(listingParts({ images: [] })), 400, LISTING_MESSAGES.mainImage);
    expect((res.body.errors as Array<{ message: string }>).map((e) => e.message)).toEqual([
      LISTING_MESSAGES.mainImage,
      LISTING_MESSAGES.galleryImages,
    ]);
    await expectNothingKept(
      () =>
        create(listingParts({ images: [kept('imageUrls', 'listings/main.jpg'), file('galleryImages', galleryPng)] })),
      400,
      'An image that does not belong to this listing was sent',
    );
  });

  it('checks every field: each required message of the wizard, ranges and allowed values', async () => {
    const required: Array<[string, string]> = [
      ['make', LISTING_MESSAGES.make],
      ['model', LISTING_MESSAGES.model],
      ['bodyType', LISTING_MESSAGES.bodyType],
      ['year', LISTING_MESSAGES.year],
      ['msrp', LISTING_MESSAGES.msrp],
      ['monthlyPayment', LISTING_MESSAGES.monthlyPayment],
      ['downPayment', LISTING_MESSAGES.downPayment],
      ['carType', LISTING_MESSAGES.carType],
      ['extraMileageCost', LISTING_MESSAGES.extraMileageCost],
      ['fuelType', LISTING_MESSAGES.fuelType],
      ['transmission', LISTING_MESSAGES.transmission],
      ['interiorColor', LISTING_MESSAGES.interiorColor],
      ['exteriorColor', LISTING_MESSAGES.exteriorColor],
      ['numberOfSeats', LISTING_MESSAGES.numberOfSeats],
    ];
    for (const [field, message] of required) {
      for (const value of [undefined, '  ']) {
        const res = await expectNothingKept(
          () => create(listingParts({ fields: { [field]: value }, images: images() })),
          400,
          message,
        );
        expect(res.body.errors).toEqual([{ path: field, message }]);
      }
    }
    for (const [field, message] of [
      ['leaseTerms', LISTING_MESSAGES.leaseTerms],
      ['mileageLimits', LISTING_MESSAGES.mileageLimits],
    ]) {
      for (const value of [undefined, []]) {
        await expectNothingKept(
          () => create(listingParts({ lists: { [field]: value }, images: images() })),
          400,
          message,
        );
      }
    }
    const year = new Date().getFullYear();
    const bad: Array<[Record<string, string>, string | RegExp]> = [
      [{ year: String(year - 31) }, `year must be between ${year - 30} and ${year + 1}`],
      [{ year: String(year + 2) }, `year must be between ${year - 30} and ${year + 1}`],
      [{ year: '20x4' }, 'year must be a 4-digit year'],
      [{ bodyType: 'Spaceship' }, /^bodyType must be one of: Sedan, SUV/],
      [{ fuelType: 'Coal' }, /^fuelType must be one of/],
      [{ msrp: '-1' }, 'msrp must be an amount of 0 or more with at most 2 decimals'],
      [{ monthlyPayment: '-0.01' }, 'monthlyPayment must be an amount of 0 or more with at most 2 decimals'],
      [{ downPayment: '1e5' }, 'downPayment must be an amount of 0 or more with at most 2 decimals'],
      // A $0 price is no offer (it would top the price sorts once approved).
      [{ msrp: '0' }, LISTING_MESSAGES.msrpZero],
      [{ monthlyPayment: '0.00' }, LISTING_MESSAGES.monthlyPaymentZero],
      [{ monthlyPayment: '100001' }, 'monthlyPayment must be at most 100000'],
      [{ extraMileageCost: '0.5' }, /^extraMileageCost must be one of/],
      [{ make: 'a\u0000b' }, 'make must not contain control characters'],
      [{ model: 'x'.repeat(61) }, 'model must be at most 60 characters'],
      [{ model: 'x'.repeat(5000) }, 'model is too long'],
    ];
    for (const [fields, message] of bad)
      await expectNothingKept(() => create(listingParts({ fields, images: images() })), 400, message);
    await expectNothingKept(
      () => create(listingParts({ lists: { leaseTerms: ['36', '37'] }, images: images() })),
      400,
      'leaseTerms must be among: 12, 24, 36, 48, 60',
    );
    await expectNothingKept(
      () => create(listingParts({ lists: { safetyFeatures: ['x'.repeat(101)] }, images: images() })),
      400,
      'safetyFeatures entries must be at most 100 characters',
    );
    await expectNothingKept(
      () => create(listingParts({ extra: [{ name: 'make', value: 'Honda' }], images: images() })),
      400,
      'make must be text',
    );
    await expectNothingKept(
      () => create(listingParts({ extra: [{ name: 'price', value: '1' }], images: images() })),
      400,
      'Unknown field: price',
    );
  });

  it('refuses a JSON body (415) and a multipart body without a boundary (400)', async () => {
    await expectNothingKept(
      () => call(ctx.app, { method: 'POST', url: '/api/listings', token: dealer.token, payload: { make: 'Toyota' } }),
      415,
      'Send this form as multipart/form-data',
    );
    await expectNothingKept(
      () =>
        call(ctx.app, {
          method: 'POST',
          url: '/api/listings',
          token: dealer.token,
          headers: { 'content-type': 'multipart/form-data' },
          payload: 'x',
        }),
      400,
    );
  });

  it('lets an account try 60 adds an hour (refused ones count too), then 429', async () => {
    const other = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    for (let i = 0; i < 60; i++) {
      expect(
        (await call(ctx.app, { method: 'POST', url: '/api/listings', token: other.token, payload: {} })).status,
      ).toBe(415);
    }
    const res = await call(ctx.app, { method: 'POST', url: '/api/listings', token: other.token, payload: {} });
    expect({ status: res.status, message: res.body.message }).toEqual({
      status: 429,
      message: 'Too many requests, please try again later',
    });
    // Another account is not affected.
    expect((await create()).status).toBe(201);
  });

  it('removes the stored images when the database write fails', async () => {
    const spy = jest.spyOn(ctx.app.db, 'transaction').mockRejectedValueOnce(new Error('database down'));
    try {
      await expectNothingKept(() => create(), 500, 'Internal server error');
    } finally {
      spy.mockRestore();
    }
  });

  it("admin: names the dealer with dealerId (an existing one); a dealer's dealerId is ignored", async () => {
    const other = await makeDealer(ctx.app, 'trial', ctx.clock.now());
    await expectNothingKept(
      () => create(listingParts({ images: images() }), admin.token),
      400,
      'Please choose the dealer of this listing (dealerId)',
    );
    await expectNothingKept(
      () =>
        create(
          listingParts({
            images: images(),
            extra: [{ name: 'dealerId', value: '00000000-0000-4000-8000-000000000000' }],
          }),
          admin.token,
        ),
      400,
      'Dealer not found',
    );
    await expectNothingKept(
      () => create(listingParts({ images: images(), extra: [{ name: 'dealerId', value: 'nope' }] }), admin.token),
      400,
      'Dealer not found',
    );
    const byAdmin = await create(
      listingParts({ images: images(), extra: [{ name: 'dealerId', value: other.dealerId }] }),
      admin.token,
    );
    expect(byAdmin.status).toBe(201);
    expect(byAdmin.body.data).toMatchObject({ dealerId: other.dealerId, status: 'pending' });
    const byDealer = await create(
      listingParts({ images: images(), extra: [{ name: 'dealerId', value: other.dealerId }] }),
    );
    expect(byDealer.status).toBe(201);
    expect(byDealer.body.data.dealerId).toBe(dealer.dealerId);
  });
});

describe('PUT /api/listings/:id (multipart edit)', () => {
  const edit = (id: string, parts: ReturnType<typeof listingParts>, token = dealer.token) =>
    sendListing(ctx, 'PUT', token, parts, id);

  it('replaces every field sent; stored images are kept by their key, the others removed after the commit', async () => {
    const photo2 = await jpeg(500, 400);
    const created = (
      await create(
        listingParts({
          images: [
            file('imageUrls', mainJpg),
            file('galleryImages', galleryPng),
            file('galleryImages', photo2),
            file('galleryImages', galleryPng),
          ],
        }),
      )
    ).body.data as Listing;
    await ctx.database.db.update(listings).set({ status: 'active' }).where(eq(listings.id, created.id));
    const [oldMain] = created.imageUrls;
    const [g0, g1, g2] = created.galleryImages;
    const res = await edit(
      created.id,
      listingParts({
        fields: {
          make: 'Honda',
          model: 'Accord',
          bodyType: 'Coupe',
          year: String(new Date().getFullYear() - 1),
          msrp: '41000',
          monthlyPayment: '499',
          downPayment: '0',
          extraMileageCost: '0.10',
          carType: 'Coupe',
          fuelType: 'Gasoline',
          transmission: 'Manual',
          interiorColor: 'Tan',
          exteriorColor: 'Red',
          numberOfSeats: '4',
        },
        lists: {
          leaseTerms: ['48'],
          mileageLimits: ['20000'],
          safetyFeatures: [''],
          comfortFeatures: ['Cooled Seats'],
          entertainmentFeatures: ['CarPlay', ' carplay'],
          specialFeatures: [],
        },
        // New main image; gallery: g2 first, a new photo, g0 (g1 dropped).
        images: [
          file('imageUrls', photo2),
          kept('galleryImages', g2),
          file('galleryImages', mainJpg),
          kept('galleryImages', g0),
        ],
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Listing updated successfully');
    const stored = await detail(created.id);
    expect(stored).toMatchObject({
      make: 'Honda',
      model: 'Accord',
      bodyType: 'Coupe',
      year: new Date().getFullYear() - 1,
      msrp: 41000,
      monthlyPayment: 499,
      downPayment: 0,
      extraMileageCost: 0.1,
      carType: 'Coupe',
      fuelType: 'Gasoline',
      transmission: 'Manual',
      interiorColor: 'Tan',
      exteriorColor: 'Red',
      numberOfSeats: '4',
      leaseTerms: [48],
      mileageLimits: [20000],
      safetyFeatures: [],
      comfortFeatures: ['Cooled Seats'],
      entertainmentFeatures: ['CarPlay'],
      specialFeatures: [],
      // A dealer's edit waits for approval again.
      status: 'pending',
      dealerId: dealer.dealerId,
      dateAdded: created.dateAdded,
    });
    expect(stored.imageUrls[0]).not.toBe(oldMain);
    expect(stored.galleryImages).toEqual([g2, expect.stringMatching(/\.full\.jpg$/), g0]);
    for (const key of [...stored.imageUrls, ...stored.galleryImages])
      expect([fileExists(ctx, key), fileExists(ctx, listingImageKey(key, 'card'))]).toEqual([true, true]);
    for (const key of [oldMain, g1])
      expect([fileExists(ctx, key), fileExists(ctx, listingImageKey(key, 'card'))]).toEqual([false, false]);
  });

  it('keeps the stored values of fields and images the form does not carry', async () => {
    const created = (await create()).body.data as Listing;
    const files = storedFiles(ctx);
    const res = await edit(created.id, listingParts({ only: true, fields: { model: 'Corolla' } }));
    expect(res.status).toBe(200);
    const stored = await detail(created.id);
    expect(stored).toEqual({ ...created, model: 'Corolla', dealer: expect.anything() });
    expect(storedFiles(ctx)).toEqual(files);
  });

  it('refuses blank required fields, an empty image field, foreign keys and bad files; nothing changes', async () => {
    const created = (await create()).body.data as Listing;
    const other = (await create()).body.data as Listing;
    const row = async () => (await ctx.database.db.select().from(listings).where(eq(listings.id, created.id)))[0];
    const before = await row();
    const refuse = async (parts: ReturnType<typeof listingParts>, status: number, message: string | RegExp) => {
      await expectNothingKept(() => edit(created.id, parts), status, message);
      expect(await row()).toEqual(before);
    };
    await refuse(listingParts({ only: true, fields: { make: ' ' } }), 400, LISTING_MESSAGES.make);
    await refuse(listingParts({ only: true, lists: { leaseTerms: [] } }), 400, LISTING_MESSAGES.leaseTerms);
    await refuse(listingParts({ only: true, fields: { msrp: '0' } }), 400, 'The MSRP must be more than $0');
    await refuse(
      listingParts({ only: true, fields: { monthlyPayment: '0' } }),
      400,
      'The monthly payment must be more than $0',
    );
    await refuse(listingParts({ only: true, images: [kept('imageUrls', '')] }), 400, LISTING_MESSAGES.mainImage);
    await refuse(
      listingParts({ only: true, images: [kept('galleryImages', '')] }),
      400,
      LISTING_MESSAGES.galleryImages,
    );
    // Another listing's image, or any key that is not this listing's.
    await refuse(
      listingParts({ only: true, images: [kept('imageUrls', other.imageUrls[0])] }),
      400,
      'An image that does not belong to this listing was sent',
    );
    await refuse(
      listingParts({
        only: true,
        images: [file('imageUrls', mainJpg), kept('galleryImages', 'listings/../../etc/passwd')],
      }),
      400,
      'image path is invalid',
    );
    await refuse(
      listingParts({ only: true, images: [file('imageUrls', mainJpg), kept('galleryImages', other.galleryImages[0])] }),
      400,
      'An image that does not belong to this listing was sent',
    );
    await refuse(
      listingParts({
        only: true,
        images: [kept('galleryImages', created.galleryImages[0]), kept('galleryImages', created.galleryImages[0])],
      }),
      400,
      'The same image was sent twice',
    );
    await refuse(
      listingParts({ only: true, images: [file('imageUrls', Buffer.from('not an image'))] }),
      400,
      'Only JPEG or PNG images are allowed',
    );
    await refuse(
      listingParts({ only: true, images: Array.from({ length: 6 }, () => file('galleryImages', galleryPng)) }),
      400,
      'At most 5 Gallery Images may be sent',
    );
    await refuse(
      listingParts({
        only: true,
        images: [
          ...created.galleryImages.map((k) => kept('galleryImages', k)),
          ...Array.from({ length: 5 }, () => file('galleryImages', galleryPng)),
        ],
      }),
      400,
      'At most 5 Gallery Images may be sent',
    );
    await refuse(listingParts({ only: true, fields: { year: '1900' } }), 400, /^year must be between/);
    const elsewhere = (await makeDealer(ctx.app, 'trial', ctx.clock.now())).dealerId;
    await expectNothingKept(
      () =>
        edit(created.id, listingParts({ only: true, extra: [{ name: 'dealerId', value: elsewhere }] }), admin.token),
      400,
      'A listing cannot be moved to another dealer',
    );
    expect(await row()).toEqual(before);
  });
});
