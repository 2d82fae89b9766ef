// Renders the demo pictures once per distinct (body type, colour) and interior colour, and
// stores them through the Storage port in the listing picture sizes (listings/images.ts: full
// and card, as an upload is); listings that look alike share the same files.
import sharp from 'sharp';
import type { Storage } from '../../lib/storage';
import { processListingImage, storeListingImage } from '../../listings/images';
import { frontView, interiorView, rearView, sideView, sideViewDusk, wheelDetail } from './car-svg';

export interface ListingLook { bodyType: string; exteriorColor: string; interiorColor: string }
export interface ListingImages { main: string; gallery: string[] }

/** The drawing as an uncompressed PNG (lossless and quick), then through the upload pipeline (its quick encoder). */
async function store(storage: Storage, svg: string): Promise<string> {
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return storeListingImage(storage, await processListingImage(png, { fast: true }));
}

/** Runs tasks with at most `width` at a time. */
async function pool<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, async () => {
    while (next < tasks.length) {
      const i = next++;
      out[i] = await tasks[i]();
    }
  }));
  return out;
}

/** Six pictures per listing: main side view, then five for the gallery. */
export async function renderListingImages(storage: Storage, looks: ListingLook[], concurrency = 4): Promise<ListingImages[]> {
  const exterior = new Map<string, { bodyType: string; color: string }>();
  const interiors = new Set<string>();
  for (const l of looks) {
    exterior.set(`${l.bodyType}|${l.exteriorColor}`, { bodyType: l.bodyType, color: l.exteriorColor });
    interiors.add(l.interiorColor);
  }
  const keys = new Map<string, string>();
  const tasks: Array<() => Promise<void>> = [];
  for (const [k, { bodyType, color }] of exterior) {
    for (const [angle, draw] of [['side', sideView], ['dusk', sideViewDusk], ['front', frontView], ['rear', rearView], ['wheel', wheelDetail]] as const) {
      tasks.push(async () => { keys.set(`${k}|${angle}`, await store(storage, draw(bodyType, color))); });
    }
  }
  for (const trim of interiors) {
    tasks.push(async () => { keys.set(`interior|${trim}`, await store(storage, interiorView(trim))); });
  }
  await pool(tasks, concurrency);
  return looks.map((l) => {
    const k = `${l.bodyType}|${l.exteriorColor}`;
    return {
      main: keys.get(`${k}|side`)!,
      gallery: [keys.get(`${k}|dusk`)!, keys.get(`${k}|front`)!, keys.get(`${k}|rear`)!, keys.get(`interior|${l.interiorColor}`)!, keys.get(`${k}|wheel`)!],
    };
  });
}
