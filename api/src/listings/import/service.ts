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
// (listings/feed) applies a fetched feed through the same applyCheckedRows.
import type { FastifyInstance } from 'fastify';
import {
  LISTING_IMPORT_MESSAGES,
  listingStatusChangeProblem,
  statusAfterEdit,
  type ListingImportMode,
  type ListingImportPreview,
  type ListingImportResult,
} from 'shared-contracts';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, forbidden, HttpError } from '../../lib/errors';
import { notifyAdminsOfImportedListings } from '../../notifications/service';
import type { AuthContext } from '../../plugins/auth';
import { handlerTimedOut, LISTING_COMMAND_MESSAGES } from '../commands';
import { bandsOf, refreshDealScores } from '../deal-score';
import { derivedColumns, withDerivedColumns } from '../derived';
import { removeListingImages } from '../images';
import type { ListingRow } from '../mappers';
import { createListingsRepository } from '../repository';
import { readImportFile } from './csv-file';
import { createImportHistoryRepository } from './history';
import { createListingImportRepository } from './repository';
import { storeImportPictures, type ImportPictures } from './pictures';
import { checkRows, classifyRows, picturesChange, publicRow, type CheckedRow, type ClassifiedRow } from './rows';

type Deps = Pick<FastifyInstance, 'db' | 'clock' | 'mailer' | 'config' | 'storage' | 'imageQueue' | 'log'>;

/** The importing dealer's id: a dealer acts on its own dealership only. */
function dealerOf(auth: AuthContext): string {
  if (auth.role !== 'dealer' || !auth.dealerId) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  return auth.dealerId;
}

/** POST /api/listings/import/preview: what applying the file would do, row by row. Writes nothing. */
export async function previewImport(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  file: Buffer,
): Promise<ListingImportPreview> {
  const dealerId = dealerOf(auth);
  const checked = checkRows(readImportFile(file));
  const existing = await createListingImportRepository(deps.db).withStockNumbers(dealerId);
  const { rows, counts } = classifyRows(checked, existing);
  return { rows: rows.map(publicRow), counts };
}

/** Every refused row's problems as one 400 (`errors[].path` is `<row>.<column>`). */
function refuseIfAnyRowIs(checked: CheckedRow[]): void {
  const errors = checked.flatMap((r) => r.problems.map((p) => ({ path: `${r.row}.${p.column}`, message: p.message })));
  if (errors.length > 0) throw new HttpError(400, LISTING_IMPORT_MESSAGES.refusedRows, errors);
}

/** POST /api/listings/import/apply: the file applied in one transaction, or nothing written. */
export async function applyImport(
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
  // The pictures to fetch, as the rows read now (the transaction checks they still are).
  const before = classifyRows(checked, await createListingImportRepository(deps.db).withStockNumbers(dealerId));
  const pictures = await storeImportPictures(deps, before.rows);
  const now = deps.clock.now();
  let replaced: string[] = [];
  try {
    const result = await deps.db.transaction(async (tx) => {
      const { result: applied, replacedImages } = await applyRows(deps, tx, dealerId, checked, mode, now, pictures);
      replaced = replacedImages;
      await createImportHistoryRepository(tx).record({
        dealerId,
        kind: run.kind,
        mode,
        startedAt: run.startedAt,
        finishedAt: deps.clock.now(),
        created: applied.created,
        updated: applied.updated,
        unchanged: applied.unchanged,
        paused: applied.paused,
      });
      // The request already answered 503 (UPLOAD_HANDLER_TIMEOUT_MS): roll back rather than commit unseen.
      if (handlerTimedOut(signal)) throw signal!.reason;
      return applied;
    });
    deps.mailer.wake();
    // The pictures the import replaced, once nothing refers to them.
    await removeListingImages(deps.storage, replaced, deps.log);
    return result;
  } catch (error) {
    await removeListingImages(deps.storage, pictures.stored, deps.log);
    // Another import (or tab) of the same dealer added a stock number meanwhile.
    if (isUniqueViolation(error)) throw conflict(LISTING_IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  }
}

/** The picture columns of a row given new pictures (main first, then the gallery). */
const pictureColumns = (keys: string[], sources: string[]) => ({
  imageUrl: keys[0] ?? null,
  galleryImages: keys.slice(1),
  pictureSources: sources,
});

async function applyRows(
  deps: Deps,
  tx: Tx,
  dealerId: string,
  checked: CheckedRow[],
  mode: ListingImportMode,
  now: Date,
  pictures: ImportPictures,
): Promise<{ result: ListingImportResult; replacedImages: string[] }> {
  const repo = createListingImportRepository(tx);
  const listingsRepo = createListingsRepository(tx);
  const dealer = await repo.dealer(dealerId);
  if (!dealer) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  const { rows, counts, missing } = classifyRows(checked, await repo.withStockNumbers(dealerId, true));
  // A row whose pictures changed since they were fetched: the file must be applied again.
  const picturesOf = (r: ClassifiedRow) => {
    if (!picturesChange(r.pictures, r.listing)) return {};
    const keys = pictures.byStock.get(r.stockNumber);
    if (!keys) throw conflict(LISTING_IMPORT_MESSAGES.changedMeanwhile);
    return pictureColumns(keys, r.pictures!);
  };
  const replacedImages: string[] = [];

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
          ...picturesOf(r),
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
    const newPictures = picturesOf(r);
    if ('imageUrl' in newPictures)
      replacedImages.push(...(current.imageUrl ? [current.imageUrl] : []), ...current.galleryImages);
    const updated = await listingsRepo.update(current.id, {
      ...r.fields!,
      ...derivedColumns({ ...current, ...r.fields! }),
      ...newPictures,
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
  await notifyAdminsOfImportedListings(deps, tx, dealer.dealershipName, newlyPending);
  return {
    result: {
      mode,
      created: created.length,
      updated: counts.changed,
      unchanged: counts.unchanged,
      paused: toPause.length,
    },
    replacedImages,
  };
}
