// Listing moderation: PUT /api/admin/listings/:id/approve and /reject (with a reason the dealer
// is mailed), their transitions, the public site and the audit trail.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { auditEvents, listings, outbox } from '../src/db/schema';
import { bumpListingsVersion, call, createTestContext, type TestContext } from './helpers';
import { createAccount, latestMail, type Account } from './account-helpers';
import { listingParts, sendListing } from './listing-form-helpers';
import { makeListing as insertListing, type ListingInput } from './listings-fixtures';

let ctx: TestContext;
let admin: Account;
let dealer: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  dealer = await createAccount(ctx, 'dealer');
});
afterAll(async () => {
  await ctx.close();
});

const makeListing = async (o: ListingInput) => {
  const id = await insertListing(ctx.database.db, dealer.dealerId!, { make: 'Mazda', model: 'CX-5', year: 2025, ...o });
  await bumpListingsVersion(ctx.database.db);
  return id;
};
const approve = (id: string, token = admin.token) =>
  call(ctx.app, { method: 'PUT', url: `/api/admin/listings/${id}/approve`, token });
const reject = (id: string, payload: object, token = admin.token) =>
  call(ctx.app, { method: 'PUT', url: `/api/admin/listings/${id}/reject`, token, payload });
const publicIds = async () =>
  (
    (await call(ctx.app, { method: 'GET', url: '/api/listings?limit=100' })).body.data.listings as Array<{ id: string }>
  ).map((l) => l.id);
const statusOf = async (id: string) =>
  (await ctx.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
const auditOf = (id: string) =>
  ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.createdAt);

describe('PUT /api/admin/listings/:id/approve', () => {
  it('makes a pending listing active and public at once, and records it', async () => {
    const id = await makeListing({ status: 'pending' });
    expect(await publicIds()).not.toContain(id);
    const res = await approve(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Listing approved successfully',
      data: { id, status: 'active', dealerId: dealer.dealerId },
    });
    expect(await publicIds()).toContain(id);
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'approve',
      entityType: 'listing',
      actorUserId: admin.id,
      actorRole: 'admin',
      before: { status: 'pending' },
      after: { status: 'active' },
      reason: null,
    });
  });

  it('approves a rejected listing after a second look, but not an active or paused one (409, nothing recorded)', async () => {
    const rejected = await makeListing({ status: 'rejected' });
    expect((await approve(rejected)).body.data.status).toBe('active');
    const active = await makeListing({ status: 'active' });
    expect((await approve(active)).body).toEqual({ message: 'Listing is already approved' });
    const paused = await makeListing({ status: 'paused' });
    const res = await approve(paused);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'A paused listing cannot be approved' });
    expect(await statusOf(paused)).toBe('paused');
    expect(await auditOf(paused)).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await approve('00000000-0000-4000-8000-000000000000')).body).toEqual({ message: 'Listing not found' });
    expect((await approve('not-a-uuid')).status).toBe(404);
  });
});

