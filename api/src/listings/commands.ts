// Listing commands: add (POST /api/listings), edit (PUT /api/listings/{id}), change status
// (PUT /api/listings/{id}/status) and delete (DELETE /api/listings/{id}).
//
// Who: a dealer acts on its own dealership only (another dealer's listing answers 404 and
// nothing changes; a dealerId it sends is ignored); an admin on any listing, naming the dealer
// of a new one. Status: shared-contracts listing-status.ts (a new listing and a dealer's edit
// wait for approval: pending).
// Nothing of a refused request is kept: the form is checked and every image decoded and
// re-encoded in memory first, then the images are stored, then one transaction writes the row;
// if it fails, the images stored for the request are removed. Images a listing no longer shows
// are removed after the commit (unless another listing shows them: demo listings share pictures).
import { recordAudit, snapshot } from '../audit/service';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import type { NotificationsService } from '../notifications/service';
import {
  listingStatusChangeProblem,
  STOCK_NUMBER_FIELD,
  STOCK_NUMBER_MESSAGES,
  statusAfterEdit,
  type Listing,
  type ListingStatus,
} from 'shared-contracts';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import type { MultipartPart } from '../lib/multipart-form';
import type { AuthContext } from '../plugins/auth';
import {
  LISTING_FORM_MESSAGES,
  newFilesOf,
  parseListingForm,
  storedKeysOf,
  type ImageEntry,
  type ListingForm,
} from './form';
import { processListingImage, removeListingImages, storeListingImage, type ProcessedImage } from './images';
import { toListing, type ListingRow, type NewListingRow } from './mappers';
import { createListingsRepository, type ListingsRepository } from './repository';
import { bandsOf, refreshDealScores } from './deal-score';
import { derivedColumns, withDerivedColumns } from './derived';
import type { Infrastructure } from '../lib/infrastructure';

export const LISTING_COMMAND_MESSAGES = {
  created: 'Listing created successfully',
  updated: 'Listing updated successfully',
  statusUpdated: 'Listing status updated successfully',
  deleted: 'Listing deleted successfully',
  notFound: 'Listing not found',
  dealerNotInToken: 'Dealer ID not found in token',
  dealerRequired: 'Please choose the dealer of this listing (dealerId)',
  dealerUnknown: 'Dealer not found',
  noMove: 'A listing cannot be moved to another dealer',
} as const;

/** What the listing commands use (a part of the listings service's deps, service.ts). */
export interface ListingCommandDeps extends Pick<
  Infrastructure,
  'db' | 'clock' | 'log' | 'mailer' | 'storage' | 'imageQueue'
> {
  config: Pick<Config, 'IMAGE_MAX_PIXELS' | 'PUBLIC_URL'>;
  listingsRepository: ListingsRepository;
  /** A listing waiting for approval is mailed to the admins. */
  notifications: Pick<NotificationsService, 'notifyAdminsOfPendingListing'>;
}

/** What an admin's change of a listing records in the audit trail (a dealer's own changes are not moderation). */
const AUDITED_FIELDS = [
  'dealerId',
  'make',
  'model',
  'year',
  'status',
  'monthlyPayment',
] as const satisfies ReadonlyArray<keyof ListingRow>;

async function auditAdmin(
  tx: Tx,
  auth: AuthContext,
  action: 'update' | 'delete',
  before: ListingRow,
  after: ListingRow | null,
  at: Date,
) {
  if (auth.role !== 'admin') return;
  await recordAudit(tx, {
    actor: auth,
    action,
    entityType: 'listing',
    entityId: before.id,
    before: action === 'delete' ? snapshot(before, AUDITED_FIELDS) : { status: before.status },
    after: after ? { status: after.status } : null,
    at,
  });
}

/** A dealer acts only with its dealership known. */
function checkActor(auth: AuthContext): void {
  if (auth.role === 'dealer' && !auth.dealerId) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
}

