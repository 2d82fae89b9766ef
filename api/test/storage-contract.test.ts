// The Storage port's contract, run against both implementations: the local disk (served by the
// API's /uploads route) and S3 (a local S3-compatible server, s3-server.ts). Each object is read
// back through its public URL, the way the browser loads it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { createStorage } from '../src/lib/create-storage';
import { S3Storage } from '../src/lib/s3-storage';
import { LocalStorage, type Storage } from '../src/lib/storage';
import { registerUploads } from '../src/lib/uploads-route';
import { TEST_SECRET } from './helpers';
import { startLocalS3 } from './s3-server';

interface Served {
  status: number;
  type: string | null;
  cacheControl: string | null;
  bytes: Buffer;
}

interface Subject {
  storage: Storage;
  /** The public URL prefix of every key. */
  publicBase: string;
  /** GET of a public URL, as the browser makes it. */
  get(url: string): Promise<Served>;
  /** How many objects are stored. */
  count(): Promise<number>;
  /** The same kind of storage where writes cannot work. */
  broken: Storage;
  close(): Promise<void>;
}

const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_AN_IMAGE = 'Only JPEG or PNG images are allowed';

async function localSubject(): Promise<Subject> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-storage-'));
  const storage = await createStorage(loadConfig(process.env, { JWT_SECRET: TEST_SECRET, UPLOAD_DIR: root }));
  expect(storage).toBeInstanceOf(LocalStorage);
  const app: FastifyInstance = Fastify();
  await registerUploads(app, storage);
  await app.ready();
  // A directory that cannot exist: its parent is a file.
  const file = path.join(root, 'not-a-directory');
  fs.writeFileSync(file, '');
  const count = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (n, e) => n + (e.isDirectory() ? count(path.join(dir, e.name)) : e.name === 'not-a-directory' ? 0 : 1),
        0,
      );
  return {
    storage,
    publicBase: '/uploads/',
    get: async (url) => {
      const res = await app.inject({ method: 'GET', url });
      return {
        status: res.statusCode,
        type: (res.headers['content-type'] as string) ?? null,
        cacheControl: (res.headers['cache-control'] as string) ?? null,
        bytes: res.rawPayload,
      };
    },
    count: async () => count(root),
    broken: new LocalStorage(path.join(file, 'uploads')),
    close: async () => {
      await app.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

async function s3Subject(): Promise<Subject> {
  const s3 = await startLocalS3();
  const config = loadConfig(process.env, { JWT_SECRET: TEST_SECRET, ...s3.config });
  const storage = await createStorage(config);
  expect(storage).toBeInstanceOf(S3Storage);
  const client = (storage as S3Storage).client;
  const broken = new S3Storage({
    bucket: 'no-such-bucket',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicUrl: s3.publicUrl,
    maxAttempts: 1,
  });
  return {
    storage,
    publicBase: s3.publicUrl,
    get: async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        cacheControl: res.headers.get('cache-control'),
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    },
    count: async () => (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).KeyCount ?? 0,
    broken,
    close: async () => {
      storage.close?.();
      broken.close();
      await s3.close();
    },
  };
}

let jpegBytes: Buffer;
let pngBytes: Buffer;
let webpBytes: Buffer;
beforeAll(async () => {
  const image = sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } });
  jpegBytes = await image.clone().jpeg().toBuffer();
  pngBytes = await image.clone().png().toBuffer();
  webpBytes = await image.clone().webp().toBuffer();
});

