import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { dealers, subscriptions, tokens, users } from '../src/db/schema';
import { waitAfter } from '../src/auth/login-guard';
import { DEALER_REGISTERED, REGISTERED } from '../src/auth/service';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, latestMail, linkIn, multipart, PASSWORD, TINY_PNG } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const consumer = (email: string) => ({
  email,
  password: 'Str0ng!pass',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'consumer',
});
const dealerBody = (email: string) => ({
  email,
  password: 'Str0ng!pass',
  firstName: 'Dana',
  lastName: 'Dealer',
  dealershipName: 'Dana Motors',
  termsAgreement: true,
  phoneNumber: '9876543210',
  state: 'CA',
  zipCode: '90210',
  website: 'https://dana.example/?utm_source=x',
  address: '1 Main St',
  city: 'Springfield',
  campaign: { utm_source: 'google' },
});
const userByEmail = async (email: string) =>
  (await ctx.database.db.select().from(users).where(eq(users.email, email)))[0];
/** The dealership of the account with this email, as stored. */
const dealerOf = async (email: string) => {
  const [row] = await ctx.database.db
    .select({ dealer: dealers })
    .from(dealers)
    .innerJoin(users, eq(users.id, dealers.userId))
    .where(eq(users.email, email));
  return row.dealer;
};
const post = (url: string, payload: unknown, extra: { token?: string; ip?: string } = {}) =>
  call(ctx.app, {
    method: 'POST',
    url,
    payload: payload as object,
    token: extra.token,
    headers: { 'x-forwarded-for': extra.ip ?? freshIp() },
  });