const mayManage = (auth: AuthContext, row: ListingRow) =>
  auth.role === 'admin' || (auth.role === 'dealer' && row.dealerId === auth.dealerId);

/** The listing `id` if the caller may manage it; anything else (another dealer's, unknown, malformed id) is 404. */
async function managedListing(
  repo: ListingsRepository,
  auth: AuthContext,
  id: string,
  forUpdate = false,
): Promise<ListingRow> {
  const row = isUuid(id) ? await repo.findById(id, forUpdate) : undefined;
  if (!row || !mayManage(auth, row)) throw notFound(LISTING_COMMAND_MESSAGES.notFound);
  return row;
}

const keysOf = (row: Pick<ListingRow, 'imageUrl' | 'galleryImages'>) => [
  ...(row.imageUrl ? [row.imageUrl] : []),
  ...row.galleryImages,
];

/** A stored key sent back must be one of this listing's images. */
function checkStoredKeys(form: ListingForm<unknown>, row: ListingRow): void {
  const own = new Set(keysOf(row));
  const foreign = storedKeysOf(form).filter((e) => e.kind === 'stored' && !own.has(e.key));
  if (foreign.length > 0) {
    throw new HttpError(
      400,
      LISTING_FORM_MESSAGES.foreignImage,
      foreign.map((e) => ({ path: e.path, message: LISTING_FORM_MESSAGES.foreignImage })),
    );
  }
}

/**
 * Decodes and re-encodes the new files one at a time, in the app's image queue (one slot for the
 * whole form: 503 when the queue is full, before any work), each within IMAGE_MAX_PIXELS.
 */
async function processFiles(
  deps: ListingCommandDeps,
  files: Array<ImageEntry & { kind: 'file' }>,
): Promise<Map<ImageEntry, ProcessedImage>> {
  if (files.length === 0) return new Map();
  return deps.imageQueue.run(async () => {
    const out = new Map<ImageEntry, ProcessedImage>();
    for (const file of files) {
      try {
        out.set(file, await processListingImage(file.bytes, deps.config.IMAGE_MAX_PIXELS));
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500)
          throw new HttpError(error.statusCode, error.message, [{ path: file.path, message: error.message }]);
        throw error;
      }
    }
    return out;
  });
}

/** Stores the processed images; answers each entry's new key. On failure, removes what it stored. */
async function storeFiles(
  deps: ListingCommandDeps,
  processed: Map<ImageEntry, ProcessedImage>,
): Promise<Map<ImageEntry, string>> {
  const keys = new Map<ImageEntry, string>();
  try {
    for (const [entry, image] of processed) keys.set(entry, await storeListingImage(deps.storage, image));
  } catch (error) {
    await removeListingImages(deps.storage, keys.values(), deps.log);
    throw error;
  }
  return keys;
}

/**
 * Whether the request's handler timed out (UPLOAD_HANDLER_TIMEOUT_MS): Fastify then answers 503 and
 * aborts `request.signal` with FST_ERR_HANDLER_TIMEOUT. It also aborts the signal, without that
 * reason, when the request stream closes, which Node does once an upload's body has been read.
 */
export function handlerTimedOut(signal: AbortSignal | undefined): boolean {
  return Boolean(
    signal?.aborted && (signal.reason as { code?: unknown } | undefined)?.code === 'FST_ERR_HANDLER_TIMEOUT',
  );
}

/** Runs the write; if it fails, the images stored for this request are removed. */
async function writeOrForget<T>(
  deps: ListingCommandDeps,
  stored: Map<ImageEntry, string>,
  write: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    // The request already answered 503 (UPLOAD_HANDLER_TIMEOUT_MS): nothing is written.
    if (handlerTimedOut(signal)) throw signal!.reason;
    return await write();
  } catch (error) {
    await removeListingImages(deps.storage, stored.values(), deps.log);
    // Only the dealer's stock numbers are unique: another request took this one meanwhile.
    if (isUniqueViolation(error)) throw stockNumberTaken();
    throw error;
  }
}

