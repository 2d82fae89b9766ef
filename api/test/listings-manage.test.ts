// A listing's owner and an admin manage it: edit, status, delete. Another dealer's listing answers
// 404 and nothing changes; the status rule (shared-contracts listing-status.ts); what the public
// sees follows at once (the search cache is told); a deleted listing's images are removed.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { LISTING_STATUS_MESSAGES, listingImageFiles, type Listing } from 'shared-contracts';
import { listings } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeUser } from './listings-fixtures';
import { file, fileExists, jpeg, listingParts, png, sendListing, storedFiles } from './listing-form-helpers';

let ctx: TestContext;
let dealerA: { dealerId: string; token: string };
let dealerB: { dealerId: string; token: string };
let admin: { token: string };
let consumer: { token: string };
let main: Buffer;
let gallery: Buffer;

beforeAll(async () => {
  ctx = await createTestContext();
  dealerA = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  dealerB = await makeDealer(ctx.app, 'trial', ctx.clock.now());
  admin = await makeUser(ctx.app, { role: 'admin' });
  consumer = await makeUser(ctx.app, { role: 'user' });
  main = await jpeg(400, 300);
  gallery = await png(200, 150);
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const make = 'Zeppelin';
async function listingOf(owner: { token: string }): Promise<Listing> {
  const res = await sendListing(
    ctx,
    'POST',
    owner.token,
    listingParts({
      fields: { make },
      images: [file('imageUrls', main), file('galleryImages', gallery, 'g.png', 'image/png')],
    }),
  );
  expect(res.status).toBe(201);
  return res.body.data;
}
const rowOf = async (id: string) => (await ctx.database.db.select().from(listings).where(eq(listings.id, id)))[0];
const setStatus = (id: string, status: string, token?: string) =>
  call(ctx.app, { method: 'PUT', url: `/api/listings/${id}/status`, token, payload: { status } });
const remove = (id: string, token?: string) => call(ctx.app, { method: 'DELETE', url: `/api/listings/${id}`, token });
const edit = (id: string, token: string | undefined, fields: Record<string, string> = { model: 'Edited' }) =>
  sendListing(ctx, 'PUT', token, listingParts({ only: true, fields }), id);
/** Ids of the public search for the test make (served through the per-instance cache). */
const publicIds = async () =>
  (
    (await call(ctx.app, { method: 'GET', url: `/api/listings?make=${make}&limit=50` })).body.data.listings as Listing[]
  ).map((l) => l.id);
/** Every stored file of a listing's pictures: full and card sizes and the WebP copies. */
const keysOf = (l: Listing) => [...l.imageUrls, ...l.galleryImages].flatMap((k) => listingImageFiles(k));

describe("another dealer's listing", () => {
  it('answers 404 to edit, status and delete, and nothing changes', async () => {
    const listing = await listingOf(dealerA);
    const before = await rowOf(listing.id);
    const files = storedFiles(ctx);
    const photo = await jpeg(300, 200);
    const attempts = [
      await edit(listing.id, dealerB.token),
      await sendListing(
        ctx,
        'PUT',
        dealerB.token,
        listingParts({ only: true, images: [file('imageUrls', photo)] }),
        listing.id,
      ),
      await setStatus(listing.id, 'paused', dealerB.token),
      await remove(listing.id, dealerB.token),
    ];
    expect(attempts.map((r) => [r.status, r.body.message])).toEqual(Array(4).fill([404, 'Listing not found']));
    expect(await rowOf(listing.id)).toEqual(before);
    expect(storedFiles(ctx)).toEqual(files);
    // Its own dealer and an admin reach it.
    expect((await edit(listing.id, dealerA.token)).status).toBe(200);
    expect((await edit(listing.id, admin.token, { model: 'By Admin' })).status).toBe(200);
  });

  it('unknown and malformed ids answer 404 too', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await edit(id, dealerA.token)).status).toBe(404);
      expect((await setStatus(id, 'paused', admin.token)).status).toBe(404);
      expect((await remove(id, admin.token)).status).toBe(404);
    }
  });
});

describe('who may call', () => {
  it("anonymous 401, consumers 403, a dealer account without a dealership 403 'Dealer ID not found in token'", async () => {
    const listing = await listingOf(dealerA);
    // A dealer account whose dealership row is missing.
    const lone = await makeUser(ctx.app, { role: 'dealer' });
    const parts = listingParts({ images: [file('imageUrls', main), file('galleryImages', gallery)] });
    for (const [token, status, message] of [
      [undefined, 401, undefined],
      [consumer.token, 403, undefined],
      [lone.token, 403, 'Dealer ID not found in token'],
    ] as const) {
      const answers = [
        await sendListing(ctx, 'POST', token, parts),
        await edit(listing.id, token),
        await setStatus(listing.id, 'paused', token),
        await remove(listing.id, token),
      ];
      for (const res of answers) {
        expect(res.status).toBe(status);
        expect(typeof res.body.message).toBe('string');
        if (message) expect(res.body.message).toBe(message);
      }
    }
    expect(await rowOf(listing.id)).toMatchObject({ status: 'pending', model: 'Camry Hybrid' });
  });
});

