// Account pictures (PATCH /api/auth/profile, PATCH /api/dealers/profiledata): never stored as
// sent. The upload is checked by its header (lib/image-decode.ts: JPEG or PNG, within
// IMAGE_MAX_PIXELS), decoded in the app's image queue and re-encoded at most
// PROFILE_IMAGE_SIZE px each way, metadata dropped: a PNG stays a PNG (its transparency kept),
// a JPEG stays a JPEG. The stored type is the output's, checked again by the storage.
import sharp from 'sharp';
import type { Config } from '../config';
import type { Storage } from './storage';
import type { WorkQueue } from './work-queue';
import { decodeImage, readImageHeader } from './image-decode';

/** Longest side of a stored account picture (shown as an avatar, at most a few hundred pixels wide). */
const PROFILE_IMAGE_SIZE = 512;

/** The re-encoded picture: a JPEG or a PNG of at most PROFILE_IMAGE_SIZE px each way, no metadata. */
async function processProfileImage(bytes: Buffer, maxPixels: number): Promise<Buffer> {
  const header = await readImageHeader(bytes, maxPixels);
  const png = header.format === 'png';
  const { data, info } = await decodeImage(bytes, header, { maxSide: PROFILE_IMAGE_SIZE, keepAlpha: png });
  const image = sharp(data, { raw: info }).timeout({ seconds: 10 });
  return png
    ? image.png({ compressionLevel: 9 }).toBuffer()
    : image.jpeg({ quality: 85, progressive: true }).toBuffer();
}

/** Re-encodes the upload in the image queue (503 when it is full) and stores it under profiles/; answers the key. */
export async function storeProfileImage(
  deps: { storage: Storage; imageQueue: WorkQueue; config: Pick<Config, 'IMAGE_MAX_PIXELS'> },
  bytes: Buffer,
): Promise<string> {
  const clean = await deps.imageQueue.run(() => processProfileImage(bytes, deps.config.IMAGE_MAX_PIXELS));
  return deps.storage.put('profiles', clean);
}
