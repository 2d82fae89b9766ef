// Images in an S3 bucket: the S3 variables (all or none), and a listing's pictures uploaded
// through the API into a local S3-compatible server, loaded from the public URL, and removed
// with the listing (its delete still answers when the storage is down).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { listingImageFiles, type Listing } from 'shared-contracts';
import { loadConfig, s3ConfigProblem, s3Settings } from '../src/config';
import { S3Storage } from '../src/lib/s3-storage';
import { removeListingImages } from '../src/listings/images';
import { call, createTestContext, TEST_SECRET, type TestContext } from './helpers';
import { makeDealer } from './listings-fixtures';
import { file, jpeg, listingParts, png, sendListing, storedFiles } from './listing-form-helpers';
import { startLocalS3, type LocalS3 } from './s3-server';

const FULL = {
  S3_BUCKET: 'media',
  S3_REGION: 'eu-central-1',
  STORAGE_PUBLIC_URL: 'https://media.example.com/',
};

describe('S3 configuration', () => {
  it('none of the variables: images stay on the local disk', () => {
    expect(s3ConfigProblem({})).toBeUndefined();
    expect(s3ConfigProblem({ S3_BUCKET: '', STORAGE_PUBLIC_URL: '' })).toBeUndefined();
    expect(s3Settings(loadConfig({ JWT_SECRET: TEST_SECRET }))).toBeUndefined();
  });

  it("bucket, region and public URL: S3, with the SDK's default credentials unless both keys are set", () => {
    expect(s3Settings(loadConfig({ JWT_SECRET: TEST_SECRET, ...FULL }))).toEqual({
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://media.example.com/',
    });
    expect(
      s3Settings(
        loadConfig({
          JWT_SECRET: TEST_SECRET,
          ...FULL,
          S3_ENDPOINT: 'http://minio.internal:9000',
          S3_FORCE_PATH_STYLE: 'true',
          S3_ACCESS_KEY_ID: 'id',
          S3_SECRET_ACCESS_KEY: 'secret',
        }),
      ),
    ).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('a partial or malformed set refuses to start, saying what is missing', () => {
    const start = (env: Record<string, string>) => () => loadConfig({ JWT_SECRET: TEST_SECRET, ...env });
    expect(start({ S3_BUCKET: 'media' })).toThrow('S3_REGION, STORAGE_PUBLIC_URL must be set when S3_BUCKET is');
    expect(start({ STORAGE_PUBLIC_URL: 'https://media.example.com/' })).toThrow(
      'S3_BUCKET, S3_REGION must be set when STORAGE_PUBLIC_URL is',
    );
    expect(start({ S3_ENDPOINT: 'http://localhost:9000', S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /^S3_BUCKET, S3_REGION, STORAGE_PUBLIC_URL must be set when S3_ENDPOINT, S3_FORCE_PATH_STYLE are/,
    );
    expect(start({ ...FULL, STORAGE_PUBLIC_URL: 'media.example.com' })).toThrow(
      /STORAGE_PUBLIC_URL must be an http\(s\) address/,
    );
    expect(start({ ...FULL, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
    expect(start({ ...FULL, S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
    expect(start({ ...FULL, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('listing pictures on S3, through the API', () => {
  let s3: LocalS3;
  let ctx: TestContext;
  let dealer: { dealerId: string; token: string };

  beforeAll(async () => {
    s3 = await startLocalS3();
    ctx = await createTestContext(s3.config);
    dealer = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  const bucketKeys = async () =>
    ((await (ctx.app.storage as S3Storage).client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? [])
      .map((o) => o.Key)
      .sort();
  const addListing = async () => {
    const parts = listingParts({
      images: [
        file('imageUrls', await jpeg(1000, 700)),
        file('galleryImages', await png(320, 240), 'g.png', 'image/png'),
      ],
    });
    const res = await sendListing(ctx, 'POST', dealer.token, parts);
    expect(res.status).toBe(201);
    const detail: Listing = (
      await call(ctx.app, { method: 'GET', url: `/api/listings/${res.body.data.id}`, token: dealer.token })
    ).body.data;
    const files = [...detail.imageUrls, ...detail.galleryImages].flatMap((key) => listingImageFiles(key)).sort();
    return { id: detail.id, files };
  };

  it('stores every size and WebP copy in the bucket (nothing on the local disk), loaded from the public URL with a year-long cache', async () => {
    expect(ctx.app.storage).toBeInstanceOf(S3Storage);
    const { id, files } = await addListing();
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(await bucketKeys()).toEqual(files);
    expect(storedFiles(ctx)).toEqual([]);
    for (const key of files) {
      const url = ctx.app.storage.publicUrl(key);
      expect(url).toBe(`${s3.publicUrl}${key}`);
      const res = await fetch(url);
      expect({
        key,
        status: res.status,
        type: res.headers.get('content-type'),
        cache: res.headers.get('cache-control'),
      }).toEqual({
        key,
        status: 200,
        type: key.endsWith('.webp') ? 'image/webp' : 'image/jpeg',
        cache: 'public, max-age=31536000, immutable',
      });
    }
    // An old /uploads link goes to the object's public address.
    const old = await ctx.app.inject({ method: 'GET', url: `/uploads/${files[0]}` });
    expect({ status: old.statusCode, location: old.headers.location }).toEqual({
      status: 301,
      location: `${s3.publicUrl}${files[0]}`,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/uploads/../config.json' })).statusCode).toBe(404);

    const removed = await call(ctx.app, { method: 'DELETE', url: `/api/listings/${id}`, token: dealer.token });
    expect(removed.status).toBe(200);
    expect(await bucketKeys()).toEqual([]);
    for (const key of files) expect((await fetch(ctx.app.storage.publicUrl(key))).status).toBe(404);
  });

  it('a listing is still deleted while the storage is unavailable (its objects are left and logged); readiness then fails', async () => {
    const { id, files } = await addListing();
    await expect(ctx.app.storage.check()).resolves.toBeUndefined();
    await s3.close();
    const removed = await call(ctx.app, { method: 'DELETE', url: `/api/listings/${id}`, token: dealer.token });
    expect(removed.status).toBe(200);
    expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token: dealer.token })).status).toBe(404);
    await expect(ctx.app.storage.check()).rejects.toThrow();
    // What the delete logs: every key left in the bucket.
    const main = files.find((f) => f.endsWith('.full.jpg'))!;
    const log = { error: jest.fn() };
    await expect(removeListingImages(ctx.app.storage, [main], log)).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledTimes(1);
    expect(log.error.mock.calls[0]).toEqual([
      expect.objectContaining({ keys: listingImageFiles(main) }),
      'stored listing images could not be removed (left in storage)',
    ]);
  });
});
