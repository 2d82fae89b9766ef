// The Storage port: local disk served under /uploads by default. Images are checked by
// their bytes (uploads: JPEG or PNG; the API's own copies may also be WebP), not by the name
// or the declared type.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from './errors';

export interface Storage {
  /** Saves bytes under a new key like "listings/3f2c….jpg" and returns the key. */
  put(folder: string, bytes: Buffer): Promise<string>;
  /** Saves bytes under the given key (e.g. "listings/<uuid>.card.jpg", "….w800.webp"; its extension must match the bytes). */
  putAt(key: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
}

export function imageExtension(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

/** The type of image bytes the API stores: an upload's (JPEG, PNG) or its own WebP copies. */
export function storedImageExtension(bytes: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  const upload = imageExtension(bytes);
  if (upload) return upload;
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/** folder/name.ext: lower-case folders, names of letters, digits, dot, dash and underscore, no "..". */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.(jpg|png|webp)$/;

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}
  async put(folder: string, bytes: Buffer): Promise<string> {
    const ext = imageExtension(bytes);
    if (!ext) throw badRequest('Only JPEG or PNG images are allowed');
    return this.putAt(`${folder}/${randomUUID()}.${ext}`, bytes);
  }
  async putAt(key: string, bytes: Buffer): Promise<string> {
    const ext = storedImageExtension(bytes);
    if (!ext) throw badRequest('Only JPEG or PNG images are allowed');
    const match = SAFE_KEY.exec(key);
    if (!match || key.includes('..')) throw new Error(`Storage key not allowed: ${key}`);
    if (match[1] !== ext) throw new Error(`Storage key ${key} does not match the ${ext} bytes`);
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx' });
    return key;
  }
  async remove(key: string): Promise<void> {
    if (key.includes('..')) return;
    await fs.rm(path.join(this.root, key), { force: true });
  }
}
