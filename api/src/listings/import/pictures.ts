// Pictures by address for an import (the optional `pictures` column), fetched by a background job
// after the apply answered. The apply (service.ts) saves the rows and gives each listing whose
// addresses changed its new `picture_sources` at once (so importing the same file again fetches
// nothing), and records the run with one task per such listing and its picture count. The job
// (IMPORT_PICTURES_JOB, one per import: its singletonKey is the run's id) takes the tasks in turn:
// each address is fetched with the safe fetcher (public addresses only, FETCH_TIMEOUT_MS,
// LISTING_IMAGE_MAX_BYTES), checked, decoded and re-encoded exactly as an upload
// (processListingImage, on the image queue) and stored; then, in one transaction, the listing gets
// the pictures that could be read (main first; its old files are removed after) unless another
// import changed its addresses meanwhile or it is gone, the run's progress moves and the task is
// removed, so a retried job goes on where it stopped. A picture that cannot be fetched or read is
// one message of the run's result ("Picture 2: The server answered 404"), not a failure of the
// import; a row none of whose pictures could be read keeps the pictures its listing had.
import type { ImportDeps } from './deps';
import {
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  pictureProblemMessage,
  statusAfterEdit,
} from 'shared-contracts';
import type { ImportPictureError } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/errors';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import { bandsOf, refreshDealScores } from '../deal-score';
import { processListingImage, removeListingImages, storeListingImage } from '../images';
import { createListingsRepository } from '../repository';
import { createImportHistoryRepository } from './history';
import { picturesChange, type ClassifiedRow } from './rows';

type PictureDeps = Pick<ImportDeps, 'db' | 'clock' | 'config' | 'storage' | 'imageQueue' | 'log'>;

/** The picture job's queue: one run per import (singletonKey: the run's id). */
export const IMPORT_PICTURES_JOB = 'import-pictures';

/** 400 when the rows ask for more new pictures than one file may. */
export function checkNewPictureCount(rows: ClassifiedRow[]): void {
  const wanted = rows.filter((r) => r.status !== 'refused' && picturesChange(r.pictures, r.listing));
  if (wanted.flatMap((r) => r.pictures!).length > LISTING_IMPORT_LIMITS.maxNewPictures)
    throw badRequest(LISTING_IMPORT_MESSAGES.tooManyNewPictures);
}

/** Asks for the run's picture job (after the apply's commit). */
export const requestImportPictures = (deps: Pick<ImportDeps, 'jobs'>, runId: string) =>
  deps.jobs.request(IMPORT_PICTURES_JOB, { data: { runId }, singletonKey: runId });

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
    // Not an image, damaged, too many pixels (4xx); a full image queue (503) fails the job's
    // attempt, which is retried from this task.
    if (error instanceof HttpError && error.statusCode < 500) return { problem: error.message };
    throw error;
  }
}

const sameList = (a: readonly string[] | null, b: readonly string[]) =>
  a !== null && a.length === b.length && a.every((v, i) => v === b[i]);

/** The picture job: the run's remaining tasks in turn, then the run finished. */
export async function runImportPictures(deps: PictureDeps, runId: string): Promise<void> {
  const history = createImportHistoryRepository(deps.db);
  for (;;) {
    const run = await history.forPictures(runId);
    if (!run || run.finishedAt) return;
    const [task] = run.pictureTasks;
    if (!task) {
      await history.update(runId, { finishedAt: deps.clock.now() });
      return;
    }
    const keys: string[] = [];
    const errors: ImportPictureError[] = [];
    try {
      for (const [i, url] of task.urls.entries()) {
        const outcome = await storePicture(deps, url);
        if ('problem' in outcome)
          errors.push({
            row: task.row,
            stockNumber: task.stockNumber,
            message: pictureProblemMessage(i + 1, outcome.problem),
          });
        else keys.push(outcome.key);
        await history.update(runId, { picturesDone: run.picturesDone + i + 1 });
      }
    } catch (error) {
      await removeListingImages(deps.storage, keys, deps.log);
      throw error;
    }

    let unused = keys;
    let replaced: string[] = [];
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const listings = createListingsRepository(tx);
      const runs = createImportHistoryRepository(tx);
      const locked = await runs.forPictures(runId, true);
      // Another attempt of this job did this task meanwhile.
      if (!locked || locked.pictureTasks[0]?.listingId !== task.listingId) return;
      const current = await listings.findById(task.listingId, true);
      // Gone, or another import gave it other addresses meanwhile (its own run fetches those).
      if (current && sameList(current.pictureSources, task.urls) && keys.length > 0) {
        // A visible change, as the import's edit was (an approval in between is undone).
        const status = statusAfterEdit('dealer', current.status);
        const updated = await listings.update(current.id, {
          imageUrl: keys[0],
          galleryImages: keys.slice(1),
          status,
          updatedAt: now,
        });
        if (current.status === 'active') await refreshDealScores(tx, now, bandsOf([current, updated!]));
        replaced = [...(current.imageUrl ? [current.imageUrl] : []), ...current.galleryImages];
        unused = [];
      }
      await runs.update(runId, {
        picturesDone: run.picturesDone + task.urls.length,
        pictureErrors: [...locked.pictureErrors, ...errors],
        pictureTasks: locked.pictureTasks.slice(1),
      });
    });
    // Before the run reads as finished (the next turn finishes it once no task is left).
    await removeListingImages(deps.storage, [...unused, ...replaced], deps.log);
  }
}
