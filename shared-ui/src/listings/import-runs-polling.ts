import type { ListingImportRun } from 'shared-contracts';

/** How often an answer holding import runs is read again while one of them is unfinished. */
const IMPORT_RUNS_POLL_MS = 2000;

/**
 * A query's refetchInterval for an answer holding import runs (the dealer's import history, the
 * admin's dealer feed): read again every 2 seconds while one of them is unfinished (its pictures
 * being fetched), so its progress moves in the table, then no more.
 */
export const pollWhileImportRunsUnfinished = (query: {
  state: { data?: { runs: ReadonlyArray<Pick<ListingImportRun, 'finishedAt'>> } };
}): number | false => (query.state.data?.runs.some((run) => run.finishedAt === null) ? IMPORT_RUNS_POLL_MS : false);
