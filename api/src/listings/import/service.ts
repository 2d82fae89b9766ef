// The spreadsheet import of a dealer's listings (issue 31, first slice: no pictures, no feed).
//
// Preview reads and checks the file and compares each row with the dealer's listings by stock
// number; nothing is stored (the dealer sends the same file again to apply it, see
// docs/decisions.md). Apply does the same reading again, refuses the whole file if any row is
// refused, then writes everything in ONE transaction holding the dealer's stock-numbered
// listings: new rows are added as the wizard adds (pending, without pictures), changed rows are
// edits (the edit path's rule: statusAfterEdit, so a dealer's change waits for approval again),
// unchanged rows are left alone (applying a file twice adds and changes nothing), and a full
// import pauses the listings the file lacks that a dealer may pause (the status rule of
// PUT /api/listings/{id}/status). Admins get one mail for the listings the import left pending.
// The apply is recorded in the dealer's import history in the same transaction; the feed job
// (listings/feed) applies a fetched feed through the same applyCheckedRows. New pictures by
// address are not fetched here: the rows get their new addresses, the run records one task per
// listing, and the picture job (pictures.ts) fetches them after the commit, moving the run's
// progress (GET /api/listings/import/runs/:id) and finishing it.
import type { ImportDeps } from './deps';
import {
  LISTING_FEED_MESSAGES,
  LISTING_IMPORT_MESSAGES,
  listingStatusChangeProblem,
  statusAfterEdit,
  type ListingImportMode,
  type ListingImportPreview,
  type ListingImportResult,
  type ListingImportRun,
} from 'shared-contracts';
import type { Tx } from '../../db/client';
import type { ImportPictureTask } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuthContext } from '../../plugins/auth';
import { handlerTimedOut, LISTING_COMMAND_MESSAGES } from '../commands';
import { bandsOf, refreshDealScores } from '../deal-score';
import { derivedColumns, withDerivedColumns } from '../derived';
import type { ListingRow } from '../mappers';
import { createListingsRepository } from '../repository';
import { readImportFile } from './csv-file';
import { createImportHistoryRepository } from './history';
import { createListingImportRepository } from './repository';
import { checkNewPictureCount, requestImportPictures, runImportPictures } from './pictures';
import { checkRows, classifyRows, picturesChange, publicRow, type CheckedRow } from './rows';
import { sweepImportPictures } from './sweep';

type Deps = Pick<ImportDeps, 'db' | 'clock' | 'mailer' | 'config' | 'jobs' | 'notifications'>;

/** The importing dealer's id: a dealer acts on its own dealership only. */
function dealerOf(auth: AuthContext): string {
  if (auth.role !== 'dealer' || !auth.dealerId) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  return auth.dealerId;
}

/** POST /api/listings/import/preview: what applying the file would do, row by row. Writes nothing. */
async function previewImport(deps: Pick<Deps, 'db'>, auth: AuthContext, file: Buffer): Promise<ListingImportPreview> {
  const dealerId = dealerOf(auth);
  const checked = checkRows(readImportFile(file));
  const existing = await createListingImportRepository(deps.db).withStockNumbers(dealerId);
  const { rows, counts } = classifyRows(checked, existing);
  return { rows: rows.map(publicRow), counts };
}

/** GET /api/listings/import/runs/:id: one of the dealer's own runs (another's: 404, as an unknown id). */
async function dealerImportRun(deps: Pick<Deps, 'db'>, auth: AuthContext, id: string): Promise<ListingImportRun> {
  const dealerId = dealerOf(auth);
  const run = isUuid(id) ? await createImportHistoryRepository(deps.db).ofDealer(dealerId, id) : undefined;
  if (!run) throw notFound(LISTING_FEED_MESSAGES.runNotFound);
  return run;
}

/** Every refused row's problems as one 400 (`errors[].path` is `<row>.<column>`). */
function refuseIfAnyRowIs(checked: CheckedRow[]): void {
  const errors = checked.flatMap((r) => r.problems.map((p) => ({ path: `${r.row}.${p.column}`, message: p.message })));
  if (errors.length > 0) throw new HttpError(400, LISTING_IMPORT_MESSAGES.refusedRows, errors);
}

/** POST /api/listings/import/apply: the file applied in one transaction, or nothing written. */
async function applyImport(
  deps: Deps,
  auth: AuthContext,
  file: Buffer,
  mode: ListingImportMode,
  signal?: AbortSignal,
): Promise<ListingImportResult> {
  const dealerId = dealerOf(auth);
  const startedAt = deps.clock.now();
  const checked = checkRows(readImportFile(file));
  refuseIfAnyRowIs(checked);
  return applyCheckedRows(deps, dealerId, checked, mode, { kind: 'import', startedAt, signal });
}

/**
 * Rows already checked (none refused) applied in one transaction for the dealer, recorded in its
 * import history in the same transaction: the upload's apply and the feed job's.
 */
