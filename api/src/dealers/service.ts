// Dealer rules: the dealership behind a signed-in dealer user, its profile and dashboard
// numbers, creating one (inside the caller's transaction), and the admin's view of a dealer.
// Other domains use dealers through these functions, never through the repository.
import type { FastifyInstance } from 'fastify';
import type { AdminDealer, DealerDashboardStats, DealerProfile } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { toAdminDealer, toDealerProfile } from './mappers';
import { createDealersRepository, type DealerRow, type NewDealerRow } from './repository';

export type { DealerRow } from './repository';
export { toDealerProfile } from './mappers';

export type DealersDeps = Pick<FastifyInstance, 'dealersRepository' | 'clock'>;

const DAY_MS = 86_400_000;
export const DEALER_NOT_IN_TOKEN = 'Dealer ID not found in token';
export const DEALER_NOT_FOUND = 'Dealer not found';

/** The dealership of a user, if any; pass `tx` to read inside the caller's transaction. */
export function findDealerByUserId(db: Db | Tx, userId: string): Promise<DealerRow | undefined> {
  return createDealersRepository(db).findByUserId(userId);
}

/** The dealer of the signed-in user, or 404 'Dealer ID not found in token'. */
export async function requireDealer(deps: DealersDeps, userId: string): Promise<DealerRow> {
  const dealer = await deps.dealersRepository.findByUserId(userId);
  if (!dealer) throw notFound(DEALER_NOT_IN_TOKEN);
  return dealer;
}

export async function dealerProfile(deps: DealersDeps, userId: string): Promise<DealerProfile> {
  return toDealerProfile(await requireDealer(deps, userId));
}

/** Creates the dealership row inside the caller's transaction (dealer sign-up). */
export function createDealer(tx: Tx, values: NewDealerRow): Promise<DealerRow> {
  return createDealersRepository(tx).insert(values);
}

/** Counts over the signed-in dealer's own listings, leads and enquiries only. */
export async function dealerDashboardStats(deps: DealersDeps, userId: string): Promise<DealerDashboardStats> {
  const dealer = await requireDealer(deps, userId);
  const since = new Date(deps.clock.now().getTime() - 30 * DAY_MS);
  const { listings: l, leads: ld, enquiries: e } = await deps.dealersRepository.dashboardCounts(dealer.id, since);
  return {
    totalListings: l.total,
    activeListings: l.active,
    pendingListings: l.pending,
    totalViews: l.views,
    totalLeads: ld.total,
    verifiedLeads: ld.verified,
    newLeads: ld.fresh,
    totalEnquiries: e.total,
    leadsLast30Days: ld.since,
  };
}

/** One dealer as an admin sees it; 404 'Dealer not found' for an unknown or malformed id. */
export async function adminDealer(deps: DealersDeps, id: string): Promise<AdminDealer> {
  const found = isUuid(id) ? await deps.dealersRepository.findAdminView(id) : undefined;
  if (!found) throw notFound(DEALER_NOT_FOUND);
  return toAdminDealer(found.dealer, found.user, found.subscription);
}
