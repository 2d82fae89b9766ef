// Mail to the admins about what waits for them: a new dealer to approve, a listing to approve.
// Each goes to every admin whose permissions let it act on it (manageDealers, verifyLeads), one
// mail each, after the caller's transaction committed. A notice never fails the caller: an
// error is logged, the saved work stays.
import type { FastifyInstance } from 'fastify';
import type { Permission } from 'shared-contracts';
import { permissionsFor } from '../auth/permissions';
import { isUuid } from '../lib/ids';
import { adminNewDealerMail, adminPendingListingMail } from '../lib/mail-templates';
import { sendAfterCommit, type Mail } from '../lib/mailer';

export type NotificationsDeps = Pick<FastifyInstance, 'notificationsRepository' | 'mailer' | 'log' | 'config'>;

const siteUrl = (deps: NotificationsDeps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** Mails every admin holding `permission` the mail `build` makes for it. */
async function notifyAdmins(deps: NotificationsDeps, permission: Permission, build: (admin: { email: string; firstName: string }) => Mail): Promise<void> {
  try {
    const admins = await deps.notificationsRepository.admins();
    for (const admin of admins) {
      if (permissionsFor('admin', admin.permissions)?.[permission] !== true) continue;
      await sendAfterCommit(deps, build(admin));
    }
  } catch (error) {
    deps.log.error({ err: error }, 'admin notice could not be sent');
  }
}

/** A dealer signed up (or was created) and waits for approval: to admins with manageDealers. */
export async function notifyAdminsOfNewDealer(
  deps: NotificationsDeps,
  dealer: { id: string; dealershipName: string; email: string; city: string | null; state: string | null },
): Promise<void> {
  const url = siteUrl(deps, `/admin/dealer-details/${dealer.id}`);
  await notifyAdmins(deps, 'manageDealers', (admin) => adminNewDealerMail(admin.email, admin.firstName, dealer, url));
}

/**
 * A listing was added or edited and waits for approval (status pending): to admins with
 * verifyLeads. Call it after the listing's transaction committed; a listing that is not
 * pending (or not found) sends nothing.
 */
export async function notifyAdminsOfPendingListing(deps: NotificationsDeps, listingId: string): Promise<void> {
  if (!isUuid(listingId)) return;
  try {
    const listing = await deps.notificationsRepository.listingWithDealer(listingId);
    if (listing?.status !== 'pending') return;
    const url = siteUrl(deps, `/admin/listing-details/${listing.id}`);
    await notifyAdmins(deps, 'verifyLeads', (admin) => adminPendingListingMail(admin.email, admin.firstName, listing, url));
  } catch (error) {
    deps.log.error({ err: error, listingId }, 'admin notice could not be sent');
  }
}
