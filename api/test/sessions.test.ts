// Tokens prove who and which session generation only: forged, expiry-less, stale and
// suspended-account tokens are refused; role and status come from the database.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { dealers, users } from '../src/db/schema';
import { call, createTestContext, TEST_SECRET, type TestContext } from './helpers';
import { createAccount, latestMail, linkIn, PASSWORD } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT: 'off' });
});
afterAll(async () => {
  await ctx.close();
});

const me = (token: string) => call(ctx.app, { method: 'GET', url: '/api/auth/me', token });
const dashboard = (token: string) => call(ctx.app, { method: 'GET', url: '/api/admin/dashboard', token });
const sign = (payload: Record<string, unknown>, secret: string, exp: string | null = '1h') => {
  let jwt = new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).setIssuedAt();
  if (exp) jwt = jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(secret));
};

describe('forged and malformed tokens', () => {
  it('the old public default secret signs nothing', async () => {
    const admin = await createAccount(ctx, 'admin');
    const forged = await sign({ role: 'admin', sub: admin.id, ver: 0 }, 'dev-only-secret-change-me-in-production');
    expect((await dashboard(forged)).status).toBe(401);
  });

  it('a token without exp is refused even with the right key', async () => {
    const admin = await createAccount(ctx, 'admin');
    expect((await dashboard(await sign({ sub: admin.id, ver: 0 }, TEST_SECRET, null))).status).toBe(401);
    expect((await dashboard(await sign({ sub: admin.id, ver: 0 }, TEST_SECRET))).status).toBe(200);
  });

  it('the role claimed in a token is ignored: the database decides', async () => {
    const user = await createAccount(ctx, 'user');
    const claimsAdmin = await sign({ sub: user.id, ver: 0, role: 'admin' }, TEST_SECRET);
    expect((await dashboard(claimsAdmin)).status).toBe(403);
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await dashboard(user.token)).status).toBe(200);
  });

  it('alg none, a non-uuid subject and a service token are not sessions', async () => {
    const admin = await createAccount(ctx, 'admin');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: admin.id, ver: 0, exp: 9999999999 })).toString('base64url')}.`;
    expect((await dashboard(none)).status).toBe(401);
    expect((await me(await sign({ sub: 'not-a-uuid', ver: 0 }, TEST_SECRET))).status).toBe(401);
    expect((await me(await ctx.app.tokens.signService('outbox'))).status).toBe(401);
  });
});

describe('sessions end', () => {
  it("a suspended dealer's tokens stop at once", async () => {
    const dealer = await createAccount(ctx, 'dealer');
    expect((await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: dealer.token })).status).toBe(200);
    await ctx.database.db.update(dealers).set({ status: 'suspended' }).where(eq(dealers.id, dealer.dealerId!));
    expect((await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: dealer.token })).status).toBe(401);
    expect((await me(dealer.token)).status).toBe(401);
  });

  it("a deleted user's tokens stop at once", async () => {
    const user = await createAccount(ctx, 'user');
    await ctx.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(user.token)).status).toBe(401);
  });

  it('changing the password ends every earlier session and hands this one a new token', async () => {
    const user = await createAccount(ctx, 'user');
    const login = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const otherDevice = login.body.data.token as string;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      token: user.token,
      payload: { currentPassword: PASSWORD, newPassword: 'Newer123!x', confirmNewPassword: 'Newer123!x' },
    });
    expect(res.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await me(res.body.data.token)).status).toBe(200);
  });

  it('resetting the password ends every earlier session', async () => {
    const user = await createAccount(ctx, 'user');
    expect((await me(user.token)).status).toBe(200);
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
    const token = new URL(linkIn((await latestMail(ctx, user.email)).text, '/reset-password')).searchParams.get(
      'token',
    );
    const reset = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Reset123!x', confirmPassword: 'Reset123!x' },
    });
    expect(reset.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    const again = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'Reset123!x' },
    });
    expect((await me(again.body.data.token)).status).toBe(200);
  });
});
