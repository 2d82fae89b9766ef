// Dealer rules: the dealership behind a signed-in dealer user, its profile, dashboard
// numbers and funnel, creating one (inside the caller's transaction), and the admin's view of a dealer.
// Other domains use dealers through these functions, never through the repository.
import {
  FUNNEL_DAYS,
  normaliseDealerPhone,
  normaliseWebsite,
  type AdminDealer,
  type AdminDealersQuery,
  type AdminDealerSummary,
  type DealerDashboardStats,
  type DealerFunnel,
  type DealerProfile,
  type DealerProfileDataBody,
} from 'shared-contracts';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { forbidden, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { storeProfileImage } from '../lib/profile-image';
import { removeStoredFile } from '../lib/storage';
import { announceListingsChanged, moveDealerListings } from '../listings/service';
import type { AuthContext } from '../plugins/auth';
import { toAdminDealer, toAdminDealerSummary, toDealerFunnel, toDealerProfile } from './mappers';
import {
  createDealersRepository,
  NO_FIGURES,
  type DealerRow,
  type DealersRepository,
  type MonthBounds,
  type NewDealerRow,
} from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export type { DealerRow } from './repository';

/** What the dealers service uses (built once in services.ts). */
interface DealersDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'storage' | 'imageQueue'> {
  config: Pick<Config, 'IMAGE_MAX_PIXELS'>;
  dealersRepository: DealersRepository;
}

const DAY_MS = 86_400_000;
export const DEALER_NOT_IN_TOKEN = 'Dealer ID not found in token';
export const DEALER_NOT_FOUND = 'Dealer not found';

/** The dealership of a user, if any; pass `tx` to read inside the caller's transaction. */
export function findDealerByUserId(db: Db | Tx, userId: string): Promise<DealerRow | undefined> {
  return createDealersRepository(db).findByUserId(userId);
}

/** The dealer of the signed-in user, or 404 'Dealer ID not found in token'. */
async function requireDealer(deps: DealersDeps, userId: string): Promise<DealerRow> {
  const dealer = await deps.dealersRepository.findByUserId(userId);
  if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
  return dealer;
}

async function dealerProfile(deps: DealersDeps, userId: string): Promise<DealerProfile> {
  return toDealerProfile(await requireDealer(deps, userId));
}

export interface DealerProfileChanges {
  fields: DealerProfileDataBody;
  /** The new account picture (checked as JPEG or PNG when stored). */
  image?: Buffer;
}

/**
 * Writes the account's own fields (name, phone, picture) inside the dealer's transaction (the
 * accounts domain's rule, handed in by the route: accounts already depend on dealers). Returns
 * the picture key it replaced.
 */
export type WriteAccount = (
  tx: Tx,
  userId: string,
  changes: { firstName?: string; lastName?: string; phone?: string; imageKey?: string },
  now: Date,
) => Promise<string | null>;

/**
 * PATCH /api/dealers/profiledata: changes the caller's own dealership (the id comes from the
 * session, never the body) and its account's name, phone and, with an image, picture, in one
 * transaction. The
 * image is checked and stored first, and removed again if the write fails: a rejected request
 * keeps nothing. A new ZIP code moves the dealership's listings with it (the distance search).
 * A change to what deal pages show (name, city, state, where) is announced to the listings cache
 * after the commit.
 */
async function updateDealerProfileData(
  deps: DealersDeps,
  auth: AuthContext,
  changes: DealerProfileChanges,
  writeAccount: WriteAccount,
): Promise<DealerProfile> {
  if (!auth.dealerId) throw notFound(DEALER_NOT_IN_TOKEN);
  const dealerId = auth.dealerId;
  const f = changes.fields;
  const account = {
    ...(f.firstName !== undefined ? { firstName: f.firstName } : {}),
    ...(f.lastName !== undefined ? { lastName: f.lastName } : {}),
    ...(f.phone !== undefined ? { phone: f.phone } : {}),
  };
  const values = {
    ...(f.dealershipName !== undefined ? { dealershipName: f.dealershipName } : {}),
    ...(f.phoneNumber !== undefined ? { phoneNumber: normaliseDealerPhone(f.phoneNumber) } : {}),
    ...(f.website !== undefined ? { website: normaliseWebsite(f.website) || null } : {}),
    ...(f.address !== undefined ? { address: f.address } : {}),
    ...(f.city !== undefined ? { city: f.city } : {}),
    ...(f.state !== undefined ? { state: f.state } : {}),
    ...(f.zipCode !== undefined ? { zipCode: f.zipCode } : {}),
  };
  const now = deps.clock.now();
  // Checks the bytes (JPEG or PNG; 400 otherwise, 413 above the pixel limit) and re-encodes them before anything is written.
  const imageKey = changes.image ? await storeProfileImage(deps, changes.image) : undefined;
  let result: { before: DealerRow; after: DealerRow; replacedImage: string | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      const repo = createDealersRepository(tx);
      const before = await repo.findById(dealerId);
      if (!before || before.userId !== auth.sub) throw notFound(DEALER_NOT_IN_TOKEN);
      const after = await repo.update(dealerId, { ...values, updatedAt: now });
      if (!after) throw notFound(DEALER_NOT_IN_TOKEN);
      if (after.zipCode !== before.zipCode) await moveDealerListings(tx, dealerId, after.zipCode, now);
      // Its listings moved with it (their rows' triggers tell the search cache); its name or place is told here.
      if (before.dealershipName !== after.dealershipName || before.city !== after.city || before.state !== after.state)
        await announceListingsChanged(tx, dealerId);
      const replacedImage =
        imageKey || Object.keys(account).length > 0
          ? await writeAccount(tx, auth.sub, { ...account, ...(imageKey ? { imageKey } : {}) }, now)
          : null;
      return { before, after, replacedImage };
    });
  } catch (error) {
    if (imageKey) await removeStoredFile(deps.storage, imageKey, deps.log);
    throw error;
  }
  const { after, replacedImage } = result;
  if (replacedImage && replacedImage !== imageKey) await removeStoredFile(deps.storage, replacedImage, deps.log);
  return toDealerProfile(after);
}

