// Leads: a visitor's request about a public listing. Created unverified, confirmed through a
// mailed link (lib/one-time-tokens.ts); only then does it reach the dealer. Contact details
// are shown to the listing's dealer and to admins only.
import {
  LEAD_MILEAGE_NOT_OFFERED,
  LEAD_TERM_NOT_OFFERED,
  leadChoiceText,
  normaliseEmail,
  splitLeadName,
  type AdminLeadsQuery,
  type CreateLeadBody,
  type Lead,
  type LeadStats,
  type LeadsPageQuery,
  type UpdateLeadBody,
} from 'shared-contracts';
import { changedFields, recordAudit, snapshot } from '../audit/service';
import type { BillingService } from '../billing/service';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { conflict, forbidden, HttpError, notFound } from '../lib/errors';
import { isUuid } from '../lib/ids';
import { consumeToken, discardLeadTokens, issueToken, revokeTokensOf } from '../lib/one-time-tokens';
import type { ListingsService } from '../listings/service';
import type { AuthContext } from '../plugins/auth';
import { dealerLeadNoticeMail, leadVerificationMail } from './mails';
import { toLead, toLeadStats } from './mappers';
import {
  createLeadsRepository,
  type LeadFilter,
  type LeadListingRef,
  type LeadRow,
  type LeadsRepository,
} from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export const LEAD_LIMITS = {
  perIpPerHour: 10,
  perEmailPerHour: 5,
  duplicateWindowDays: 30,
  tokenHours: 48,
};
const DUPLICATE_MESSAGE = 'You have already requested this deal. The dealer will contact you soon.';
export const TOO_MANY_MESSAGE = 'Too many requests, please try again later';
const LISTING_UNAVAILABLE = 'Listing not found or no longer available';
const INVALID_TOKEN = 'Invalid or expired verification link';
const LEAD_NOT_FOUND = 'Lead not found';
export const LEAD_DELETED = 'Lead deleted successfully';

/** What the leads service uses (built once in services.ts). */
export interface LeadsDeps extends Pick<Infrastructure, 'db' | 'clock' | 'mailer'> {
  config: Pick<Config, 'PUBLIC_URL'>;
  leadsRepository: LeadsRepository;
  /** Leads are about public listings only. */
  listings: Pick<ListingsService, 'findPublicListing'>;
  /** A verified lead is billing's to decide and charge. */
  billing: Pick<BillingService, 'chargeVerifiedLead'>;
}

/** A term or annual mileage the request names must be one the listing offers (400 otherwise). */
async function checkOfferedChoice(repo: LeadsRepository, listingId: string, body: CreateLeadBody): Promise<void> {
  if (body.termMonths === undefined && body.annualMileage === undefined) return;
  const offer = await repo.listingOffer(listingId);
  if (body.termMonths !== undefined && !offer?.leaseTerms.includes(body.termMonths))
    throw new HttpError(400, LEAD_TERM_NOT_OFFERED);
  if (body.annualMileage !== undefined && !offer?.mileageLimits.includes(body.annualMileage))
    throw new HttpError(400, LEAD_MILEAGE_NOT_OFFERED);
}

/**
 * The lead `id` if the caller may manage it: an admin any lead, a dealer only its own verified
 * leads (what my-leads shows). Anything else, a malformed id included, is "Lead not found", so a
 * dealer learns nothing about other dealers' leads.
 */
async function managedLead(
  repo: LeadsRepository,
  auth: AuthContext,
  id: string,
  forUpdate = false,
): Promise<{ lead: LeadRow; listing: LeadListingRef }> {
  if (auth.role === 'dealer' && !auth.dealerId) throw forbidden('Dealer ID not found in token');
  const found = isUuid(id) ? await repo.findWithListing(id, forUpdate) : undefined;
  const mayManage =
    found && (auth.role === 'admin' || (found.lead.dealerId === auth.dealerId && found.lead.isEmailVerified));
  if (!mayManage) throw notFound(LEAD_NOT_FOUND);
  return found;
}

/** The lead fields the audit trail shows: what the Edit Lead modal changes, and for a delete who it was about. */
const EDITED_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'status'] as const;
const DELETED_FIELDS = [...EDITED_FIELDS, 'isEmailVerified', 'listingId', 'dealerId', 'createdAt'] as const;