/** After the commit: removes the images no listing shows any more. */
async function removeUnusedImages(deps: ListingCommandDeps, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const inUse = await deps.listingsRepository.imageKeysInUse(keys);
    await removeListingImages(
      deps.storage,
      keys.filter((k) => !inUse.has(k)),
      deps.log,
    );
  } catch (error) {
    deps.log.error(error, 'listing images could not be removed');
  }
}

/**
 * After a write that was or is public: the peer groups of its MSRP band(s) are scored again in
 * the same transaction; answers the row with its new score.
 */
async function rescore(tx: Tx, now: Date, before: ListingRow, after: ListingRow): Promise<ListingRow> {
  if (before.status !== 'active' && after.status !== 'active') return after;
  await refreshDealScores(tx, now, bandsOf([before, after]));
  return (await createListingsRepository(tx).findById(after.id)) ?? after;
}

const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

/** 400 on the stockNumber field when another listing of the dealer holds it. */
async function refuseTakenStockNumber(
  repo: ReturnType<typeof createListingsRepository>,
  dealerId: string,
  stockNumber: string | null | undefined,
  listingId?: string,
): Promise<void> {
  if (!stockNumber) return;
  const holder = await repo.withStockNumber(dealerId, stockNumber);
  if (holder !== undefined && holder !== listingId) throw stockNumberTaken();
}

const stockNumberTaken = () =>
  new HttpError(400, STOCK_NUMBER_MESSAGES.taken, [{ path: STOCK_NUMBER_FIELD, message: STOCK_NUMBER_MESSAGES.taken }]);

/** POST /api/listings: a new listing, pending approval. */
export async function createListing(
  deps: ListingCommandDeps,
  auth: AuthContext,
  parts: MultipartPart[],
  signal?: AbortSignal,
): Promise<Listing> {
  checkActor(auth);
  const form = parseListingForm(parts, 'create');
  let dealerId: string;
  if (auth.role === 'admin') {
    if (!form.dealerId)
      throw new HttpError(400, LISTING_COMMAND_MESSAGES.dealerRequired, [
        { path: 'dealerId', message: LISTING_COMMAND_MESSAGES.dealerRequired },
      ]);
    if (!isUuid(form.dealerId)) throw badRequest(LISTING_COMMAND_MESSAGES.dealerUnknown);
    dealerId = form.dealerId;
  } else {
    dealerId = auth.dealerId!;
  }
  // Before the images' work: the dealer must exist.
  if (!(await deps.listingsRepository.dealerOfNewListing(dealerId))) {
    throw auth.role === 'admin'
      ? badRequest(LISTING_COMMAND_MESSAGES.dealerUnknown)
      : forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  }
  const stored = await storeFiles(deps, await processFiles(deps, newFilesOf(form)));
  const now = deps.clock.now();
  const row = await writeOrForget(
    deps,
    stored,
    () =>
      deps.db.transaction(async (tx) => {
        const repo = createListingsRepository(tx);
        const dealer = await repo.dealerOfNewListing(dealerId);
        if (!dealer) throw badRequest(LISTING_COMMAND_MESSAGES.dealerUnknown);
        await refuseTakenStockNumber(repo, dealerId, form.stockNumber);
        const values: NewListingRow = withDerivedColumns({
          ...form.fields,
          stockNumber: form.stockNumber ?? null,
          dealerId,
          zipCode: dealer.zipCode,
          imageUrl: stored.get(form.main!)!,
          galleryImages: form.gallery!.map((e) => stored.get(e)!),
          status: 'pending',
          dateAdded: now,
          updatedAt: now,
        });
        const inserted = await repo.insert(values);
        await deps.notifications.notifyAdminsOfPendingListing(tx, inserted.id);
        return inserted;
      }),
    signal,
  );
  deps.mailer.wake();
  return toListing(row, true);
}

/**
 * PUT /api/listings/{id}: the fields and images sent replace the stored ones, the others stay.
 * Stored images are kept by sending their key back (only this listing's keys). A dealer's edit
 * waits for approval again (pending).
 */
