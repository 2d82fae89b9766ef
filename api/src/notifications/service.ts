// Mail to the admins about what waits for them: a new dealer to approve, a listing to approve.
// Each goes to every admin whose permissions let it act on it (manageDealers, verifyLeads), one
// mail each, written to the outbox inside the caller's transaction (saved with the change, or
// rolled back with it).
import type { Permission } from 'shared-contracts';
import { permissionsFor } from '../auth/permissions';
import { isUuid } from '../lib/ids';
import { adminImportedListingsMail, adminNewDealerMail, adminPendingListingMail } from '../lib/mail-templates';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { Mail } from '../lib/mailer';
import { createNotificationsRepository } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

/** What the notifications service uses (built once in services.ts); the mails go out through the caller's `tx`. */
interface NotificationsDeps extends Pick<Infrastructure, 'mailer'> {
  config: Pick<Config, 'PUBLIC_URL'>;
}

const siteUrl = (deps: NotificationsDeps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** Mails every admin holding `permission` the mail `build` makes for it. */
async function notifyAdmins(
  deps: NotificationsDeps,
  tx: Db | Tx,
  permission: Permission,
  build: (admin: { email: string; firstName: string }) => Mail,
): Promise<void> {
  const admins = await createNotificationsRepository(tx).admins();
  await deps.mailer.queue(
    tx,
    admins.filter((admin) => permissionsFor('admin', admin.permissions)?.[permission] === true).map(build),
  );
}

/** A dealer signed up (or was created) and waits for approval: to admins with manageDealers. */
async function notifyAdminsOfNewDealer(
  deps: NotificationsDeps,
  tx: Db | Tx,
  dealer: { id: string; dealershipName: string; email: string; city: string | null; state: string | null },
): Promise<void> {
  const url = siteUrl(deps, `/admin/dealer-details/${dealer.id}`);
  await notifyAdmins(deps, tx, 'manageDealers', (admin) =>
    adminNewDealerMail(admin.email, admin.firstName, dealer, url),
  );
}

/**
 * A listing was added or edited and waits for approval (status pending): to admins with
 * verifyLeads. Call it inside the listing's transaction, after the write; a listing that is
 * not pending (or not found) sends nothing.
 */
async function notifyAdminsOfPendingListing(deps: NotificationsDeps, tx: Db | Tx, listingId: string): Promise<void> {
  if (!isUuid(listingId)) return;
  const listing = await createNotificationsRepository(tx).listingWithDealer(listingId);
  if (listing?.status !== 'pending') return;
  const url = siteUrl(deps, `/admin/listing-details/${listing.id}`);
  await notifyAdmins(deps, tx, 'verifyLeads', (admin) =>
    adminPendingListingMail(admin.email, admin.firstName, listing, url),
  );
}

/**
 * A dealer's spreadsheet import left `count` listings waiting for approval (new ones, and edited
 * ones that were not pending before): one mail to each admin with verifyLeads for the whole
 * import, not one per listing. Call it inside the import's transaction.
 */
async function notifyAdminsOfImportedListings(
  deps: NotificationsDeps,
  tx: Db | Tx,
  dealershipName: string,
  count: number,
): Promise<void> {
  if (count === 0) return;
  const url = siteUrl(deps, '/admin/listing?status=pending');
  await notifyAdmins(deps, tx, 'verifyLeads', (admin) =>
    adminImportedListingsMail(admin.email, admin.firstName, dealershipName, count, url),
  );
}

export function createNotificationsService(deps: NotificationsDeps) {
  return {
    notifyAdminsOfNewDealer: (tx: Db | Tx, dealer: Parameters<typeof notifyAdminsOfNewDealer>[2]) =>
      notifyAdminsOfNewDealer(deps, tx, dealer),
    notifyAdminsOfPendingListing: (tx: Db | Tx, listingId: string) => notifyAdminsOfPendingListing(deps, tx, listingId),
    notifyAdminsOfImportedListings: (tx: Db | Tx, dealershipName: string, count: number) =>
      notifyAdminsOfImportedListings(deps, tx, dealershipName, count),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