/** Creates the dealership row inside the caller's transaction (dealer sign-up). */
export function createDealer(tx: Tx, values: NewDealerRow): Promise<DealerRow> {
  return createDealersRepository(tx).insert(values);
}

/**
 * "Total Leads", the one definition the dashboard, the leads page and the billing page show:
 * every lead request received about the dealer's listings, verified or still awaiting the
 * shopper's email confirmation (enquiries are counted apart).
 */
function totalLeadsReceived(deps: DealersDeps, dealerId: string): Promise<number> {
  return deps.dealersRepository.countLeadsReceived(dealerId);
}

/** This calendar month's first instant (UTC), last month's, and the instant of last month as far into it as now is into this one. */
export function monthBounds(now: Date): MonthBounds {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastMonthToDate = new Date(
    Math.min(lastMonth.getTime() + (now.getTime() - thisMonth.getTime()), thisMonth.getTime()),
  );
  return { thisMonth, lastMonth, lastMonthToDate };
}

/** Counts over the signed-in dealer's own listings, leads and enquiries only. */
async function dealerDashboardStats(deps: DealersDeps, userId: string): Promise<DealerDashboardStats> {
  const dealer = await requireDealer(deps, userId);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const [{ listings: l, leads: ld, enquiries: e }, totalLeads] = await Promise.all([
    deps.dealersRepository.dashboardCounts(dealer.id, since, monthBounds(now)),
    totalLeadsReceived(deps, dealer.id),
  ]);
  return {
    totalListings: l.total,
    activeListings: l.active,
    pendingListings: l.pending,
    listingsByStatus: { pending: l.pending, active: l.active, paused: l.paused, rejected: l.rejected },
    totalViews: l.views,
    totalLeads,
    verifiedLeads: ld.verified,
    newLeads: ld.fresh,
    totalEnquiries: e.total,
    leadsLast30Days: ld.since,
    leadsByMonth: { thisMonth: ld.thisMonth, lastMonth: ld.lastMonth, lastMonthToDate: ld.lastMonthToDate },
    enquiriesByMonth: { thisMonth: e.thisMonth, lastMonth: e.lastMonth, lastMonthToDate: e.lastMonthToDate },
  };
}