describe('status', () => {
  it('follows the rule: approval by an admin, pause and resume by the dealer, an edit waits for approval again; the public search follows at once', async () => {
    const listing = await listingOf(dealerA);
    expect(await publicIds()).not.toContain(listing.id);
    // A dealer cannot approve its own listing.
    const selfApprove = await setStatus(listing.id, 'active', dealerA.token);
    expect([selfApprove.status, selfApprove.body.message]).toEqual([400, LISTING_STATUS_MESSAGES.awaitingApproval]);
    expect([(await setStatus(listing.id, 'paused', dealerA.token)).status]).toEqual([400]);
    // The admin approves: public at once (the cached search is told).
    const approved = await setStatus(listing.id, 'active', admin.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      success: true,
      message: 'Listing status updated successfully',
      data: { id: listing.id, status: 'active' },
    });
    expect(await publicIds()).toContain(listing.id);
    // The dealer pauses and resumes it.
    expect((await setStatus(listing.id, 'paused', dealerA.token)).body.data.status).toBe('paused');
    expect(await publicIds()).not.toContain(listing.id);
    expect((await setStatus(listing.id, 'active', dealerA.token)).body.data.status).toBe('active');
    expect(await publicIds()).toContain(listing.id);
    // Setting the same status again changes nothing.
    expect((await setStatus(listing.id, 'active', dealerA.token)).status).toBe(200);
    // Only an admin rejects, or sends back to pending.
    for (const status of ['rejected', 'pending']) {
      const res = await setStatus(listing.id, status, dealerA.token);
      expect([res.status, res.body.message]).toEqual([400, LISTING_STATUS_MESSAGES.adminOnly]);
    }
    // An edit by the dealer waits for approval again; an admin's edit keeps the status.
    expect((await edit(listing.id, dealerA.token)).body.data.status).toBe('pending');
    expect(await publicIds()).not.toContain(listing.id);
    await setStatus(listing.id, 'active', admin.token);
    expect((await edit(listing.id, admin.token)).body.data.status).toBe('active');
    expect(await publicIds()).toContain(listing.id);
    // Rejected: the dealer cannot make it active; an edit sends it for approval again.
    expect((await setStatus(listing.id, 'rejected', admin.token)).body.data.status).toBe('rejected');
    expect(await publicIds()).not.toContain(listing.id);
    const retry = await setStatus(listing.id, 'active', dealerA.token);
    expect([retry.status, retry.body.message]).toEqual([400, LISTING_STATUS_MESSAGES.rejected]);
    expect((await edit(listing.id, dealerA.token)).body.data.status).toBe('pending');
    expect((await rowOf(listing.id)).status).toBe('pending');
  });

  it('refuses an unknown status (400) and a JSON body that is not { status }', async () => {
    const listing = await listingOf(dealerA);
    for (const payload of [{ status: 'deleted' }, {}, { status: 'active', extra: 1 }]) {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: `/api/listings/${listing.id}/status`,
        token: admin.token,
        payload,
      });
      expect(res.status).toBe(400);
    }
    expect((await setStatus(listing.id, 'deleted', admin.token)).body.message).toBe(
      'Status must be one of: pending, active, rejected, paused',
    );
    expect((await rowOf(listing.id)).status).toBe('pending');
  });
});

describe('DELETE /api/listings/:id', () => {
  it('removes the listing and its images (both sizes and the WebP copies); the public search follows at once', async () => {
    const listing = await listingOf(dealerA);
    await setStatus(listing.id, 'active', admin.token);
    expect(await publicIds()).toContain(listing.id);
    for (const key of keysOf(listing)) expect(fileExists(ctx, key)).toBe(true);
    const res = await remove(listing.id, dealerA.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Listing deleted successfully' });
    expect(await rowOf(listing.id)).toBeUndefined();
    for (const key of keysOf(listing)) expect(fileExists(ctx, key)).toBe(false);
    expect(await publicIds()).not.toContain(listing.id);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/listings/${listing.id}`, token: dealerA.token })).status,
    ).toBe(404);
    expect((await remove(listing.id, dealerA.token)).status).toBe(404);
  });

  it('keeps a picture another listing still shows (demo listings share pictures)', async () => {
    const listing = await listingOf(dealerA);
    const { id: _id, ...copy } = await rowOf(listing.id);
    const [twin] = await ctx.database.db
      .insert(listings)
      .values({ ...copy, dealerId: dealerB.dealerId })
      .returning();
    expect((await remove(listing.id, admin.token)).status).toBe(200);
    for (const key of keysOf(listing)) expect(fileExists(ctx, key)).toBe(true);
    expect((await remove(twin.id, dealerB.token)).status).toBe(200);
    for (const key of keysOf(listing)) expect(fileExists(ctx, key)).toBe(false);
  });
});

describe('GET /api/listings?scope=manage', () => {
  it("answers the management scope for any status (active included): full listings, an admin every dealer's, a dealer only its own; anonymous 401", async () => {
    const a = await listingOf(dealerA);
    const b = await listingOf(dealerB);
    for (const l of [a, b]) expect((await setStatus(l.id, 'active', admin.token)).status).toBe(200);
    const ids = (res: { body: unknown }) =>
      (res.body as { data: { listings: Listing[] } }).data.listings.map((l) => l.id);
    const asAdmin = await call(ctx.app, {
      method: 'GET',
      url: `/api/listings?scope=manage&status=active&make=${make}&limit=100`,
      token: admin.token,
    });
    expect(asAdmin.status).toBe(200);
    expect(ids(asAdmin)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((asAdmin.body as { data: { listings: Listing[] } }).data.listings[0]).toHaveProperty('views');
    const asDealer = await call(ctx.app, {
      method: 'GET',
      url: `/api/listings?scope=manage&status=active&make=${make}&limit=100`,
      token: dealerB.token,
    });
    expect(ids(asDealer)).toContain(b.id);
    expect(ids(asDealer)).not.toContain(a.id);
    expect((await call(ctx.app, { method: 'GET', url: '/api/listings?scope=manage' })).status).toBe(401);
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/listings?scope=manage', token: consumer.token })).status,
    ).toBe(403);
  });
});
