// The Storage port: local disk served under /uploads by default, or an S3 bucket (s3-storage.ts)
// when S3_* is set (create-storage.ts). Both implementations share the checks here: images are
// checked by their bytes (uploads: JPEG or PNG; the API's own copies may also be WebP), not by
// the name or the declared type, and keys by one pattern. Keys are unique (a new UUID per
// upload) and never rewritten, so every object may be cached for a year.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from './errors';

export interface Storage {
  /** Saves bytes under a new key like "listings/3f2c….jpg" and returns the key. */
  put(folder: string, bytes: Buffer): Promise<string>;
  /** Saves bytes under the given key (e.g. "listings/<uuid>.card.jpg", "….w800.webp"; its extension must match the bytes). */
  putAt(key: string, bytes: Buffer): Promise<string>;
  /** Removes a stored object; a missing key, or one this storage never writes, is no error. */
  remove(key: string): Promise<void>;
  /** The address the browser loads a key from ("/uploads/<key>" on local disk, STORAGE_PUBLIC_URL + key on S3). */
  publicUrl(key: string): string;
  /** Readiness: resolves when the storage can take writes (local directory writable, bucket reachable), else rejects. */
  check(): Promise<void>;
  /** Releases connections when the app stops (S3 only). */
  close?(): void;
}

/** Every stored object's Cache-Control: its key is content-addressed or a new UUID, never rewritten. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const IMMUTABLE_MAX_AGE_SECONDS = 31_536_000;

export const NOT_AN_IMAGE = 'Only JPEG or PNG images are allowed';

export function imageExtension(bytes: Buffer): 'jpg' | 'png' | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  return undefined;
}

/** The type of image bytes the API stores: an upload's (JPEG, PNG) or its own WebP copies. */
function storedImageExtension(bytes: Buffer): 'jpg' | 'png' | 'webp' | undefined {
  const upload = imageExtension(bytes);
  if (upload) return upload;
  if (bytes.length > 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** folder/name.ext: lower-case folders, names of letters, digits, dot, dash and underscore, no "..". */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*\/[A-Za-z0-9_-][A-Za-z0-9._-]*\.(jpg|png|webp)$/;

/** Whether a key is one this storage may write (and so remove). */
export function isStorageKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes('..');
}

/**
 * The checks before any write: image bytes (a 400 for the caller otherwise), a safe key whose
 * extension matches them (a server error otherwise: keys are made by the API). Answers the
 * object's Content-Type.
 */
function storedObjectType(key: string, bytes: Buffer): string {
  const ext = storedImageExtension(bytes);
  if (!ext) throw badRequest(NOT_AN_IMAGE);
  const match = SAFE_KEY.exec(key);
  if (!match || key.includes('..')) throw new Error(`Storage key not allowed: ${key}`);
  if (match[1] !== ext) throw new Error(`Storage key ${key} does not match the ${ext} bytes`);
  return CONTENT_TYPES[ext];
}

/** The shared part of every implementation: key naming and the checks; subclasses only move bytes. */
export abstract class CheckedStorage implements Storage {
  async put(folder: string, bytes: Buffer): Promise<string> {
    const ext = imageExtension(bytes);
    if (!ext) throw badRequest(NOT_AN_IMAGE);
    return this.putAt(`${folder}/${randomUUID()}.${ext}`, bytes);
  }

  async putAt(key: string, bytes: Buffer): Promise<string> {
    const contentType = storedObjectType(key, bytes);
    await this.write(key, bytes, contentType);
    return key;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) return;
    await this.delete(key);
  }

  /** Writes checked bytes under a checked key. */
  protected abstract write(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Deletes a checked key; a missing one is no error. */
  protected abstract delete(key: string): Promise<void>;
  abstract publicUrl(key: string): string;
  abstract check(): Promise<void>;
}

/** Joins a public base ("/uploads/", "https://media.example.com/prefix") and a key with one slash. */
/**
 * Removes a stored file the database no longer points at (a replaced or orphaned picture).
 * A failure never fails the caller's request: the key left behind is logged for clean-up.
 */
export async function removeStoredFile(
  storage: Storage,
  key: string,
  log: { error(obj: object, msg: string): void },
): Promise<void> {
  try {
    await storage.remove(key);
  } catch (error) {
    log.error({ err: error, key }, 'stored file could not be removed (left in storage)');
  }
}

export function joinPublicUrl(base: string, key: string): string {
  return `${base.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`;
}

/** Files under `root`, served by the API under /uploads/ (uploads-route.ts). */
export class LocalStorage extends CheckedStorage {
  constructor(
    readonly root: string,
    private readonly publicBase = '/uploads/',
  ) {
    super();
  }

  protected async write(key: string, bytes: Buffer): Promise<void> {
    const file = path.join(this.root, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes, { flag: 'wx' });
  }

  protected async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.root, key), { force: true });
  }

  publicUrl(key: string): string {
    return joinPublicUrl(this.publicBase, key);
  }

  /** Creates the directory if needed and writes, then removes, a probe file in it. */
  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true });
    const probe = path.join(this.root, `.ready-${randomUUID()}`);
    await fs.writeFile(probe, '');
    await fs.rm(probe, { force: true });
  }
}
