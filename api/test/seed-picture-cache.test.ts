// The demo pictures' cache (seed/images/picture-cache.ts): a drawing encoded once is stored again
// from the kept files; an unreadable file is drawn again and replaced.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { listingImageFiles } from 'shared-contracts';
import { LocalStorage } from '../src/lib/storage';
import { renderListingImages } from '../src/seed/images/render';
import { demoLooks } from '../src/seed/listings';

let root: string;
const stored = (dir: string, key: string) => fs.readFile(path.join(dir, key));

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'picture-cache-'));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('demo picture cache', () => {
  const looks = demoLooks().slice(0, 1);

  it("keeps each drawing's encoded files, and a later seed stores the kept files as they are", async () => {
    const cacheDir = path.join(root, 'cache');
    const first = await renderListingImages(new LocalStorage(path.join(root, 'a')), looks, { cacheDir });
    const kept = await fs.readdir(cacheDir);
    expect(kept).toHaveLength(5);

    // Swap what the cache holds for the main picture with the rear view's files: the next seed
    // stores whatever is kept, so it must show the rear view as its main picture.
    const main = await stored(path.join(root, 'a'), first[0].main);
    const rear = await stored(path.join(root, 'a'), first[0].gallery[1]);
    const files = await Promise.all(kept.map(async (f) => [f, await fs.readFile(path.join(cacheDir, f))] as const));
    const holding = (bytes: Buffer) => files.find(([, body]) => body.includes(bytes))![0];
    await fs.copyFile(path.join(cacheDir, holding(rear)), path.join(cacheDir, holding(main)));

    const second = await renderListingImages(new LocalStorage(path.join(root, 'b')), looks, { cacheDir });
    expect(second[0].main).not.toBe(first[0].main);
    expect(await stored(path.join(root, 'b'), second[0].main)).toEqual(rear);
    // Every size of every picture is stored for the new listing.
    for (const key of [second[0].main, ...second[0].gallery])
      for (const file of listingImageFiles(key)) await expect(stored(path.join(root, 'b'), file)).resolves.toBeTruthy();
  });

  it('draws a picture again when its kept file cannot be read, and keeps the new one', async () => {
    const cacheDir = path.join(root, 'cache');
    const first = await renderListingImages(new LocalStorage(path.join(root, 'a')), looks, { cacheDir });
    const main = await stored(path.join(root, 'a'), first[0].main);
    for (const f of await fs.readdir(cacheDir)) await fs.writeFile(path.join(cacheDir, f), 'not a picture');

    const second = await renderListingImages(new LocalStorage(path.join(root, 'b')), looks, { cacheDir });
    expect(await stored(path.join(root, 'b'), second[0].main)).toEqual(main);
    for (const f of await fs.readdir(cacheDir))
      expect((await fs.readFile(path.join(cacheDir, f))).toString()).not.toBe('not a picture');
  });

  // Another user's folder (the default is in the shared temporary folder): changing a folder's
  // owner needs root, as the CI machines run.
  const asRoot = process.getuid?.() === 0 ? it : it.skip;
  asRoot('neither reads nor writes a folder that another user owns', async () => {
    const cacheDir = path.join(root, 'cache');
    await renderListingImages(new LocalStorage(path.join(root, 'a')), looks, { cacheDir });
    for (const f of await fs.readdir(cacheDir)) await fs.writeFile(path.join(cacheDir, f), 'planted');
    await fs.chown(cacheDir, 65534, 65534);

    const second = await renderListingImages(new LocalStorage(path.join(root, 'b')), looks, { cacheDir });
    expect((await stored(path.join(root, 'b'), second[0].main)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    for (const f of await fs.readdir(cacheDir))
      expect(await fs.readFile(path.join(cacheDir, f), 'utf8')).toBe('planted');
  });

  it('keeps nothing when the cache is off', async () => {
    await renderListingImages(new LocalStorage(path.join(root, 'a')), looks, { cacheDir: 'off' });
    expect(await fs.readdir(root)).toEqual(['a']);
  });
});
