// Demo pictures are drawn and encoded once per machine: the encoded files of each drawing are kept
// in a folder (SEED_PICTURE_CACHE_DIR, default <system temp>/lease-demo-pictures), one file per
// drawing named by a hash of its SVG text and of the encoder (sharp's libvips version and the
// listing picture settings), so a later seed (another start on a fresh database, the tests' and
// the browser tests' stacks) stores the same pictures without drawing them again (about 60 ms of
// CPU a picture, 340 pictures). A file is written under a temporary name and renamed, so two
// seeds at once never read half a file; one that cannot be read is drawn again.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import { listingImageEncoding, type ProcessedImage } from '../../listings/images';

/** Bumped when the file's shape changes. */
const FORMAT = 1;

export interface PictureCache {
  /** The encoded files of `svg`, drawn by `draw` when the folder does not hold them. */
  get(svg: string, draw: () => Promise<ProcessedImage>): Promise<ProcessedImage>;
}

const isProcessed = (value: unknown): value is ProcessedImage => {
  const v = value as ProcessedImage | undefined;
  return (
    Buffer.isBuffer(v?.full) &&
    Buffer.isBuffer(v.card) &&
    Number.isInteger(v.width) &&
    Number.isInteger(v.height) &&
    Array.isArray(v.webp) &&
    v.webp.every((copy) => Number.isInteger(copy?.width) && Buffer.isBuffer(copy.bytes))
  );
};

/**
 * Whether `dir` may be used: made now for this user alone, or already there and this user's (the
 * default is in the system's shared temporary folder, where another user could have made it).
 */
async function ownFolder(dir: string): Promise<boolean> {
  try {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const stat = await fs.stat(dir);
    return stat.isDirectory() && (process.getuid === undefined || stat.uid === process.getuid());
  } catch {
    return false;
  }
}

/** A cache in `dir`; `off`, or a folder of another user, draws every time. */
export function pictureCache(dir: string): PictureCache {
  if (dir === 'off') return { get: (_svg, draw) => draw() };
  const encoder = JSON.stringify({ FORMAT, ...listingImageEncoding() });
  let usable: Promise<boolean> | undefined;
  return {
    async get(svg, draw) {
      usable ??= ownFolder(dir);
      if (!(await usable)) return draw();
      const file = path.join(dir, `${createHash('sha256').update(encoder).update(svg).digest('hex')}.bin`);
      try {
        const kept: unknown = v8.deserialize(await fs.readFile(file));
        if (isProcessed(kept)) return kept;
      } catch {
        // Not kept yet, or unreadable: drawn below.
      }
      const drawn = await draw();
      const partial = `${file}.${randomUUID()}.tmp`;
      try {
        await fs.writeFile(partial, v8.serialize(drawn), { mode: 0o600 });
        await fs.rename(partial, file);
      } catch {
        // A folder that cannot be written only means drawing again next time.
        await fs.rm(partial, { force: true }).catch(() => undefined);
      }
      return drawn;
    },
  };
}