export async function updateListing(
  deps: ListingCommandDeps,
  auth: AuthContext,
  id: string,
  parts: MultipartPart[],
  signal?: AbortSignal,
): Promise<Listing> {
  checkActor(auth);
  const form = parseListingForm(parts, 'update');
  // Before the images' work: the listing must be the caller's and the keys sent back its own.
  const before = await managedListing(deps.listingsRepository, auth, id);
  if (auth.role === 'admin' && form.dealerId !== undefined && form.dealerId !== before.dealerId)
    throw badRequest(LISTING_COMMAND_MESSAGES.noMove);
  checkStoredKeys(form, before);
  const stored = await storeFiles(deps, await processFiles(deps, newFilesOf(form)));
  const keyOf = (e: ImageEntry) => (e.kind === 'stored' ? e.key : stored.get(e)!);
  const now = deps.clock.now();
  const { previous, row } = await writeOrForget(
    deps,
    stored,
    () =>
      deps.db.transaction(async (tx) => {
        const repo = createListingsRepository(tx);
        const current = await managedListing(repo, auth, id, true);
        // Checked again under the lock: an edit committed meanwhile may have dropped a key.
        checkStoredKeys(form, current);
        const fields = definedOnly(form.fields);
        await refuseTakenStockNumber(repo, current.dealerId, form.stockNumber, id);
        const updated = await repo.update(id, {
          ...fields,
          ...(form.stockNumber !== undefined ? { stockNumber: form.stockNumber } : {}),
          ...derivedColumns({ ...current, ...fields }),
          ...(form.main ? { imageUrl: keyOf(form.main) } : {}),
          ...(form.gallery ? { galleryImages: form.gallery.map(keyOf) } : {}),
          status: statusAfterEdit(auth.role, current.status),
          updatedAt: now,
        });
        if (!updated) throw notFound(LISTING_COMMAND_MESSAGES.notFound);
        if (updated.status === 'pending' && current.status !== 'pending')
          await deps.notifications.notifyAdminsOfPendingListing(tx, updated.id);
        return { previous: current, row: await rescore(tx, now, current, updated) };
      }),
    signal,
  );
  deps.mailer.wake();
  const kept = new Set(keysOf(row));
  await removeUnusedImages(
    deps,
    keysOf(previous).filter((k) => !kept.has(k)),
  );
  return toListing(row, true);
}

/** PUT /api/listings/{id}/status, by the rule of shared-contracts `listingStatusChangeProblem`. */
export async function changeListingStatus(
  deps: ListingCommandDeps,
  auth: AuthContext,
  id: string,
  status: ListingStatus,
): Promise<Listing> {
  checkActor(auth);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const repo = createListingsRepository(tx);
    const current = await managedListing(repo, auth, id, true);
    const problem = listingStatusChangeProblem(auth.role, current.status, status);
    if (problem) throw new HttpError(problem.status, problem.message);
    if (current.status === status) return current;
    const updated = await repo.update(id, { status, updatedAt: now });
    if (!updated) throw notFound(LISTING_COMMAND_MESSAGES.notFound);
    await auditAdmin(tx, auth, 'update', current, updated, now);
    return rescore(tx, now, current, updated);
  });
  return toListing(row, true);
}

/** DELETE /api/listings/{id}: the listing, then (after the commit) its images. */
export async function deleteListing(deps: ListingCommandDeps, auth: AuthContext, id: string): Promise<void> {
  checkActor(auth);
  const removed = await deps.db.transaction(async (tx) => {
    const repo = createListingsRepository(tx);
    const current = await managedListing(repo, auth, id, true);
    await repo.remove(id);
    await auditAdmin(tx, auth, 'delete', current, null, deps.clock.now());
    if (current.status === 'active') await refreshDealScores(tx, deps.clock.now(), bandsOf([current]));
    return current;
  });
  await removeUnusedImages(deps, keysOf(removed));
}
