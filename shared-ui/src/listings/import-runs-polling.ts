import type { ListingImportRun } from 'shared-contracts';

/** How often an answer holding import runs is read again while one of them is unfinished. */
const IMPORT_RUNS_POLL_MS = 2000;

type Run = Pick<ListingImportRun, 'finishedAt'>;

/**
 * A query's refetchInterval for an answer holding import runs (the dealer's import history, the
 * admin's dealer feed) or one run (the dealer's import page after an apply): read again every 2
 * seconds while one of them is unfinished (its pictures being fetched), so its progress moves on
 * the screen, then no more.
 */
export const pollWhileImportRunsUnfinished = (query: {
  state: { data?: { runs: ReadonlyArray<Run> } | Run };
}): number | false => {
  const data = query.state.data;
  const runs = data === undefined ? [] : 'runs' in data ? data.runs : [data];
  return runs.some((run) => run.finishedAt === null) ? IMPORT_RUNS_POLL_MS : false;
};