describe('consumer journey: register, verify, login, me', () => {
  it('registers, mails a link, verifies once, signs in and reads me', async () => {
    const reg = await post('/api/auth/register', consumer('Ada@Example.com'));
    expect(reg.status).toBe(201);
    // No session and no account data: the same answer as for an email that has an account.
    expect(reg.body).toEqual({ success: true, message: REGISTERED });
    expect((await userByEmail('ada@example.com'))?.isEmailVerified).toBe(false);

    const mail = await latestMail(ctx, 'ada@example.com');
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.html).toContain('<a href=');
    const link = linkIn(mail.text, '/verify-email/');
    expect(link.startsWith(`${ctx.config.PUBLIC_URL}/verify-email/`)).toBe(true);
    const raw = link.split('/verify-email/')[1];
    expect(raw).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const stored = await ctx.database.db.select().from(tokens);
    expect(stored.some((t) => t.tokenHash === raw)).toBe(false);

    const verify = await call(ctx.app, { method: 'GET', url: `/api/auth/verify-email/${raw}` });
    expect(verify.status).toBe(200);
    expect(verify.body.success).toBe(true);
    const again = await call(ctx.app, { method: 'GET', url: `/api/auth/verify-email/${raw}` });
    expect(again.status).toBe(400);

    const login = await post('/api/auth/login', { email: 'ADA@example.com', password: 'Str0ng!pass' });
    expect(login.status).toBe(200);
    expect(login.body.data.user).toMatchObject({ email: 'ada@example.com', isEmailVerified: true });
    const me = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: login.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      success: true,
      data: {
        user: expect.objectContaining({ email: 'ada@example.com', role: 'user', phone: null, profileImage: null }),
      },
    });
  });

  it('rejects a verification link after 48 hours', async () => {
    await post('/api/auth/register', consumer('late@example.com'));
    const raw = linkIn((await latestMail(ctx, 'late@example.com')).text, '/verify-email/').split('/verify-email/')[1];
    ctx.clock.advanceDays(2.01);
    try {
      const res = await call(ctx.app, { method: 'GET', url: `/api/auth/verify-email/${raw}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/invalid or has expired/);
    } finally {
      ctx.clock.advanceDays(-2.01);
    }
  });

  it('mails a signed-in user a new verification link that works, at most 3 times an hour', async () => {
    const account = await createAccount(ctx, 'user', { verified: false });
    const resend = () =>
      call(ctx.app, { method: 'POST', url: '/api/auth/resend-verification', token: account.token, payload: {} });
    const res = await resend();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: `We sent a new verification link to ${account.email}.` });
    const raw = linkIn((await latestMail(ctx, account.email)).text, '/verify-email/').split('/verify-email/')[1];
    expect((await call(ctx.app, { method: 'GET', url: `/api/auth/verify-email/${raw}` })).status).toBe(200);
    expect((await resend()).body.message).toBe('Your email is already verified.');
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many verification emails. Please try again in an hour.');
    expect((await call(ctx.app, { method: 'POST', url: '/api/auth/resend-verification', payload: {} })).status).toBe(
      401,
    );
  });

  it('answers a taken email (whatever its case) exactly as a new one, changes nothing and mails the owner', async () => {
    const fresh = await post('/api/auth/register', consumer('first@example.com'));
    await post('/api/auth/register', consumer('twice@example.com'));
    const before = await userByEmail('twice@example.com');
    const dup = await post('/api/auth/register', { ...consumer('TWICE@example.com'), firstName: 'Eve' });
    expect({ status: dup.status, body: dup.body }).toEqual({ status: fresh.status, body: fresh.body });
    expect(await userByEmail('twice@example.com')).toEqual(before);
    const mail = await latestMail(ctx, 'twice@example.com');
    expect(mail.subject).toBe('Someone tried to create a LeaseMarket account with your email');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(
      `sign in, or reset your password if you forgot it: ${ctx.config.PUBLIC_URL}/forgot-password`,
    );
    expect(linkIn(mail.text, '/login')).toBe(`${ctx.config.PUBLIC_URL}/login`);

    const freshDealer = await post('/api/auth/register-dealer', dealerBody('fresh-dealer@example.com'));
    const dupDealer = await post('/api/auth/register-dealer', dealerBody('twice@example.com'));
    expect({ status: dupDealer.status, body: dupDealer.body }).toEqual({
      status: freshDealer.status,
      body: freshDealer.body,
    });
    expect((await userByEmail('twice@example.com'))?.role).toBe('user');
    expect((await latestMail(ctx, 'twice@example.com')).subject).toBe(
      'Someone tried to create a LeaseMarket account with your email',
    );
    const owned = await ctx.database.db.select().from(dealers).where(eq(dealers.userId, before!.id));
    expect(owned).toEqual([]);
  });

  it('explains weak passwords one rule at a time', async () => {
    const cases: Array<[string, string]> = [
      ['Ab1!', 'Password must be at least 8 characters'],
      ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
      ['abcdefg1!', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh!', 'Password must contain at least one number'],
      ['Abcdefgh1', 'Password must contain at least one special character'],
    ];
    for (const [password, message] of cases) {
      const res = await post('/api/auth/register', { ...consumer('weak@example.com'), password });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.errors).toEqual([{ path: 'password', message }]);
    }
  });

  it('answers 400, never 500, to bad JSON, unknown fields, a wrong role and missing fields', async () => {
    const bad = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    expect((await post('/api/auth/register', { ...consumer('x@example.com'), isAdmin: true })).status).toBe(400);
    expect((await post('/api/auth/register', { ...consumer('x@example.com'), role: 'admin' })).status).toBe(400);
    expect((await post('/api/auth/register', { email: 'x@example.com' })).status).toBe(400);
    expect((await post('/api/auth/login', { email: 'x@example.com', password: 'x', extra: 1 })).status).toBe(400);
    expect((await post('/api/auth/forgot-password', { email: 'not-an-email' })).body.message).toBe('Email is invalid');
    expect(
      (await post('/api/auth/register-dealer', { ...dealerBody('y@example.com'), termsAgreement: false })).status,
    ).toBe(400);
    const notJson = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/login',
      payload: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});

describe('dealer registration', () => {
  it('creates a pending dealer whose 30-day trial starts at its approval, with normalised phone and website, and mails a link', async () => {
    const res = await post('/api/auth/register-dealer', dealerBody('dana@example.com'));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, message: DEALER_REGISTERED });
    const signedIn = await post('/api/auth/login', { email: 'dana@example.com', password: 'Str0ng!pass' });
    const user = signedIn.body.data.user;
    const dealer = await dealerOf('dana@example.com');
    expect(user).toMatchObject({
      role: 'dealer',
      dealerId: dealer.id,
      dealerStatus: 'pending',
      permissions: { manageListings: true, manageLeads: true, manageBilling: true },
    });
    expect(dealer).toMatchObject({
      status: 'pending',
      phoneNumber: '+91-9876543210',
      website: 'https://dana.example/',
      campaign: { utm_source: 'google' },
    });
    const [sub] = await ctx.database.db.select().from(subscriptions).where(eq(subscriptions.dealerId, dealer.id));
    expect(sub).toMatchObject({ plan: 'free', status: 'trialing' });
    const row = async () => (await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealer.id)))[0];
    // The review takes no trial days: none start before the approval.
    expect(await row()).toMatchObject({ trialStartDate: null, trialEndDate: null });

    const mail = await latestMail(ctx, 'dana@example.com');
    expect(mail.subject).toMatch(/awaiting approval/);
    expect(mail.text).toContain('Your 30-day free trial starts when your dealership is approved.');
    linkIn(mail.text, '/verify-email/');

    // A pending dealer may sign in and see their dashboard.
    const login = await post('/api/auth/login', { email: 'dana@example.com', password: 'Str0ng!pass' });
    expect(login.status).toBe(200);
    expect(login.body.data.user.dealerStatus).toBe('pending');
    const dash = await call(ctx.app, {
      method: 'GET',
      url: '/api/dealers/stats/dashboard',
      token: login.body.data.token,
    });
    expect(dash.status).toBe(200);
    // ...and is told its dealership is under review, with its whole trial ahead.
    const billing = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: login.body.data.token });
    expect(billing.body.data).toMatchObject({
      accountStatus: 'pending',
      subscriptionState: 'TRIAL_ACTIVE',
      trialDaysRemaining: 30,
      canReceiveLeads: false,
      freeLeadsUntil: null,
    });

    // Approved three days later: the 30 days start then.
    ctx.clock.advanceDays(3);
    try {
      const admin = await createAccount(ctx, 'admin');
      const approved = await call(ctx.app, {
        method: 'PUT',
        url: `/api/admin/dealers/${dealer.id}/approve`,
        token: admin.token,
      });
      expect(approved.status).toBe(200);
      const now = ctx.clock.now();
      expect(await row()).toMatchObject({
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + 30 * 86_400_000),
        trialPeriodDays: 30,
      });
      // The approval mail says the trial starts now and when it ends.
      const approvedMail = await latestMail(ctx, 'dana@example.com');
      expect(approvedMail.subject).toBe('Dana Motors is approved on LeaseMarket');
      const ends = new Date(now.getTime() + 30 * 86_400_000).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(approvedMail.text).toContain(
        `Your 30-day free trial starts now and ends on ${ends}: the leads you receive until then are free.`,
      );
      const after = await call(ctx.app, { method: 'GET', url: '/api/billing/my-stats', token: login.body.data.token });
      expect(after.body.data).toMatchObject({
        accountStatus: 'approved',
        subscriptionState: 'TRIAL_ACTIVE',
        trialDaysRemaining: 30,
        canReceiveLeads: true,
      });
      // Approved again after a suspension: the trial keeps its dates and the mail does not start it again.
      await call(ctx.app, { method: 'PUT', url: `/api/admin/dealers/${dealer.id}/suspend`, token: admin.token });
      ctx.clock.advanceDays(1);
      await call(ctx.app, { method: 'PUT', url: `/api/admin/dealers/${dealer.id}/approve`, token: admin.token });
      ctx.clock.advanceDays(-1);
      const again = await latestMail(ctx, 'dana@example.com');
      expect(again.subject).toBe('Dana Motors is approved on LeaseMarket');
      expect(again.text).not.toContain('free trial starts now');
      expect(await row()).toMatchObject({ trialStartDate: now });
    } finally {
      ctx.clock.advanceDays(-3);
    }
  });

  it('keeps a phone that starts with +, and sets up the trial plan', async () => {
    const res = await post('/api/auth/register-dealer', {
      ...dealerBody('plus@example.com'),
      phoneNumber: '+1 555 0100',
      website: '',
    });
    expect(res.status).toBe(201);
    const dealer = await dealerOf('plus@example.com');
    expect(dealer).toMatchObject({ phoneNumber: '+1 555 0100', website: null });
    const login = await post('/api/auth/login', { email: 'plus@example.com', password: 'Str0ng!pass' });
    const token = login.body.data.token;
    const userId = login.body.data.user.id;
    const other = await post(
      '/api/auth/setup-trial',
      { userId: '00000000-0000-4000-8000-000000000000', selectedPlan: 'pro' },
      { token },
    );
    expect(other.status).toBe(403);
    // A card id the payment provider never confirmed for this dealer is refused and nothing is saved.
    const unconfirmed = await post(
      '/api/auth/setup-trial',
      { userId, selectedPlan: 'pro', paymentMethodId: 'pm_card_visa', willAutoRenew: false },
      { token },
    );
    expect(unconfirmed).toMatchObject({ status: 400, body: { message: 'Payment setup failed' } });
    const setup = await post('/api/auth/setup-trial', { userId, selectedPlan: 'pro', willAutoRenew: false }, { token });
    expect(setup.status).toBe(200);
    expect(setup.body.data).toMatchObject({ plan: 'pro', status: 'trialing', monthlyFee: 200, cplRate: 75 });
    // Choosing what follows the trial does not start it: the approval does.
    expect(setup.body.data.trialEndDate).toBeNull();
    const [row] = await ctx.database.db.select().from(dealers).where(eq(dealers.id, dealer.id));
    expect(row).toMatchObject({ stripePaymentMethodId: null, hasValidPaymentMethod: false });
    expect((await post('/api/auth/setup-trial', { userId, selectedPlan: 'gold' }, { token })).status).toBe(400);
    const consumerAccount = await createAccount(ctx, 'user');
    expect(
      (
        await post(
          '/api/auth/setup-trial',
          { userId: consumerAccount.id, selectedPlan: 'free' },
          { token: consumerAccount.token },
        )
      ).status,
    ).toBe(403);
  });
});

describe('login', () => {
  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const account = await createAccount(ctx, 'user');
    const wrong = await post('/api/auth/login', { email: account.email, password: 'Wrong123!' });
    const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password: PASSWORD });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a suspended dealer with 403 and a clear message', async () => {
    const account = await createAccount(ctx, 'dealer', { dealerStatus: 'suspended' });
    const res = await post('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/suspended/);
  });

  it('gives admins their permissions', async () => {
    const account = await createAccount(ctx, 'admin');
    const res = await post('/api/auth/login', { email: account.email, password: PASSWORD });
    expect(res.body.data.user.permissions).toEqual({
      manageDealers: true,
      verifyLeads: true,
      manageListings: true,
      manageLeads: true,
    });
  });

  it('limits attempts per IP and email (10 per 15 min) and per IP (50 per 15 min), never locking the owner out', async () => {
    const account = await createAccount(ctx, 'user');
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      expect((await post('/api/auth/login', { email: account.email, password: 'Wrong123!' }, { ip })).status).toBe(401);
      // Each failure past the third makes this address wait longer before its next try.
      ctx.clock.set(new Date(ctx.clock.now().getTime() + waitAfter(i)));
    }
    const limited = await post('/api/auth/login', { email: account.email, password: PASSWORD }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // Another address (the owner's, new or not) signs in with the right password at once.
    const other = freshIp();
    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD }, { ip: other })).status).toBe(
      200,
    );
    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD }, { ip })).status).toBe(429);
    // The window ends after 15 minutes.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 15 * 60_000 + 1));
    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD }, { ip })).status).toBe(200);

    const busy = freshIp();
    for (let i = 0; i < 50; i++)
      await post('/api/auth/login', { email: `u${i}@example.com`, password: 'x' }, { ip: busy });
    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD }, { ip: busy })).status).toBe(
      429,
    );
  });
});

describe('forgot and reset password', () => {
  it('answers the same for an unknown email, whose mail says no account uses it and resets nothing', async () => {
    const tokenRows = async () => (await ctx.database.db.select().from(tokens)).length;
    const before = await tokenRows();
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({
      success: true,
      message: 'If an account exists for that email, a reset link has been sent.',
    });
    // The same work as for an account: one token row and one mail.
    expect(await tokenRows()).toBe(before + 1);
    const ghost = await latestMail(ctx, 'ghost@example.com');
    expect(ghost.subject).toBe('Your LeaseMarket password reset request');
    expect(ghost.text).toContain('but no account uses it');
    expect(ghost.text).not.toContain('/reset-password');
    expect(linkIn(ghost.text, '/register')).toBe(`${ctx.config.PUBLIC_URL}/register`);
    const account = await createAccount(ctx, 'user');
    const known = await post('/api/auth/forgot-password', { email: account.email });
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual(unknown.body);
    expect(await tokenRows()).toBe(before + 2);
    expect(linkIn((await latestMail(ctx, account.email)).text, '/reset-password?token=')).toMatch(
      /^http:\/\/localhost:3000\/reset-password\?token=/,
    );
  });

  it('resets once with a valid link, then the link is dead', async () => {
    const account = await createAccount(ctx, 'user');
    await post('/api/auth/forgot-password', { email: account.email });
    const token = new URL(
      linkIn((await latestMail(ctx, account.email)).text, '/reset-password?token='),
    ).searchParams.get('token')!;
    const mismatch = await post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!password',
      confirmPassword: 'other',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Passwords do not match');
    const weak = await post('/api/auth/reset-password', {
      token,
      newPassword: 'password',
      confirmPassword: 'password',
    });
    expect(weak.body.message).toBe('Password must contain at least one uppercase letter');
    const ok = await post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Password reset successfully!' });
    const reuse = await post('/api/auth/reset-password', {
      token,
      newPassword: 'An0ther!pass',
      confirmPassword: 'An0ther!pass',
    });
    expect(reuse.status).toBe(400);
    expect((await post('/api/auth/login', { email: account.email, password: PASSWORD })).status).toBe(401);
    expect((await post('/api/auth/login', { email: account.email, password: 'N3w!password' })).status).toBe(200);
  });

  it('rejects a reset link after one hour, and an unknown token', async () => {
    const account = await createAccount(ctx, 'user');
    await post('/api/auth/forgot-password', { email: account.email });
    const token = new URL(linkIn((await latestMail(ctx, account.email)).text, 'token=')).searchParams.get('token')!;
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 3600_000 + 1000));
    const late = await post('/api/auth/reset-password', {
      token,
      newPassword: 'N3w!password',
      confirmPassword: 'N3w!password',
    });
    expect(late.status).toBe(400);
    expect(late.body.message).toMatch(/invalid or has expired/);
    expect(
      (
        await post('/api/auth/reset-password', {
          token: 'nope',
          newPassword: 'N3w!password',
          confirmPassword: 'N3w!password',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post('/api/auth/reset-password', {
          token: '',
          newPassword: 'N3w!password',
          confirmPassword: 'N3w!password',
        })
      ).body.message,
    ).toBe('Invalid or missing token!');
  });

  it('limits requests: 3 per hour per email, 5 per hour per IP', async () => {
    const account = await createAccount(ctx, 'user');
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: account.email })).status).toBe(429);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/forgot-password', { email: `p${i}@example.com` }, { ip })).status).toBe(200);
    const limited = await post('/api/auth/forgot-password', { email: 'p9@example.com' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ message: expect.stringMatching(/Too many/) });
  });
});

describe('change password', () => {
  it('needs the current password and a strong new one', async () => {
    const account = await createAccount(ctx, 'dealer');
    const change = (body: object) => post('/api/auth/change-password', body, { token: account.token });
    expect(
      (
        await post('/api/auth/change-password', {
          currentPassword: PASSWORD,
          newPassword: 'N3w!password',
          confirmNewPassword: 'N3w!password',
        })
      ).status,
    ).toBe(401);
    const wrong = await change({
      currentPassword: 'Nope123!',
      newPassword: 'N3w!password',
      confirmNewPassword: 'N3w!password',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Current password is incorrect');
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'N3w!password', confirmNewPassword: 'different' })).body
        .message,
    ).toBe('Passwords do not match');
    expect(
      (await change({ currentPassword: PASSWORD, newPassword: 'short', confirmNewPassword: 'short' })).body.message,
    ).toBe('Password must be at least 8 characters');
    expect(
      (await change({ currentPassword: '', newPassword: 'N3w!password', confirmNewPassword: 'N3w!password' })).body
        .message,
    ).toBe('Current password is required');
    const ok = await change({
      currentPassword: PASSWORD,
      newPassword: 'N3w!password',
      confirmNewPassword: 'N3w!password',
    });
    expect(ok.body).toEqual({
      success: true,
      message: 'Password changed successfully!',
      data: { token: expect.any(String) },
    });
    expect((await post('/api/auth/login', { email: account.email, password: 'N3w!password' })).status).toBe(200);
  });
});

describe('profile', () => {
  const patch = (token: string | undefined, parts: Parameters<typeof multipart>[0]) =>
    call(ctx.app, { method: 'PATCH', url: '/api/auth/profile', token, ...multipart(parts) });

  it('updates names, phone and a real PNG image', async () => {
    const account = await createAccount(ctx, 'user');
    const res = await patch(account.token, [
      { name: 'firstName', value: ' Grace ' },
      { name: 'lastName', value: 'Hopper' },
      { name: 'phone', value: '555-0100' },
      { name: 'profileImage', value: TINY_PNG, filename: 'me.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(200);
    const user = res.body.data.user;
    expect(user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '555-0100' });
    expect(user.profileImage).toMatch(/^profiles\/[0-9a-f-]+\.png$/);
    // Stored re-encoded (a PNG stays a PNG), never as sent.
    const stored = fs.readFileSync(path.join(ctx.config.UPLOAD_DIR, user.profileImage));
    expect(stored.equals(TINY_PNG)).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    const served = await call(ctx.app, { method: 'GET', url: `/uploads/${user.profileImage}` });
    expect(served.status).toBe(200);
    // A second image replaces the first one on disk.
    const next = await patch(account.token, [
      { name: 'profileImage', value: TINY_PNG, filename: 'me2.png', contentType: 'image/png' },
    ]);
    expect(next.body.data.user.profileImage).not.toBe(user.profileImage);
    expect(fs.existsSync(path.join(ctx.config.UPLOAD_DIR, user.profileImage))).toBe(false);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row.firstName).toBe('Grace');
  });

  it('refuses non-image bytes named .png (400), an oversized file (413), unknown and blank fields (400), anonymous (401)', async () => {
    const account = await createAccount(ctx, 'user');
    const fake = await patch(account.token, [
      { name: 'profileImage', value: Buffer.from('<?php echo 1; ?>'), filename: 'x.png', contentType: 'image/png' },
    ]);
    expect(fake.status).toBe(400);
    expect(fake.body.message).toBe('Only JPEG or PNG images are allowed');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(ctx.config.MAX_UPLOAD_BYTES + 10)]);
    const tooBig = await patch(account.token, [
      { name: 'profileImage', value: big, filename: 'big.png', contentType: 'image/png' },
    ]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('Image is too large (max 5 MB)');
    const unknown = await patch(account.token, [{ name: 'role', value: 'admin' }]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown field: role');
    expect((await patch(account.token, [{ name: 'firstName', value: '  ' }])).body.message).toBe(
      'First name is required',
    );
    expect((await patch(undefined, [{ name: 'firstName', value: 'X' }])).status).toBe(401);
    const json = await call(ctx.app, {
      method: 'PATCH',
      url: '/api/auth/profile',
      token: account.token,
      payload: { firstName: 'Json', role: 'admin' },
    });
    expect(json.status).toBe(400);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ firstName: 'Test', role: 'user', profileImage: null });
  });
});
