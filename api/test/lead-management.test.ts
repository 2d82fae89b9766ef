// Reading, editing and deleting one lead (GET/PUT/DELETE /api/leads/:id): an admin reaches any
// lead, a dealer only its own verified leads; everything else is 404 "Lead not found" and
// changes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { leads, tokens } from '../src/db/schema';
import { issueToken } from '../src/lib/one-time-tokens';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let dealerA: Awaited<ReturnType<typeof makeDealer>>;
let dealerB: Awaited<ReturnType<typeof makeDealer>>;
let admin: { token: string };
let consumer: { token: string };
let listingA: string;
let listingB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const now = ctx.clock.now();
  dealerA = await makeDealer(ctx.app, 'trial', now, 'Alpha Auto');
  dealerB = await makeDealer(ctx.app, 'pro', now, 'Bravo Cars');
  admin = await makeUser(ctx.app, { role: 'admin' });
  consumer = await makeUser(ctx.app, { role: 'user' });
  listingA = await makeListing(ctx.database.db, dealerA.dealerId, { make: 'Toyota', model: 'Camry', year: 2025 });
  listingB = await makeListing(ctx.database.db, dealerB.dealerId, { make: 'Honda', model: 'Civic', year: 2024 });
});
afterAll(async () => {
  await ctx.close();
});

async function makeLead(dealer: 'A' | 'B', o: { verified?: boolean; email?: string } = {}): Promise<string> {
  const email = o.email ?? `shopper-${randomUUID().slice(0, 8)}@example.com`;
  const [row] = await ctx.database.db
    .insert(leads)
    .values({
      listingId: dealer === 'A' ? listingA : listingB,
      dealerId: dealer === 'A' ? dealerA.dealerId : dealerB.dealerId,
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      emailKey: email,
      phone: '+1 512 555 0100',
      question: 'Still available?',
      isEmailVerified: o.verified ?? true,
    })
    .returning({ id: leads.id });
  return row.id;
}
const rowOf = async (id: string) => (await ctx.database.db.select().from(leads).where(eq(leads.id, id)))[0];

const get = (id: string, token?: string) => call(ctx.app, { method: 'GET', url: `/api/leads/${id}`, token });
const put = (id: string, payload: unknown, token?: string) =>
  call(ctx.app, { method: 'PUT', url: `/api/leads/${id}`, payload: payload as object, token });
const del = (id: string, token?: string) => call(ctx.app, { method: 'DELETE', url: `/api/leads/${id}`, token });
const edit = (o: Record<string, unknown> = {}) => ({
  name: 'Mary Ann Smith',
  email: 'Mary.Smith@Example.com',
  phone: '+1 512 555 0199',
  status: 'contacted',
  ...o,
});

describe('GET /api/leads/:id', () => {
  it('answers the lead as the contract shapes it, to its dealer and to an admin', async () => {
    const id = await makeLead('A', { email: 'reader@example.com' });
    for (const token of [dealerA.token, admin.token]) {
      const res = await get(id, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        data: {
          id,
          listingId: listingA,
          listing: { id: listingA, make: 'Toyota', model: 'Camry', year: 2025 },
          name: 'Jane Doe',
          firstName: 'Jane',
          lastName: 'Doe',
          email: 'reader@example.com',
          phone: '+1 512 555 0100',
          question: 'Still available?',
          termMonths: null,
          annualMileage: null,
          status: 'new',
          isEmailVerified: true,
          createdAt: expect.any(String),
        },
      });
    }
  });

  it('is "Lead not found" for another dealer\'s lead, an unconfirmed lead (dealer), an unknown or a malformed id', async () => {
    const theirs = await makeLead('B');
    const unconfirmed = await makeLead('A', { verified: false });
    for (const id of [theirs, unconfirmed, randomUUID(), 'not-a-uuid', '1']) {
      const res = await get(id, dealerA.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Lead not found' });
    }
    // The admin sees the unconfirmed one; nobody sees an unknown id.
    expect((await get(unconfirmed, admin.token)).status).toBe(200);
    expect((await get(randomUUID(), admin.token)).body).toEqual({ message: 'Lead not found' });
    expect((await get('nope', admin.token)).status).toBe(404);
  });

  it('is closed to anonymous callers (401) and consumers (403)', async () => {
    const id = await makeLead('A');
    expect((await get(id)).status).toBe(401);
    expect((await get(id, consumer.token)).status).toBe(403);
  });
});