export async function applyCheckedRows(
  deps: Deps,
  dealerId: string,
  checked: CheckedRow[],
  mode: ListingImportMode,
  run: { kind: 'import' | 'feed'; startedAt: Date; signal?: AbortSignal },
): Promise<ListingImportResult> {
  const { signal } = run;
  // At most maxNewPictures new pictures, as the rows read now (bounds the picture job).
  checkNewPictureCount(
    classifyRows(checked, await createListingImportRepository(deps.db).withStockNumbers(dealerId)).rows,
  );
  const now = deps.clock.now();
  try {
    const { result, picturesToFetch, runId } = await deps.db.transaction(async (tx) => {
      const { result: applied, pictureTasks } = await applyRows(deps, tx, dealerId, checked, mode, now);
      const picturesTotal = pictureTasks.reduce((n, t) => n + t.urls.length, 0);
      const id = await createImportHistoryRepository(tx).record({
        dealerId,
        kind: run.kind,
        mode,
        startedAt: run.startedAt,
        // With pictures to fetch, the picture job finishes the run.
        finishedAt: pictureTasks.length > 0 ? null : deps.clock.now(),
        created: applied.created,
        updated: applied.updated,
        unchanged: applied.unchanged,
        paused: applied.paused,
        picturesTotal,
        pictureTasks,
      });
      // The request already answered 503 (UPLOAD_HANDLER_TIMEOUT_MS): roll back rather than commit unseen.
      if (handlerTimedOut(signal)) throw signal!.reason;
      return { result: applied, picturesToFetch: picturesTotal, runId: id };
    });
    deps.mailer.wake();
    if (picturesToFetch > 0) await requestImportPictures(deps, runId);
    return { ...result, runId, picturesToFetch };
  } catch (error) {
    // Another import (or tab) of the same dealer added a stock number meanwhile.
    if (isUniqueViolation(error)) throw conflict(LISTING_IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  }
}

async function applyRows(
  deps: Deps,
  tx: Tx,
  dealerId: string,
  checked: CheckedRow[],
  mode: ListingImportMode,
  now: Date,
): Promise<{ result: Omit<ListingImportResult, 'runId' | 'picturesToFetch'>; pictureTasks: ImportPictureTask[] }> {
  const repo = createListingImportRepository(tx);
  const listingsRepo = createListingsRepository(tx);
  const dealer = await repo.dealer(dealerId);
  if (!dealer) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  const { rows, counts, missing } = classifyRows(checked, await repo.withStockNumbers(dealerId, true));
  // New addresses are saved now (so the same file again fetches nothing); their pictures come
  // with the picture job, the listing keeping its current ones meanwhile.
  const newSources = rows.filter((r) => r.status !== 'refused' && picturesChange(r.pictures, r.listing));
  const sourcesOf = (stockNumber: string) => {
    const row = newSources.find((r) => r.stockNumber === stockNumber);
    return row ? { pictureSources: row.pictures! } : {};
  };

  const created = await repo.insertMany(
    rows
      .filter((r) => r.status === 'new')
      .map((r) =>
        withDerivedColumns({
          ...r.fields!,
          stockNumber: r.stockNumber,
          dealerId,
          zipCode: dealer.zipCode,
          imageUrl: null,
          galleryImages: [],
          ...sourcesOf(r.stockNumber),
          status: 'pending' as const,
          dateAdded: now,
          updatedAt: now,
        }),
      ),
  );

  // Rows whose public state may move: the deal scores of their MSRP bands are recomputed.
  const touched: ListingRow[] = [];
  let newlyPending = created.length;
  for (const r of rows) {
    if (r.status !== 'changed') continue;
    const current = r.listing!;
    const status = statusAfterEdit('dealer', current.status);
    const updated = await listingsRepo.update(current.id, {
      ...r.fields!,
      ...derivedColumns({ ...current, ...r.fields! }),
      ...sourcesOf(r.stockNumber),
      status,
      updatedAt: now,
    });
    if (status === 'pending' && current.status !== 'pending') newlyPending++;
    if (current.status === 'active' || updated?.status === 'active') touched.push(current, updated!);
  }

  const toPause =
    mode === 'full'
      ? missing.filter((l) => l.status !== 'paused' && !listingStatusChangeProblem('dealer', l.status, 'paused'))
      : [];
  await repo.setStatus(
    toPause.map((l) => l.id),
    'paused',
    now,
  );
  touched.push(...toPause);

  if (touched.length > 0) await refreshDealScores(tx, now, bandsOf(touched));
  await deps.notifications.notifyAdminsOfImportedListings(tx, dealer.dealershipName, newlyPending);
  const idOf = new Map<string, string>();
  for (const l of created) idOf.set(l.stockNumber!, l.id);
  for (const r of rows) if (r.listing) idOf.set(r.stockNumber, r.listing.id);
  return {
    result: {
      mode,
      created: created.length,
      updated: counts.changed,
      unchanged: counts.unchanged,
      paused: toPause.length,
    },
    pictureTasks: newSources.map((r) => ({
      listingId: idOf.get(r.stockNumber)!,
      row: r.row,
      stockNumber: r.stockNumber,
      urls: r.pictures!,
    })),
  };
}

/** The spreadsheet import of listings and its picture runs (built once in services.ts). */
export function createListingImportService(deps: ImportDeps) {
  return {
    previewImport: (auth: AuthContext, file: Buffer) => previewImport(deps, auth, file),
    applyImport: (auth: AuthContext, file: Buffer, mode: ListingImportMode, signal?: AbortSignal) =>
      applyImport(deps, auth, file, mode, signal),
    dealerImportRun: (auth: AuthContext, id: string) => dealerImportRun(deps, auth, id),
    /** The picture job of one import run (pictures.ts). */
    runImportPictures: (runId: string) => runImportPictures(deps, runId),
    /** The sweep of runs whose picture job went missing (sweep.ts). */
    sweepImportPictures: () => sweepImportPictures(deps),
  };
}