export function createLeadsService(deps: LeadsDeps) {
  const { db, clock, mailer, leadsRepository } = deps;
  const siteUrl = (path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

  /** Tells the dealer a verified lead arrived (no contact details in the mail: they are behind sign-in), inside the verification's transaction. */
  async function notifyDealer(tx: Tx, leadId: string): Promise<void> {
    const row = await createLeadsRepository(tx).dealerNotice(leadId);
    if (!row) return;
    const car = row.make ? `${row.year} ${row.make} ${row.model}` : 'one of your listings';
    await mailer.queue(
      tx,
      dealerLeadNoticeMail(row.email, row.name, car, leadChoiceText(row), siteUrl('/dealer/leads')),
    );
  }

  async function leadPage(filter: LeadFilter): Promise<{ leads: Lead[]; total: number }> {
    const { rows, total } = await leadsRepository.page(filter);
    return { leads: rows.map((r) => toLead(r.lead, r.listing)), total };
  }

  return {
    /**
     * A lead, created unverified with a mailed link. Duplicates are counted by the normalised
     * address (no +tag, Gmail dots) and listing over 30 days, and only verified leads count: a
     * repeat request while the earlier one is unverified takes the new details into that same
     * lead and mails a fresh link (earlier links stop working), so a stranger's unverified
     * request never blocks the real person.
     */
    async createLead(body: CreateLeadBody, ip: string, userId: string | undefined): Promise<void> {
      const now = clock.now();
      const listing = await deps.listings.findPublicListing(body.listingId, now);
      if (!listing) throw new HttpError(404, LISTING_UNAVAILABLE);
      await checkOfferedChoice(leadsRepository, listing.id, body);
      const emailKey = normaliseEmail(body.email);
      const since = new Date(now.getTime() - LEAD_LIMITS.duplicateWindowDays * 86_400_000);
      const details = {
        userId: userId ?? null,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        emailKey,
        phone: body.phone,
        question: body.question,
        termMonths: body.termMonths ?? null,
        annualMileage: body.annualMileage ?? null,
        ipAddress: ip,
        updatedAt: now,
      };
      await db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        // One writer per (address, listing) at a time, so two simultaneous requests cannot both pass the duplicate check.
        await repo.lock(`lead:${emailKey}:${listing.id}`);
        const recent = await repo.findRecent(emailKey, listing.id, since);
        if (recent?.verified) throw conflict(DUPLICATE_MESSAGE);
        let id = recent?.id;
        if (id) {
          await repo.update(id, details);
          await revokeTokensOf(tx, 'verify_lead', { leadId: id }, now);
        } else {
          id = await repo.insert({ ...details, listingId: listing.id, dealerId: listing.dealerId, createdAt: now });
        }
        const raw = await issueToken(tx, 'verify_lead', { leadId: id }, now, LEAD_LIMITS.tokenHours * 3_600_000);
        // The link's mail is written with the lead: without it the lead could never be verified.
        const car = `${listing.year} ${listing.make} ${listing.model}`;
        await mailer.queue(
          tx,
          leadVerificationMail(
            body.email,
            body.firstName,
            car,
            leadChoiceText(body),
            siteUrl(`/verify-leads/${raw}`),
            LEAD_LIMITS.tokenHours,
          ),
        );
      });
      mailer.wake();
    },

    /** Confirms a lead with its mailed link (single use, expiring), has billing charge it (in the background) and tells the dealer. */
    async verifyLead(token: string): Promise<void> {
      const now = clock.now();
      const leadId = await db.transaction(async (tx) => {
        const used = await consumeToken(tx, 'verify_lead', token, now);
        if (!used?.leadId) return undefined;
        const verified = await createLeadsRepository(tx).markVerified(used.leadId, now);
        if (verified) await notifyDealer(tx, verified);
        return verified;
      });
      if (!leadId) throw new HttpError(400, INVALID_TOKEN);
      mailer.wake();
      deps.billing.chargeVerifiedLead(leadId);
    },

    /** The signed-in dealer's leads, once the shopper has confirmed the email. */
    async dealerLeads(auth: AuthContext, q: LeadsPageQuery): Promise<{ leads: Lead[]; total: number }> {
      if (!auth.dealerId) throw forbidden('Dealer ID not found in token');
      return leadPage({ ...q, dealerId: auth.dealerId, isEmailVerified: true });
    },

    /** Every lead (admin), with the counts over all of them. */
    async allLeads(q: AdminLeadsQuery): Promise<{ leads: Lead[]; total: number; stats: LeadStats }> {
      const filter = { ...q, isEmailVerified: q.emailStatus ? q.emailStatus === 'verified' : undefined };
      const [page, stats] = await Promise.all([leadPage(filter), leadsRepository.stats()]);
      return { ...page, stats: toLeadStats(stats) };
    },

    /** GET /api/leads/:id */
    async leadById(auth: AuthContext, id: string): Promise<Lead> {
      const { lead, listing } = await managedLead(leadsRepository, auth, id);
      return toLead(lead, listing);
    },

    /**
     * PUT /api/leads/:id: name (split into first and last name), email (its duplicate key follows),
     * phone and status. The email confirmation stays as it was: this is the dealer's or admin's
     * correction of a lead the shopper already confirmed. The changed fields go to the audit trail
     * in the same transaction (nothing when nothing changed).
     */
    async updateLead(auth: AuthContext, id: string, body: UpdateLeadBody): Promise<Lead> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const { lead: before } = await managedLead(repo, auth, id, true);
        await repo.update(id, {
          ...splitLeadName(body.name),
          email: body.email,
          emailKey: normaliseEmail(body.email),
          phone: body.phone,
          status: body.status,
          updatedAt: now,
        });
        const saved = (await repo.findWithListing(id))!;
        const changes = changedFields(before, saved.lead, EDITED_FIELDS);
        if (changes)
          await recordAudit(tx, {
            actor: auth,
            action: 'update',
            entityType: 'lead',
            entityId: id,
            ...changes,
            at: now,
          });
        return toLead(saved.lead, saved.listing);
      });
    },

    /** DELETE /api/leads/:id: the lead and its confirmation links (recorded in the audit trail). */
    async deleteLead(auth: AuthContext, id: string): Promise<void> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        const repo = createLeadsRepository(tx);
        const { lead } = await managedLead(repo, auth, id, true);
        await discardLeadTokens(tx, [id]);
        await repo.remove(id);
        await recordAudit(tx, {
          actor: auth,
          action: 'delete',
          entityType: 'lead',
          entityId: id,
          before: snapshot(lead, DELETED_FIELDS),
          at: now,
        });
      });
    },
  };
}

/**
 * Removes every lead of a dealer and their confirmation links, inside the caller's transaction
 * (the dealer is being deleted; the dealer's deletion is what the audit trail records). Answers
 * how many went.
 */
export async function removeDealerLeads(tx: Tx, dealerId: string): Promise<number> {
  const repo = createLeadsRepository(tx);
  const ids = await repo.idsOfDealer(dealerId);
  await discardLeadTokens(tx, ids);
  await repo.removeMany(ids);
  return ids.length;
}