describe('PUT /api/admin/listings/:id/reject', () => {
  it('rejects a pending listing, mails the dealer the reason, and records it with the reason', async () => {
    const id = await makeListing({ status: 'pending' });
    const reason = 'The photos show a different car.\nPlease upload photos of this vehicle.';
    const res = await reject(id, { reason: `  ${reason.replace('\n', '\r\n')}  ` });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Listing rejected successfully', data: { id, status: 'rejected' } });
    const mail = await latestMail(ctx, dealer.email);
    expect(mail.subject).toBe('Your listing 2025 Mazda CX-5 was not approved');
    expect(mail.text).toContain(`Reason: ${reason}`);
    expect(mail.text).toContain('/dealer/listings');
    const [event] = await auditOf(id);
    expect(event).toMatchObject({
      action: 'reject',
      before: { status: 'pending' },
      after: { status: 'rejected' },
      reason,
    });
  });

  it('takes an active listing off the public site at once', async () => {
    const id = await makeListing({ status: 'active' });
    expect(await publicIds()).toContain(id);
    expect((await reject(id, { reason: 'Misleading price' })).status).toBe(200);
    expect(await publicIds()).not.toContain(id);
    expect((await call(ctx.app, { method: 'GET', url: `/api/listings/${id}` })).status).toBe(404);
  });

  it('needs a reason of at most 1000 characters, refuses a second rejection, and changes nothing when refused', async () => {
    const id = await makeListing({ status: 'pending' });
    const mails = (await ctx.database.db.select().from(outbox)).length;
    const missing = await reject(id, {});
    expect({
      status: missing.status,
      path: (missing.body.errors as Array<{ path: string }> | undefined)?.[0]?.path,
    }).toEqual({ status: 400, path: 'reason' });
    for (const [payload, message] of [
      [{ reason: '   ' }, 'Reason is required'],
      [{ reason: 'x'.repeat(1001) }, 'Reason must be at most 1000 characters'],
      [{ reason: 'bad\u0000byte' }, 'Control characters are not allowed'],
      [{ reason: 'ok', extra: 1 }, 'Unrecognized key: "extra"'],
    ] as const) {
      const res = await reject(id, payload);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await auditOf(id)).toEqual([]);
    expect((await ctx.database.db.select().from(outbox)).length).toBe(mails);
    expect((await reject(id, { reason: 'x'.repeat(1000) })).status).toBe(200);
    expect((await reject(id, { reason: 'again' })).body).toEqual({ message: 'Listing is already rejected' });
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe("The rejection reason on the dealer's listing", () => {
  const reasonIn = async (id: string, token: string | undefined) => {
    const res = await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token });
    return {
      status: res.status,
      reason: (res.body.data as { rejectionReason?: string | null } | undefined)?.rejectionReason,
    };
  };
  const ownListings = async () =>
    (
      await call(ctx.app, {
        method: 'GET',
        url: `/api/listings?dealerId=${dealer.dealerId}&status=rejected&limit=100`,
        token: dealer.token,
      })
    ).body.data.listings as Array<{ id: string; rejectionReason?: string | null }>;

  it('is stored with the rejection and shown to the owning dealer and admins only', async () => {
    const id = await makeListing({ status: 'pending' });
    const res = await reject(id, { reason: '  The MSRP does not match this trim.  ' });
    expect(res.body.data).toMatchObject({ status: 'rejected', rejectionReason: 'The MSRP does not match this trim.' });
    expect(await reasonIn(id, dealer.token)).toEqual({ status: 200, reason: 'The MSRP does not match this trim.' });
    expect(await reasonIn(id, admin.token)).toEqual({ status: 200, reason: 'The MSRP does not match this trim.' });
    expect((await ownListings()).find((l) => l.id === id)?.rejectionReason).toBe('The MSRP does not match this trim.');
    const [consumer, otherDealer] = [await createAccount(ctx, 'user'), await createAccount(ctx, 'dealer')];
    for (const token of [undefined, consumer.token, otherDealer.token])
      expect((await reasonIn(id, token)).status).toBe(404);
  });

  it('is cleared when an admin approves the listing', async () => {
    const id = await makeListing({ status: 'pending' });
    await reject(id, { reason: 'Blurry photos' });
    const res = await approve(id);
    expect(res.body.data).toMatchObject({ status: 'active', rejectionReason: null });
    expect(await reasonIn(id, dealer.token)).toEqual({ status: 200, reason: null });
    // The public detail never carries the field.
    const shown = await call(ctx.app, { method: 'GET', url: `/api/listings/${id}` });
    expect(shown.status).toBe(200);
    expect(shown.body.data).not.toHaveProperty('rejectionReason');
  });

  it('is cleared when the dealer edits the listing and sends it for review again', async () => {
    const id = await makeListing({ status: 'pending' });
    await reject(id, { reason: 'Wrong year' });
    const edit = await sendListing(
      ctx,
      'PUT',
      dealer.token,
      listingParts({ fields: { year: '2024' }, only: true }),
      id,
    );
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(await reasonIn(id, dealer.token)).toEqual({ status: 200, reason: null });
    expect((await ownListings()).map((l) => l.id)).not.toContain(id);
  });
});
