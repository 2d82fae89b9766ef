// The admin's dealer commands: create, edit, approve, suspend, delete. Each is one transaction
// across the domains that own the rows (accounts, dealers, billing, listings, leads,
// enquiries), with its audit record inside it; mail, stored files and the listings cache follow
// the commit. Reads (the list, one dealer) are the dealers domain's.
import type { AdminDeps } from './deps';
import {
  normaliseDealerPhone,
  normaliseWebsite,
  type AdminDealer,
  type CreateDealerBody,
  type UpdateDealerBody,
} from 'shared-contracts';
import { changedFields, recordAudit, snapshot } from '../../audit/service';
import {
  createInvitedAccount,
  EMAIL_TAKEN,
  endSessions,
  isEmailTaken,
  queueDealerInvitation,
  removeAccount,
} from '../../auth/service';
import {
  formatDay,
  hasBillingHistory,
  removeDealerSubscription,
  startTrial,
  startTrialOnApproval,
  trialWindow,
  TRIAL_DAYS,
} from '../../billing/service';
import {
  changeDealer,
  createDealer,
  dealerContact,
  lockDealer,
  removeDealerRow,
  type DealerRow,
} from '../../dealers/service';
import { removeDealerEnquiries } from '../../enquiries/service';
import { removeDealerLeads } from '../../leads/service';
import { conflict } from '../../lib/errors';
import { dealerApprovedMail, dealerSuspendedMail } from '../../lib/mail-templates';
import { removeStoredFile } from '../../lib/storage';
import { removeDealerListings, removeListingImages } from '../../listings/moderation';
import { announceListingsChanged, moveDealerListings, rescoreDealerListings } from '../../listings/service';
import type { AuthContext } from '../../plugins/auth';

export const DEALER_CREATED = 'Dealer created successfully';
export const DEALER_UPDATED = 'Dealer updated successfully';
export const DEALER_APPROVED = 'Dealer approved successfully';
export const DEALER_SUSPENDED = 'Dealer suspended successfully';
export const DEALER_DELETED = 'Dealer deleted successfully';
const DEALER_HAS_BILLING = 'This dealer has billing history and cannot be deleted. Suspend it instead.';

/** The fields an admin edits (spec "Dealer (create/update)"), and those a create or delete record. */
const EDITED_FIELDS = ['dealershipName', 'state', 'zipCode', 'phoneNumber', 'website'] as const;
const RECORDED_FIELDS = [
  'dealershipName',
  'status',
  'phoneNumber',
  'website',
  'address',
  'city',
  'state',
  'zipCode',
  'userId',
] as const;
/** What deal pages show of a dealer: a change must reach the listings cache. */
const SHOWN_FIELDS = ['dealershipName', 'city', 'state'] as const;

const siteUrl = (deps: AdminDeps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/**
 * POST /api/dealers: the dealer's account (no password: a link to choose one is mailed) and
 * its dealership, approved (an admin made it), with the trial started as at sign-up.
 */
export async function createDealerByAdmin(
  deps: AdminDeps,
  actor: AuthContext,
  body: CreateDealerBody,
): Promise<AdminDealer> {
  const now = deps.clock.now();
  const phone = normaliseDealerPhone(body.phoneNumber);
  let created: { dealer: DealerRow };
  try {
    created = await deps.db.transaction(async (tx) => {
      const { user, token } = await createInvitedAccount(
        tx,
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone,
          role: 'dealer',
        },
        now,
      );
      const dealer = await createDealer(tx, {
        userId: user.id,
        dealershipName: body.dealershipName,
        phoneNumber: phone,
        website: body.website ? normaliseWebsite(body.website) || null : null,
        address: body.address ?? null,
        city: body.city ?? null,
        state: body.state,
        zipCode: body.zipCode,
        termsAgreement: false,
        status: 'approved',
        ...trialWindow(now),
        createdAt: now,
        updatedAt: now,
      });
      await startTrial(tx, dealer.id, now);
      await recordAudit(tx, {
        actor,
        action: 'create',
        entityType: 'dealer',
        entityId: dealer.id,
        after: { ...snapshot(dealer, RECORDED_FIELDS), email: user.email },
        at: now,
      });
      await queueDealerInvitation(deps, tx, user, dealer.dealershipName, token);
      return { dealer };
    });
  } catch (error) {
    if (isEmailTaken(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  deps.mailer.wake();
  return deps.dealers.adminDealer(created.dealer.id);
}

/** PUT /api/dealers/:id: the fields sent change (phone and website normalised as at sign-up); the changed ones are recorded. */
export async function updateDealerByAdmin(
  deps: AdminDeps,
  actor: AuthContext,
  id: string,
  body: UpdateDealerBody,
): Promise<AdminDealer> {
  const now = deps.clock.now();
  const values = {
    ...(body.dealershipName !== undefined ? { dealershipName: body.dealershipName } : {}),
    ...(body.state !== undefined ? { state: body.state } : {}),
    ...(body.zipCode !== undefined ? { zipCode: body.zipCode } : {}),
    ...(body.phoneNumber !== undefined ? { phoneNumber: normaliseDealerPhone(body.phoneNumber) } : {}),
    ...(body.website !== undefined ? { website: normaliseWebsite(body.website) || null } : {}),
  };
  await deps.db.transaction(async (tx) => {
    const before = await lockDealer(tx, id);
    if (!changedFields(before, { ...before, ...values }, EDITED_FIELDS)) return;
    const after = await changeDealer(tx, id, { ...values, updatedAt: now });
    if (after.zipCode !== before.zipCode) await moveDealerListings(tx, id, after.zipCode, now);
    // Its listings moved with it (their rows' triggers tell the search cache); its name or state is told here.
    if (changedFields(before, after, SHOWN_FIELDS)) await announceListingsChanged(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'update',
      entityType: 'dealer',
      entityId: id,
      ...changedFields(before, after, EDITED_FIELDS),
      at: now,
    });
  });
  return deps.dealers.adminDealer(id);
}

/**
 * PUT /api/admin/dealers/:id/approve: a pending or suspended dealer becomes approved; its trial
 * starts (first approval only); its active listings are public from now on while its plan lets
 * it receive leads, and it is mailed.
 */
export async function approveDealer(deps: AdminDeps, actor: AuthContext, id: string): Promise<AdminDealer> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockDealer(tx, id);
    if (before.status === 'approved') throw conflict('Dealer is already approved');
    await changeDealer(tx, id, { status: 'approved', leadsSuspendedAt: null, updatedAt: now });
    // The 30-day trial starts with the first approval, not at sign-up.
    const trialEnds = await startTrialOnApproval(tx, id, now);
    await rescoreDealerListings(tx, id, now);
    await recordAudit(tx, {
      actor,
      action: 'approve',
      entityType: 'dealer',
      entityId: id,
      before: { status: before.status },
      after: { status: 'approved' },
      at: now,
    });
    const contact = await dealerContact(tx, id);
    if (contact)
      await deps.mailer.queue(
        tx,
        dealerApprovedMail(
          contact.email,
          contact.firstName,
          contact.dealershipName,
          siteUrl(deps, '/dealer/dashboard'),
          trialEnds && { days: TRIAL_DAYS, endsOn: formatDay(trialEnds) },
        ),
      );
  });
  deps.mailer.wake();
  return deps.dealers.adminDealer(id);
}

