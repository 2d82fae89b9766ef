// Renders each demo listing its own pictures (its body type in its paint, its wheels and
// backdrop, its trim colour: no two listings share a file) and stores them through the Storage
// port in the listing picture sizes (listings/images.ts: full and card, WebP copies, as an
// upload is). The SVG is rasterised once and encoded from those pixels.
import os from 'node:os';
import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import { encodeRawListingImage, storeListingImage } from '../../listings/images';
import { frontView, interiorView, rearView, sideView, wheelDetail, type CarLook } from './car-svg';
import { pictureCache, type PictureCache } from './picture-cache';

export type ListingLook = CarLook;
export interface ListingImages {
  main: string;
  gallery: string[];
}

/** The pictures of one listing, in order: main side view, then the gallery (front, rear, wheel, interior). */
const VIEWS = [sideView, frontView, rearView, wheelDetail, interiorView] as const;

async function store(storage: Storage, cache: PictureCache, svg: string): Promise<string> {
  const image = await cache.get(svg, async () => {
    const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    return encodeRawListingImage(data, { width: info.width, height: info.height, channels: 3 });
  });
  return storeListingImage(storage, image);
}

/** Runs tasks with at most `width` at a time. */
async function pool<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}

/** Five pictures per listing, its own files: main side view, then four for the gallery. */
export async function renderListingImages(
  storage: Storage,
  looks: ListingLook[],
  {
    cacheDir = 'off',
    concurrency = Math.min(4, os.availableParallelism()),
  }: { cacheDir?: string; concurrency?: number } = {},
): Promise<ListingImages[]> {
  const cache = pictureCache(cacheDir);
  const tasks = looks.flatMap((look) => VIEWS.map((draw) => () => store(storage, cache, draw(look))));
  const keys = await pool(tasks, concurrency);
  return looks.map((_, i) => {
    const [main, ...gallery] = keys.slice(i * VIEWS.length, (i + 1) * VIEWS.length);
    return { main, gallery };
  });
}
