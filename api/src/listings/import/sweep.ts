// The safety net of the import's picture job: the apply records a run unfinished with its picture
// tasks and asks for the job after its commit, so a process ending in between (or a failed send)
// would leave the run unfinished for good. On IMPORT_PICTURES_SWEEP_CRON (default every 5 minutes,
// once across all instances) the sweep asks for the picture job again of every run unfinished for
// more than STUCK_AFTER_MS whose job is neither queued, waiting for a retry nor running. A run
// whose job is pending is left alone; the job's singletonKey (the run's id, pg-boss's `stately`
// policy: one queued per key) would also make a second request nothing, but not while a run waits
// for its retry. Runs older than a day are left alone: their job failed every retry, a fault to
// look at (the admin's job list shows it), not to try every 5 minutes for ever.
import type { ImportDeps } from './deps';
import { createImportHistoryRepository } from './history';
import { IMPORT_PICTURES_JOB, requestImportPictures } from './pictures';

export const IMPORT_PICTURES_SWEEP_JOB = 'import-pictures-sweep';

/** How long a run may stay unfinished before the sweep asks for its pictures again. */
export const STUCK_AFTER_MS = 5 * 60_000;
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** Asks for the picture job of each stuck run; answers how many it asked for. */
export async function sweepImportPictures(deps: Pick<ImportDeps, 'db' | 'clock' | 'jobs'>): Promise<number> {
  const now = deps.clock.now().getTime();
  const stuck = await createImportHistoryRepository(deps.db).unfinishedStartedBetween(
    new Date(now - GIVE_UP_AFTER_MS),
    new Date(now - STUCK_AFTER_MS),
  );
  if (stuck.length === 0) return 0;
  const pending = await deps.jobs.pendingKeys(IMPORT_PICTURES_JOB);
  const lost = stuck.filter((id) => !pending.has(id));
  for (const runId of lost) await requestImportPictures(deps, runId);
  return lost.length;
}