/**
 * The signed-in dealer's funnel over the last FUNNEL_DAYS UTC days (today included): per own
 * listing, search impressions, deal-page views, leads and enquiries. The dealer comes from the
 * session (403 'Dealer ID not found in token' without one), so no other dealer's listing can
 * appear.
 */
async function dealerFunnel(deps: DealersDeps, auth: AuthContext): Promise<DealerFunnel> {
  if (!auth.dealerId) throw forbidden(DEALER_NOT_IN_TOKEN);
  const now = deps.clock.now();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (FUNNEL_DAYS - 1)));
  return toDealerFunnel(await deps.dealersRepository.funnelCounts(auth.dealerId, from, now), from, now, FUNNEL_DAYS);
}

/**
 * One dealer as an admin sees it, with its subscription state and figures; 404 'Dealer not
 * found' for an unknown or malformed id.
 */
async function adminDealer(deps: DealersDeps, id: string): Promise<AdminDealer> {
  const [found, figures] = isUuid(id)
    ? await Promise.all([deps.dealersRepository.findAdminView(id), deps.dealersRepository.figures([id])])
    : [undefined, undefined];
  if (!found) throw notFound(DEALER_NOT_FOUND);
  return toAdminDealer({ ...found, figures: figures?.get(id) ?? NO_FIGURES }, deps.clock.now());
}

/** GET /api/dealers (admin): a page of dealers, newest first, with their figures. */
async function listDealers(
  deps: DealersDeps,
  q: AdminDealersQuery,
): Promise<{ dealers: AdminDealerSummary[]; total: number }> {
  const { rows, total } = await deps.dealersRepository.page(q);
  const figures = await deps.dealersRepository.figures(rows.map((r) => r.dealer.id));
  const now = deps.clock.now();
  return {
    dealers: rows.map((r) => toAdminDealerSummary({ ...r, figures: figures.get(r.dealer.id) ?? NO_FIGURES }, now)),
    total,
  };
}

export function createDealersService(deps: DealersDeps) {
  return {
    /** The dealer of the signed-in user, or 404 'Dealer ID not found in token'. */
    requireDealer: (userId: string) => requireDealer(deps, userId),
    dealerProfile: (userId: string) => dealerProfile(deps, userId),
    updateDealerProfileData: (auth: AuthContext, changes: DealerProfileChanges, writeAccount: WriteAccount) =>
      updateDealerProfileData(deps, auth, changes, writeAccount),
    totalLeadsReceived: (dealerId: string) => totalLeadsReceived(deps, dealerId),
    dealerDashboardStats: (userId: string) => dealerDashboardStats(deps, userId),
    dealerFunnel: (auth: AuthContext) => dealerFunnel(deps, auth),
    adminDealer: (id: string) => adminDealer(deps, id),
    listDealers: (q: AdminDealersQuery) => listDealers(deps, q),
  };
}

export type DealersService = ReturnType<typeof createDealersService>;

/** The dealer, held until the caller's transaction ends; 404 'Dealer not found' for an unknown or malformed id. */
export async function lockDealer(tx: Tx, id: string): Promise<DealerRow> {
  const dealer = isUuid(id) ? await createDealersRepository(tx).findForUpdate(id) : undefined;
  if (!dealer) throw notFound(DEALER_NOT_FOUND);
  return dealer;
}

/** Changes the dealer's row inside the caller's transaction (an admin's edit, approval or suspension). */
export async function changeDealer(tx: Tx, id: string, values: Partial<NewDealerRow>): Promise<DealerRow> {
  const row = await createDealersRepository(tx).update(id, values);
  if (!row) throw notFound(DEALER_NOT_FOUND);
  return row;
}

/** Removes the dealer's row inside the caller's transaction (its listings, leads, enquiries and subscription are removed first by their domains). */
export async function removeDealerRow(tx: Tx, id: string): Promise<void> {
  await createDealersRepository(tx).remove(id);
}

/** Who to mail about a dealer: its account's email and first name and the dealership's name. */
export function dealerContact(db: Db | Tx, dealerId: string) {
  return createDealersRepository(db).findContact(dealerId);
}