describe.each([
  ['local disk', localSubject],
  ['S3 (local S3-compatible server)', s3Subject],
])('Storage contract: %s', (_name, make) => {
  let s: Subject;
  beforeAll(async () => {
    s = await make();
  });
  afterAll(async () => {
    await s?.close();
  });

  it('put stores a JPEG or PNG upload under a new key in the folder, served at its public URL with its type and a year-long immutable cache', async () => {
    const jpg = await s.storage.put('listings', jpegBytes);
    const png = await s.storage.put('profiles', pngBytes);
    const again = await s.storage.put('listings', jpegBytes);
    expect(jpg).toMatch(/^listings\/[0-9a-f-]{36}\.jpg$/);
    expect(png).toMatch(/^profiles\/[0-9a-f-]{36}\.png$/);
    expect(again).not.toBe(jpg);
    expect(s.storage.publicUrl(jpg)).toBe(`${s.publicBase}${jpg}`);
    for (const [key, bytes, type] of [
      [jpg, jpegBytes, 'image/jpeg'],
      [png, pngBytes, 'image/png'],
    ] as const) {
      const served = await s.get(s.storage.publicUrl(key));
      expect({ status: served.status, type: served.type, cacheControl: served.cacheControl }).toEqual({
        status: 200,
        type,
        cacheControl: YEAR_IMMUTABLE,
      });
      expect(served.bytes.equals(bytes)).toBe(true);
    }
  });

  it("putAt stores the API's own copies, WebP included, under the key it is given", async () => {
    const key = 'listings/3f2c0a4e-1111-4222-8333-444455556666.8x6.w400.webp';
    expect(await s.storage.putAt(key, webpBytes)).toBe(key);
    const served = await s.get(s.storage.publicUrl(key));
    expect({ status: served.status, type: served.type, cacheControl: served.cacheControl }).toEqual({
      status: 200,
      type: 'image/webp',
      cacheControl: YEAR_IMMUTABLE,
    });
    expect(served.bytes.equals(webpBytes)).toBe(true);
  });

  it('refuses bytes that are not an image it stores (400 for the caller) and stores nothing', async () => {
    const before = await s.count();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    for (const attempt of [
      () => s.storage.put('listings', gif),
      () => s.storage.put('listings', html),
      // Uploads are JPEG or PNG; WebP only as the API's own copies.
      () => s.storage.put('listings', webpBytes),
      () => s.storage.putAt('listings/a.jpg', html),
      () => s.storage.putAt('listings/a.gif', gif),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ statusCode: 400, message: NOT_AN_IMAGE });
    }
    expect(await s.count()).toBe(before);
  });

  it('refuses keys outside the pattern or whose extension does not match the bytes, and stores nothing', async () => {
    const before = await s.count();
    for (const key of [
      '../x.jpg',
      'listings/../x.jpg',
      'listings/x/../../y.jpg',
      '/listings/x.jpg',
      'listings//x.jpg',
      'Listings/x.jpg',
      'x.jpg',
      'listings/.hidden.jpg',
      'listings/x y.jpg',
      'listings/x.jpeg',
      'listings/x.png',
      'listings/x.webp',
      'listings/x.jpg?a=1',
    ]) {
      await expect(s.storage.putAt(key, jpegBytes)).rejects.toThrow(/Storage key/);
    }
    await expect(s.storage.put('Listings', jpegBytes)).rejects.toThrow(/Storage key not allowed/);
    await expect(s.storage.put('../up', jpegBytes)).rejects.toThrow(/Storage key not allowed/);
    expect(await s.count()).toBe(before);
  });

  it('remove deletes the object; a missing key or one it never writes is no error and removes nothing else', async () => {
    const key = await s.storage.put('listings', jpegBytes);
    const other = await s.storage.put('listings', pngBytes);
    await s.storage.remove(key);
    expect((await s.get(s.storage.publicUrl(key))).status).toBe(404);
    await expect(s.storage.remove(key)).resolves.toBeUndefined();
    await expect(s.storage.remove('listings/never-stored.jpg')).resolves.toBeUndefined();
    for (const foreign of ['../listings/x.jpg', 'https://cdn.example.com/car.jpg', '', 'listings']) {
      await expect(s.storage.remove(foreign)).resolves.toBeUndefined();
    }
    expect((await s.get(s.storage.publicUrl(other))).status).toBe(200);
  });

  it('check resolves when it can take writes and rejects when it cannot', async () => {
    await expect(s.storage.check()).resolves.toBeUndefined();
    await expect(s.broken.check()).rejects.toThrow();
  });
});
