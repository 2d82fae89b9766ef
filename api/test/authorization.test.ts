// Who may call each route of the accounts, dealers, billing and admin domains, and one lead (GET, PUT, DELETE /api/leads/:id).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { leads } from '../src/db/schema';
import { TokenService } from '../src/lib/auth-token';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';

let ctx: TestContext;
let user: Account;
let dealerA: Account;
let dealerB: Account;
let admin: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  user = await createAccount(ctx, 'user');
  dealerA = await createAccount(ctx, 'dealer');
  dealerB = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
  admin = await createAccount(ctx, 'admin');
});
afterAll(async () => { await ctx.close(); });

type Who = 'anonymous' | 'user' | 'dealerA' | 'dealerB' | 'admin';
const token = (who: Who) => ({ anonymous: undefined, user: user.token, dealerA: dealerA.token, dealerB: dealerB.token, admin: admin.token }[who]);
const get = (url: string, who: Who) => call(ctx.app, { method: 'GET', url, token: token(who) });

const MATRIX: Array<{ url: string; allowed: Who[] }> = [
  { url: '/api/auth/me', allowed: ['user', 'dealerA', 'dealerB', 'admin'] },
  { url: '/api/dealers/profile', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/dealers/stats/dashboard', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/dealers/stats/funnel', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/billing/my-stats', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/billing/my-subscription', allowed: ['dealerA', 'dealerB'] },
  { url: '/api/admin/dashboard', allowed: ['admin'] },
  // :dealerA is dealer A's id, filled in when called.
  { url: '/api/dealers/:dealerA', allowed: ['admin'] },
];

describe.each(MATRIX)('GET $url', ({ url, allowed }) => {
  it.each(['anonymous', 'user', 'dealerA', 'dealerB', 'admin'] as Who[])('as %s', async (who) => {
    const res = await get(url.replace(':dealerA', dealerA.dealerId!), who);
    const expected = allowed.includes(who) ? 200 : who === 'anonymous' ? 401 : 403;
    expect(res.status).toBe(expected);
    if (expected !== 200) expect(typeof res.body.message).toBe('string');
  });
});

describe('one lead: GET, PUT and DELETE /api/leads/:id', () => {
  // Each caller gets a fresh verified lead of dealer A; only dealer A and the admin reach it.
  const ALLOWED: Who[] = ['dealerA', 'admin'];
  const leadOfA = async () => {
    const email = `matrix-${Math.random().toString(36).slice(2)}@example.com`;
    const [row] = await ctx.database.db.insert(leads).values({
      dealerId: dealerA.dealerId!, firstName: 'Matrix', lastName: 'Lead', email, emailKey: email, phone: '1', isEmailVerified: true,
    }).returning();
    return row;
  };
  const rowOf = async (id: string) => (await ctx.database.db.select().from(leads).where(eq(leads.id, id)))[0];
  const body = { name: 'Changed Name', email: 'changed@example.com', phone: '2', status: 'closed' };

  it.each(['anonymous', 'user', 'dealerA', 'dealerB', 'admin'] as Who[])('as %s', async (who) => {
    const lead = await leadOfA();
    const url = `/api/leads/${lead.id}`;
    const refused = who === 'anonymous' ? 401 : who === 'user' ? 403 : 404;
    const expected = (ok: number) => (ALLOWED.includes(who) ? ok : refused);
    expect((await call(ctx.app, { method: 'GET', url, token: token(who) })).status).toBe(expected(200));
    expect((await call(ctx.app, { method: 'PUT', url, token: token(who), payload: body })).status).toBe(expected(200));
    if (!ALLOWED.includes(who)) expect(await rowOf(lead.id)).toEqual(lead);
    else expect(await rowOf(lead.id)).toMatchObject({ firstName: 'Changed', lastName: 'Name', status: 'closed' });
    expect((await call(ctx.app, { method: 'DELETE', url, token: token(who) })).status).toBe(expected(200));
    expect(Boolean(await rowOf(lead.id))).toBe(!ALLOWED.includes(who));
  });
});

describe('each dealer sees only their own data', () => {
  it('profile, subscription and me belong to the caller', async () => {
    expect((await get('/api/dealers/profile', 'dealerA')).body.data.id).toBe(dealerA.dealerId);
    expect((await get('/api/dealers/profile', 'dealerB')).body.data.id).toBe(dealerB.dealerId);
    expect((await get('/api/auth/me', 'dealerB')).body.data.user).toMatchObject({ id: dealerB.id, dealerId: dealerB.dealerId, dealerStatus: 'pending' });
    const a = (await get('/api/billing/my-subscription', 'dealerA')).body.data.id;
    const b = (await get('/api/billing/my-subscription', 'dealerB')).body.data.id;
    expect(a).not.toBe(b);
    // Pending dealer B is in trial but may not receive leads until approved.
    expect((await get('/api/billing/my-stats', 'dealerB')).body.data).toMatchObject({ subscriptionState: 'TRIAL_ACTIVE', canReceiveLeads: false });
    expect((await get('/api/billing/my-stats', 'dealerA')).body.data).toMatchObject({ subscriptionState: 'TRIAL_ACTIVE', canReceiveLeads: true });
  });

  it('setup-trial: only a dealer, only for their own user id', async () => {
    const setup = (who: Who, userId: string) => call(ctx.app, { method: 'POST', url: '/api/auth/setup-trial', token: token(who), payload: { userId, selectedPlan: 'free' } });
    expect((await setup('anonymous', dealerA.id)).status).toBe(401);
    expect((await setup('user', user.id)).status).toBe(403);
    expect((await setup('admin', admin.id)).status).toBe(403);
    expect((await setup('dealerB', dealerA.id)).status).toBe(403);
    expect((await setup('dealerA', dealerA.id)).status).toBe(200);
  });

  it('PATCH /api/dealers/profiledata: dealers only, and only their own dealership changes', async () => {
    const patch = (who: Who, dealershipName: string) => call(ctx.app, { method: 'PATCH', url: '/api/dealers/profiledata', token: token(who), payload: { dealershipName } });
    expect((await patch('anonymous', 'X')).status).toBe(401);
    expect((await patch('user', 'X')).status).toBe(403);
    expect((await patch('admin', 'X')).status).toBe(403);
    const before = (await get('/api/dealers/profile', 'dealerB')).body.data.dealershipName;
    expect((await patch('dealerA', 'Matrix Motors A')).body.data).toMatchObject({ id: dealerA.dealerId, dealershipName: 'Matrix Motors A' });
    expect((await get('/api/dealers/profile', 'dealerB')).body.data.dealershipName).toBe(before);
  });

  it('change-password and profile need a signed-in caller', async () => {
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/change-password', payload: { currentPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' } })).status).toBe(401);
    expect((await call(ctx.app, { method: 'PATCH', url: '/api/auth/profile', payload: { firstName: 'X' } })).status).toBe(401);
  });
});

describe('bad tokens', () => {
  it('refuses a token signed with another secret, a garbled token and a deleted user', async () => {
    const forged = await new TokenService('another-secret-of-enough-length-32b', '1h').sign({ sub: admin.id });
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token: forged })).status).toBe(401);
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: 'not.a.jwt' })).status).toBe(401);
    const ghost = await ctx.app.tokens.sign({ sub: '00000000-0000-4000-8000-000000000000' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: ghost })).status).toBe(401);
  });
});
