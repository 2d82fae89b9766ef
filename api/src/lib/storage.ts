// The Storage port: local disk served under /uploads by default. Images are checked by
// their bytes (JPEG or PNG), not by the name or the declared type.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from './errors';

export interface Storage {
  /** Saves bytes under a new key like "listings/3f2c….jpg" and returns the key. */
  put(folder: string, bytes: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
}

export function imageExtension(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return undefined;
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}
  async put(folder: string, bytes: Buffer): Promise<string> {
    const ext = imageExtension(bytes);
    if (!ext) throw badRequest('Only JPEG or PNG images are allowed');
    const key = `${folder}/${randomUUID()}.${ext}`;
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return key;
  }
  async remove(key: string): Promise<void> {
    if (key.includes('..')) return;
    await fs.rm(path.join(this.root, key), { force: true });
  }
}