describe('PUT /api/leads/:id', () => {
  it('lets a dealer edit its own lead: name split into first and last name, email lower-cased, status', async () => {
    const id = await makeLead('A');
    const res = await put(id, edit(), dealerA.token);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      id,
      name: 'Mary Ann Smith',
      firstName: 'Mary',
      lastName: 'Ann Smith',
      email: 'mary.smith@example.com',
      phone: '+1 512 555 0199',
      status: 'contacted',
      isEmailVerified: true,
      question: 'Still available?',
      listing: { id: listingA },
    });
    const row = await rowOf(id);
    expect(row).toMatchObject({
      firstName: 'Mary',
      lastName: 'Ann Smith',
      email: 'mary.smith@example.com',
      emailKey: 'mary.smith@example.com',
      status: 'contacted',
    });
    // A one-word name has no last name; the dealer's list shows the edit.
    await put(id, edit({ name: '  Cher  ', status: 'closed' }), dealerA.token);
    const mine = await call(ctx.app, {
      method: 'GET',
      url: '/api/leads/my-leads?search=mary.smith',
      token: dealerA.token,
    });
    expect(mine.body.data.leads[0]).toMatchObject({
      id,
      name: 'Cher',
      firstName: 'Cher',
      lastName: '',
      status: 'closed',
    });
  });

  it('lets an admin edit any lead, confirmed or not, of any dealer', async () => {
    for (const id of [await makeLead('B'), await makeLead('A', { verified: false })]) {
      const res = await put(id, edit({ name: 'Admin Edit', status: 'new' }), admin.token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id, firstName: 'Admin', lastName: 'Edit', status: 'new' });
    }
  });

  it("refuses another dealer's lead and an unconfirmed one with 404, changing nothing", async () => {
    const theirs = await makeLead('B');
    const unconfirmed = await makeLead('A', { verified: false });
    for (const id of [theirs, unconfirmed]) {
      const before = await rowOf(id);
      const res = await put(id, edit(), dealerA.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Lead not found' });
      expect(await rowOf(id)).toEqual(before);
    }
    expect((await put('malformed', edit(), dealerA.token)).status).toBe(404);
    expect((await put(randomUUID(), edit(), admin.token)).status).toBe(404);
  });

  it('needs a signed-in admin or dealer (401 before 400)', async () => {
    const id = await makeLead('A');
    const before = await rowOf(id);
    expect((await put(id, {})).status).toBe(401);
    expect((await put(id, edit())).status).toBe(401);
    expect((await put(id, edit(), consumer.token)).status).toBe(403);
    expect(await rowOf(id)).toEqual(before);
  });

  it('answers the Edit Lead messages with 400 and changes nothing', async () => {
    const id = await makeLead('A');
    const before = await rowOf(id);
    const messages = async (payload: unknown) => {
      const res = await put(id, payload, dealerA.token);
      expect(res.status).toBe(400);
      return (res.body.errors as Array<{ path: string; message: string }>).map((e) => `${e.path}: ${e.message}`);
    };
    expect(await messages({ name: ' ', email: '', phone: '', status: '' })).toEqual(
      expect.arrayContaining([
        'name: Name is required',
        'email: Email is required',
        'phone: Phone is required',
        'status: Status is required',
      ]),
    );
    expect(await messages(edit({ email: 'not-an-email' }))).toEqual(['email: Email is invalid']);
    expect(await messages(edit({ status: 'lost' }))).toEqual(['status: Status must be new, contacted or closed']);
    const { status: _status, ...noStatus } = edit();
    expect(await messages(noStatus)).toEqual(['status: Status is required']);
    expect((await put(id, edit({ name: 'x'.repeat(162) }), dealerA.token)).status).toBe(400);
    expect((await put(id, edit({ question: 'extra' }), dealerA.token)).status).toBe(400);
    expect((await put(id, edit({ phone: '+1\u0000' }), dealerA.token)).status).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });
});

describe('DELETE /api/leads/:id', () => {
  it('lets a dealer delete its own lead; its unused confirmation links go with it', async () => {
    const id = await makeLead('A');
    await issueToken(ctx.database.db, 'verify_lead', { leadId: id }, ctx.clock.now(), 3_600_000);
    const res = await del(id, dealerA.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Lead deleted successfully' });
    expect(await rowOf(id)).toBeUndefined();
    // No token outlives its lead: the link is gone, not left behind pointing at nothing.
    expect(await ctx.database.db.select().from(tokens).where(eq(tokens.leadId, id))).toEqual([]);
    expect((await get(id, admin.token)).status).toBe(404);
    expect((await del(id, dealerA.token)).body).toEqual({ message: 'Lead not found' });
  });

  it('lets an admin delete any lead', async () => {
    const id = await makeLead('B', { verified: false });
    expect((await del(id, admin.token)).status).toBe(200);
    expect(await rowOf(id)).toBeUndefined();
  });

  it("refuses another dealer's lead, an unconfirmed one, anonymous callers and consumers, keeping the row", async () => {
    const theirs = await makeLead('B');
    const unconfirmed = await makeLead('A', { verified: false });
    for (const id of [theirs, unconfirmed]) {
      const res = await del(id, dealerA.token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Lead not found' });
      expect(await rowOf(id)).toBeDefined();
    }
    expect((await del(theirs)).status).toBe(401);
    expect((await del(theirs, consumer.token)).status).toBe(403);
    expect((await del('x', dealerB.token)).status).toBe(404);
    expect(await rowOf(theirs)).toBeDefined();
    // Its own dealer still can.
    expect((await del(theirs, dealerB.token)).status).toBe(200);
  });
});
