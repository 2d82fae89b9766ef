// Leads: a visitor's request about a public listing. Created unverified, confirmed through a
// mailed link; only then does it reach the dealer. Contact details are shown to the listing's
// dealer and to admins only.
import { and, count, desc, eq, gte, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normaliseEmail, type CreateLeadBody, type Lead } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { dealers, leads, listings, tokens, users } from '../db/schema';
import { conflict, HttpError } from '../lib/errors';
import { findPublicListing } from '../listings/service';
import { escapeHtml, hashToken, newToken } from './tokens';

export const LEAD_LIMITS = {
  perIpPerHour: 10,
  perEmailPerHour: 5,
  duplicateWindowDays: 30,
  tokenHours: 48,
};
export const DUPLICATE_MESSAGE = 'You have already requested this deal. The dealer will contact you soon.';
export const TOO_MANY_MESSAGE = 'Too many requests, please try again later';
export const LISTING_UNAVAILABLE = 'Listing not found or no longer available';

type LeadRow = typeof leads.$inferSelect;
type ListingRef = { id: string; make: string; model: string; year: number } | null;

export function toLead(row: LeadRow, listing: ListingRef): Lead {
  return {
    id: row.id,
    listingId: row.listingId,
    listing: listing && listing.id ? listing : null,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    question: row.question,
    status: row.status,
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A lead, created unverified with a mailed link. Duplicates are counted by the normalised
 * address (no +tag, Gmail dots) and listing over 30 days, and only verified leads count: a
 * repeat request while the earlier one is unverified takes the new details into that same
 * lead and mails a fresh link (earlier links stop working), so a stranger's unverified
 * request never blocks the real person.
 */
export async function createLead(app: FastifyInstance, body: CreateLeadBody, ip: string, userId: string | undefined): Promise<void> {
  const now = app.clock.now();
  const listing = await findPublicListing(app.db, body.listingId, now);
  if (!listing) throw new HttpError(404, LISTING_UNAVAILABLE);
  const emailKey = normaliseEmail(body.email);
  const { token, hash } = newToken();
  const since = new Date(now.getTime() - LEAD_LIMITS.duplicateWindowDays * 86_400_000);
  const details = {
    userId: userId ?? null, firstName: body.firstName, lastName: body.lastName, email: body.email, emailKey,
    phone: body.phone, question: body.question, ipAddress: ip, updatedAt: now,
  };
  const { leadId, created } = await app.db.transaction(async (tx) => {
    // One writer per (address, listing) at a time, so two simultaneous requests cannot both pass the duplicate check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${emailKey}:${listing.id}`}))`);
    const recent = await tx.select({ id: leads.id, verified: leads.isEmailVerified }).from(leads)
      .where(and(eq(leads.emailKey, emailKey), eq(leads.listingId, listing.id), gte(leads.createdAt, since)))
      .orderBy(desc(leads.isEmailVerified), desc(leads.createdAt)).limit(1);
    if (recent[0]?.verified) throw conflict(DUPLICATE_MESSAGE);
    let id = recent[0]?.id;
    if (id) {
      await tx.update(leads).set(details).where(eq(leads.id, id));
      await tx.update(tokens).set({ usedAt: now }).where(and(eq(tokens.leadId, id), eq(tokens.kind, 'verify_lead'), sql`${tokens.usedAt} is null`));
    } else {
      [{ id }] = await tx.insert(leads).values({ ...details, listingId: listing.id, dealerId: listing.dealerId, createdAt: now }).returning({ id: leads.id });
    }
    await tx.insert(tokens).values({
      kind: 'verify_lead', tokenHash: hash, leadId: id, createdAt: now,
      expiresAt: new Date(now.getTime() + LEAD_LIMITS.tokenHours * 3_600_000),
    });
    return { leadId: id, created: !recent[0] };
  });
  const link = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/verify-leads/${token}`;
  const car = `${listing.year} ${listing.make} ${listing.model}`;
  try {
    await app.mailer.send({
      to: body.email,
      subject: `Confirm your request for the ${car}`,
      text: `Hi ${body.firstName},\n\nPlease confirm your email so the dealer can contact you about the ${car}:\n${link}\n\nThe link is valid for ${LEAD_LIMITS.tokenHours} hours. If you did not make this request, ignore this email.`,
      html: `<p>Hi ${escapeHtml(body.firstName)},</p><p>Please confirm your email so the dealer can contact you about the ${escapeHtml(car)}:</p><p><a href="${escapeHtml(link)}">Confirm my request</a></p><p>The link is valid for ${LEAD_LIMITS.tokenHours} hours. If you did not make this request, ignore this email.</p>`,
    });
  } catch (error) {
    // Without the mail the lead could never be verified: a new one is removed, a refreshed one keeps waiting.
    app.log.error(error);
    await app.db.delete(tokens).where(eq(tokens.tokenHash, hash));
    if (created) await app.db.delete(leads).where(eq(leads.id, leadId));
    throw new HttpError(503, 'We could not send the verification email, please try again later');
  }
}

export const INVALID_TOKEN = 'Invalid or expired verification link';

export async function verifyLead(app: FastifyInstance, token: string): Promise<void> {
  const now = app.clock.now();
  const leadId = await app.db.transaction(async (tx) => {
    const [used] = await tx.update(tokens).set({ usedAt: now })
      .where(and(eq(tokens.tokenHash, hashToken(token)), eq(tokens.kind, 'verify_lead'), sql`${tokens.usedAt} is null`, sql`${tokens.expiresAt} > ${now.toISOString()}::timestamptz`))
      .returning({ leadId: tokens.leadId });
    if (!used?.leadId) return undefined;
    const [lead] = await tx.update(leads).set({ isEmailVerified: true, verifiedAt: now, updatedAt: now })
      .where(eq(leads.id, used.leadId)).returning({ id: leads.id });
    return lead?.id;
  });
  if (!leadId) throw new HttpError(400, INVALID_TOKEN);
  await notifyDealer(app, leadId).catch((error) => app.log.error(error));
}

/** Tells the dealer a verified lead arrived (no contact details in the mail: they are behind sign-in). */
async function notifyDealer(app: FastifyInstance, leadId: string): Promise<void> {
  const [row] = await app.db.select({ email: users.email, name: dealers.dealershipName, make: listings.make, model: listings.model, year: listings.year })
    .from(leads).innerJoin(dealers, eq(dealers.id, leads.dealerId)).innerJoin(users, eq(users.id, dealers.userId))
    .leftJoin(listings, eq(listings.id, leads.listingId)).where(eq(leads.id, leadId)).limit(1);
  if (!row) return;
  const car = row.make ? `${row.year} ${row.make} ${row.model}` : 'one of your listings';
  const link = `${app.config.PUBLIC_URL.replace(/\/$/, '')}/dealer/leads`;
  await app.mailer.send({
    to: row.email,
    subject: `New verified lead for the ${car}`,
    text: `${row.name}: a shopper confirmed a request about the ${car}. See it in your dashboard: ${link}`,
    html: `<p>${escapeHtml(row.name)}: a shopper confirmed a request about the ${escapeHtml(car)}.</p><p><a href="${escapeHtml(link)}">See your leads</a></p>`,
  });
}

export interface LeadListQuery { page: number; limit: number; search?: string; status?: string; emailStatus?: 'verified' | 'pending' }

function leadConditions(q: LeadListQuery, base: SQL[]): SQL | undefined {
  const c = [...base];
  if (q.status) c.push(eq(leads.status, q.status));
  if (q.emailStatus) c.push(eq(leads.isEmailVerified, q.emailStatus === 'verified'));
  if (q.search) {
    const p = `%${q.search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    c.push(or(ilike(leads.firstName, p), ilike(leads.lastName, p), ilike(leads.email, p), ilike(leads.phone, p),
      sql`(${leads.firstName} || ' ' || ${leads.lastName}) ilike ${p}`)!);
  }
  return and(...c);
}

export async function listLeads(app: FastifyInstance, q: LeadListQuery, base: SQL[]): Promise<{ leads: Lead[]; total: number }> {
  const where = leadConditions(q, base);
  const [rows, [{ n }]] = await Promise.all([
    app.db.select({ lead: leads, listing: { id: listings.id, make: listings.make, model: listings.model, year: listings.year } })
      .from(leads).leftJoin(listings, eq(listings.id, leads.listingId)).where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    app.db.select({ n: count() }).from(leads).where(where),
  ]);
  return { leads: rows.map((r) => toLead(r.lead, r.listing as ListingRef)), total: Number(n) };
}

export async function leadStats(app: FastifyInstance) {
  const [row] = await app.db.select({
    total: count(),
    verified: sql<number>`count(*) filter (where ${leads.isEmailVerified})`,
    pending: sql<number>`count(*) filter (where not ${leads.isEmailVerified})`,
    new: sql<number>`count(*) filter (where ${leads.status} = 'new')`,
    contacted: sql<number>`count(*) filter (where ${leads.status} = 'contacted')`,
    closed: sql<number>`count(*) filter (where ${leads.status} = 'closed')`,
  }).from(leads);
  return {
    total: Number(row.total), verified: Number(row.verified), pending: Number(row.pending),
    new: Number(row.new), contacted: Number(row.contacted), closed: Number(row.closed),
  };
}