/**
 * PUT /api/admin/dealers/:id/suspend: the dealer's listings leave the public site at once (the
 * listings cache is told), it receives no new leads (leads need a public listing), and every
 * session of its account ends (its token version moves on: a token from before stays invalid
 * even after a later approval). It is mailed.
 */
export async function suspendDealer(deps: AdminDeps, actor: AuthContext, id: string): Promise<AdminDealer> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockDealer(tx, id);
    if (before.status === 'suspended') throw conflict('Dealer is already suspended');
    await changeDealer(tx, id, { status: 'suspended', leadsSuspendedAt: now, updatedAt: now });
    await rescoreDealerListings(tx, id, now);
    await endSessions(tx, before.userId);
    await recordAudit(tx, {
      actor,
      action: 'suspend',
      entityType: 'dealer',
      entityId: id,
      before: { status: before.status },
      after: { status: 'suspended' },
      at: now,
    });
    const contact = await dealerContact(tx, id);
    if (contact)
      await deps.mailer.queue(
        tx,
        dealerSuspendedMail(contact.email, contact.firstName, contact.dealershipName, deps.config.CONTACT_TO),
      );
  });
  deps.mailer.wake();
  return deps.dealers.adminDealer(id);
}

/**
 * DELETE /api/dealers/:id. A dealer with billing history (any payment) is refused with 409 and
 * nothing changes: payments are financial records and keep their dealer (suspend it instead).
 * Otherwise, in one transaction holding the dealer's row (so no lead or payment can be added
 * meanwhile), each domain removes its rows deliberately, children first: leads and their
 * links, enquiries, listings and their view rows, the subscription, the dealership, the account
 * and its links; the audit record keeps what was removed. After the commit the image files no
 * remaining listing uses and the account's picture are removed from storage.
 */
export async function deleteDealer(deps: AdminDeps, actor: AuthContext, id: string): Promise<void> {
  const now = deps.clock.now();
  const files = await deps.db.transaction(async (tx) => {
    const dealer = await lockDealer(tx, id);
    if (await hasBillingHistory(tx, id)) throw conflict(DEALER_HAS_BILLING);
    const contact = await dealerContact(tx, id);
    const leads = await removeDealerLeads(tx, id);
    const enquiries = await removeDealerEnquiries(tx, id);
    const listings = await removeDealerListings(tx, id, now);
    await removeDealerSubscription(tx, id);
    await removeDealerRow(tx, id);
    const picture = await removeAccount(tx, dealer.userId);
    await recordAudit(tx, {
      actor,
      action: 'delete',
      entityType: 'dealer',
      entityId: id,
      before: {
        ...snapshot(dealer, RECORDED_FIELDS),
        email: contact?.email ?? null,
        listings: listings.count,
        leads,
        enquiries,
      },
      at: now,
    });
    return { pictures: listings.imageKeys, picture };
  });
  await removeListingImages(deps.storage, files.pictures, deps.log);
  if (files.picture) {
    await removeStoredFile(deps.storage, files.picture, deps.log);
  }
}
