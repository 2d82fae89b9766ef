// Pictures by address for an import (the optional `pictures` column): before the apply's
// transaction, each row whose addresses differ from those its listing was last given is fetched
// with the safe fetcher (public addresses only, FETCH_TIMEOUT_MS, LISTING_IMAGE_MAX_BYTES), then
// checked, decoded and re-encoded exactly as an upload (processListingImage, on the image queue)
// and stored. An unchanged cell fetches nothing. Each listing gets its own stored copies (a
// listing's removal removes its files), so an address used by two rows is fetched twice. A picture that cannot be fetched or read refuses its row (`<row>.pictures`, "Picture 2:
// The server answered 404") and the whole file: every picture stored for it is removed again.
import type { FastifyInstance } from 'fastify';
import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  PICTURES_COLUMN,
  pictureProblemMessage,
} from 'shared-contracts';
import { badRequest, HttpError } from '../../lib/errors';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import { processListingImage, removeListingImages, storeListingImage } from '../images';
import { picturesChange, type ClassifiedRow } from './rows';

export type PictureDeps = Pick<FastifyInstance, 'config' | 'storage' | 'imageQueue' | 'log'>;

export interface ImportPictures {
  /** The stored keys of each row's pictures (main first), by stock number. */
  byStock: Map<string, string[]>;
  /** Every key stored for this import (removed again when the import fails). */
  stored: string[];
}

/** Fetched, re-encoded and stored: its key; a problem of the picture itself: its message. */
async function storePicture(deps: PictureDeps, url: string): Promise<{ key: string } | { problem: string }> {
  try {
    const fetched = await safeFetch(url, {
      timeoutMs: deps.config.FETCH_TIMEOUT_MS,
      maxBytes: LISTING_IMAGE_MAX_BYTES,
      allowLoopback: deps.config.FETCH_ALLOW_LOOPBACK === 'true',
      accept: 'image/jpeg, image/png',
    });
    const image = await deps.imageQueue.run(() => processListingImage(fetched.bytes, deps.config.IMAGE_MAX_PIXELS));
    return { key: await storeListingImage(deps.storage, image) };
  } catch (error) {
    if (error instanceof SafeFetchError) return { problem: error.message };
    // Not an image, damaged, too many pixels (4xx); a full image queue (503) fails the import.
    if (error instanceof HttpError && error.statusCode < 500) return { problem: error.message };
    throw error;
  }
}

/** The rows' new pictures stored, or a 400 naming each row whose pictures could not be (nothing left stored). */
export async function storeImportPictures(deps: PictureDeps, rows: ClassifiedRow[]): Promise<ImportPictures> {
  const wanted = rows.filter((r) => r.status !== 'refused' && picturesChange(r.pictures, r.listing));
  if (wanted.flatMap((r) => r.pictures!).length > LISTING_IMPORT_LIMITS.maxNewPictures)
    throw badRequest(LISTING_IMPORT_MESSAGES.tooManyNewPictures);
  const result: ImportPictures = { byStock: new Map(), stored: [] };
  const errors: Array<{ path: string; message: string }> = [];
  try {
    for (const row of wanted) {
      const keys: string[] = [];
      for (const [i, url] of row.pictures!.entries()) {
        const outcome = await storePicture(deps, url);
        if ('problem' in outcome) {
          errors.push({
            path: `${row.row}.${PICTURES_COLUMN}`,
            message: pictureProblemMessage(i + 1, outcome.problem),
          });
          break;
        }
        result.stored.push(outcome.key);
        keys.push(outcome.key);
      }
      result.byStock.set(row.stockNumber, keys);
    }
  } catch (error) {
    await removeListingImages(deps.storage, result.stored, deps.log);
    throw error;
  }
  if (errors.length > 0) {
    await removeListingImages(deps.storage, result.stored, deps.log);
    throw new HttpError(400, LISTING_IMPORT_MESSAGES.refusedRows, errors);
  }
  return result;
}
