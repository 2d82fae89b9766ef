import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing, makeUser } from './listings-fixtures';

let ctx: TestContext;
let dealerA: Awaited<ReturnType<typeof makeDealer>>;
let dealerB: Awaited<ReturnType<typeof makeDealer>>;
let admin: { token: string };
let verified: { id: string; email: string; token: string };
let unverified: { token: string };
let listingA: string;
let listingB: string;
let pausedA: string;

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_CACHE_TTL_MS: 0 });
  const now = ctx.clock.now();
  dealerA = await makeDealer(ctx.app, 'pro', now, 'Alpha Auto');
  dealerB = await makeDealer(ctx.app, 'trial', now, 'Bravo Cars');
  admin = await makeUser(ctx.app, { role: 'admin' });
  verified = await makeUser(ctx.app, { role: 'user', verified: true, phone: '+1 555 0101' });
  unverified = await makeUser(ctx.app, { role: 'user', verified: false });
  listingA = await makeListing(ctx.database.db, dealerA.dealerId, {
    make: 'Audi',
    model: 'Q5',
    bodyType: 'SUV',
    monthlyPayment: 579,
  });
  listingB = await makeListing(ctx.database.db, dealerB.dealerId, { make: 'Kia', model: 'EV6' });
  pausedA = await makeListing(ctx.database.db, dealerA.dealerId, { status: 'paused' });
});
afterAll(async () => {
  await ctx.close();
});

const send = (payload: unknown, token?: string) =>
  call(ctx.app, { method: 'POST', url: '/api/enquiries', payload: payload as object, token });
const list = (token: string, qs = '') => call(ctx.app, { method: 'GET', url: `/api/enquiries${qs}`, token });

describe('POST /api/enquiries', () => {
  it('needs a signed-in consumer with a verified email', async () => {
    expect((await send({ listingId: listingA })).status).toBe(401);
    expect((await send({ listingId: 'bad' })).status).toBe(401); // who before what
    expect((await send({ listingId: 'bad' }, dealerA.token)).status).toBe(403);
    expect((await send({ listingId: listingA }, dealerA.token)).status).toBe(403);
    expect((await send({ listingId: listingA }, admin.token)).status).toBe(403);
    const res = await send({ listingId: listingA, message: 'Hi' }, unverified.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Please verify your email before sending an enquiry');
  });

  it('stores the enquiry with the consumer details and answers it', async () => {
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 1000));
    const res = await send(
      { listingId: listingA, message: 'Is the Q5 available in blue?', phoneNumber: '+1 555 0199' },
      verified.token,
    );
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      first_name: expect.any(String),
      last_name: expect.any(String),
      email: verified.email,
      phone_number: '+1 555 0199',
      message: 'Is the Q5 available in blue?',
      status: 'new',
      listing: {
        id: listingA,
        make: 'Audi',
        model: 'Q5',
        bodyType: 'SUV',
        monthlyPayment: 579,
        imageUrls: ['listings/main.jpg'],
        galleryImages: ['listings/g1.jpg'],
      },
    });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 1000));
    const second = await send({ listingId: listingB }, verified.token);
    expect(second.status).toBe(201);
    expect(second.body.data.phone_number).toBe('+1 555 0101');
  });

  it('accepts only public listings and valid bodies', async () => {
    expect((await send({ listingId: pausedA }, verified.token)).status).toBe(404);
    expect((await send({ listingId: '00000000-0000-4000-8000-000000000000' }, verified.token)).status).toBe(404);
    expect((await send({ listingId: 'x' }, verified.token)).status).toBe(400);
    expect((await send({}, verified.token)).status).toBe(400);
    expect((await send({ listingId: listingA, message: 'x'.repeat(2001) }, verified.token)).status).toBe(400);
    expect((await send({ listingId: listingA, dealerId: dealerB.dealerId }, verified.token)).status).toBe(400);
  });
});

describe('GET /api/enquiries', () => {
  it('is for dealers and admins only', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/enquiries' })).status).toBe(401);
    expect((await list(verified.token)).status).toBe(403);
  });

  it('gives a dealer the enquiries on its own listings only', async () => {
    const a = await list(dealerA.token);
    expect(a.status).toBe(200);
    expect(a.body.data).toMatchObject({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(a.body.data.data[0].listing.id).toBe(listingA);
    const sneaky = await list(dealerA.token, `?dealerId=${dealerB.dealerId}`);
    expect(sneaky.body.data.data.map((e: { listing: { id: string } }) => e.listing.id)).toEqual([listingA]);
    const b = await list(dealerB.token);
    expect(b.body.data.data.map((e: { listing: { id: string } }) => e.listing.id)).toEqual([listingB]);
  });

  it('gives an admin all of them, newest first, with search, a dealer filter and paging', async () => {
    const all = await list(admin.token);
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.data.map((e: { listing: { id: string } }) => e.listing.id)).toEqual([listingB, listingA]);
    expect((await list(admin.token, `?dealerId=${dealerA.dealerId}`)).body.data.total).toBe(1);
    expect((await list(admin.token, '?search=blue')).body.data.total).toBe(1);
    const paged = await list(admin.token, '?limit=1&page=2');
    expect(paged.body.data).toMatchObject({ page: 2, limit: 1, total: 2, totalPages: 2 });
    expect(paged.body.data.data[0].listing.id).toBe(listingA);
    expect((await list(admin.token, '?limit=0')).status).toBe(400);
  });

  it("answers the contract's Enquiry fields only, and 400 for a search with control characters", async () => {
    const all = await list(admin.token);
    expect(Object.keys(all.body.data.data[0]).sort()).toEqual([
      'createdAt',
      'email',
      'first_name',
      'id',
      'last_name',
      'listing',
      'message',
      'phone_number',
      'status',
    ]);
    expect(new Date(all.body.data.data[0].createdAt).toISOString()).toBe(all.body.data.data[0].createdAt);
    for (const token of [admin.token, dealerA.token]) {
      const res = await list(token, '?search=a%00b');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Control characters are not allowed');
    }
  });
});

describe('a repeated enquiry', () => {
  it('is refused when the same consumer sends the same message about the same deal within a day, even twice at once', async () => {
    const now = ctx.clock.now();
    const dealer = await makeDealer(ctx.app, 'pro', now, 'Charlie Motors');
    const listing = await makeListing(ctx.database.db, dealer.dealerId, { make: 'Mazda', model: 'CX-5' });
    const consumer = await makeUser(ctx.app, { role: 'user', verified: true });
    const message = 'Can I pick it up on Saturday?';
    const [one, two] = await Promise.all([
      send({ listingId: listing, message }, consumer.token),
      send({ listingId: listing, message }, consumer.token),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const refused = one.status === 409 ? one : two;
    expect(refused.body).toEqual({ message: 'You already sent this enquiry. The dealer will reply to your email.' });
    // Another question is another enquiry; the same one a day later is too.
    expect((await send({ listingId: listing, message: 'Is it still there?' }, consumer.token)).status).toBe(201);
    ctx.clock.set(new Date(now.getTime() + 24 * 60 * 60 * 1000 + 1000));
    expect((await send({ listingId: listing, message }, consumer.token)).status).toBe(201);
    const dealerList = await list(dealer.token);
    expect(dealerList.body.data.total).toBe(3);
  });
});
