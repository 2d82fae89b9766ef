// Abuse limits through @fastify/rate-limit over the database store: sign-up, change-password,
// the sign-in throttle per account and address, normalised emails, several API instances, RATE_LIMIT=off.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { waitAfter } from '../src/auth/login-guard';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, PASSWORD } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.database.db.execute(sql`delete from rate_limits`);
});

const consumer = (email: string) => ({ email, password: PASSWORD, firstName: 'Sam', lastName: 'Shopper' });
const dealer = (email: string) => ({
  email,
  password: PASSWORD,
  firstName: 'Dee',
  lastName: 'Dealer',
  dealershipName: 'Dee Motors',
  termsAgreement: true,
  phoneNumber: '5125550100',
  state: 'TX',
  zipCode: '78701',
  address: '1 Main St',
  city: 'Austin',
});
const login = (email: string, password: string, ip: string) =>
  call(ctx.app, { method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

describe('sign-up', () => {
  it('consumer and dealer sign-ups share a limit of 5 per hour per address', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/auth/register',
            payload: consumer(`su${i}-${ip}@example.com`),
            remoteAddress: ip,
          })
        ).status,
      );
    }
    statuses.push(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/register-dealer',
          payload: dealer(`sd-${ip}@example.com`),
          remoteAddress: ip,
        })
      ).status,
    );
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const sixth = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register-dealer',
      payload: dealer(`sd2-${ip}@example.com`),
      remoteAddress: ip,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('Too many sign-ups. Please try again later.');
    // Another address is not affected.
    expect(
      (
        await call(ctx.app, {
          method: 'POST',
          url: '/api/auth/register',
          payload: consumer(`other-${ip}@example.com`),
          remoteAddress: freshIp(),
        })
      ).status,
    ).toBe(201);
  });

  it('plus-aliases of one mailbox count as one address (3 sign-up mails per day)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      statuses.push(
        (
          await call(ctx.app, {
            method: 'POST',
            url: '/api/auth/register',
            payload: consumer(`Victim+${i}@Example.com`),
            remoteAddress: freshIp(),
          })
        ).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('change-password', () => {
  it('10 attempts per 15 minutes per account, then 429', async () => {
    const user = await createAccount(ctx, 'user');
    const attempt = () =>
      call(ctx.app, {
        method: 'POST',
        url: '/api/auth/change-password',
        token: user.token,
        remoteAddress: freshIp(),
        payload: { currentPassword: 'Wrong123!', newPassword: 'Newer123!x', confirmNewPassword: 'Newer123!x' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(400);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Too many password change attempts. Please try again in 15 minutes.');
  });
});

describe('sign-in per account and address', () => {
  /** Waits out the address's delay after its `failures`-th failure. */
  const waitOut = (failures: number) => ctx.clock.set(new Date(ctx.clock.now().getTime() + waitAfter(failures)));

  it('after 10 failures from one address that address is held off, while the owner signs in from another at once', async () => {
    const user = await createAccount(ctx, 'user');
    const guesser = freshIp();
    for (let i = 1; i <= 10; i++) {
      expect((await login(user.email, 'Guess123!', guesser)).status).toBe(401);
      waitOut(i);
    }
    const held = await login(user.email, PASSWORD, guesser);
    expect(held.status).toBe(429);
    expect(held.body.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
    // Failures from many other addresses do not lock the account either.
    for (let i = 0; i < 10; i++) expect((await login(user.email, 'Guess123!', freshIp())).status).toBe(401);
    expect((await login(user.email, PASSWORD, freshIp())).status).toBe(200);
    expect((await login(user.email, PASSWORD, guesser)).status).toBe(429);
    // The window passes.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 16 * 60_000));
    expect((await login(user.email, PASSWORD, guesser)).status).toBe(200);
  });

  it('makes an address wait longer after each failure past the third: 2 s, then 4 s ...', async () => {
    const user = await createAccount(ctx, 'user');
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Guess123!', ip)).status).toBe(401);
    const early = await login(user.email, PASSWORD, ip);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ message: 'Too many failed sign-in attempts. Please wait 2 seconds and try again.' });
    // Only this address on this account waits.
    expect((await login(user.email, PASSWORD, freshIp())).status).toBe(200);
    waitOut(4);
    expect((await login(user.email, 'Guess123!', ip)).status).toBe(401);
    expect((await login(user.email, PASSWORD, ip)).body.message).toBe(
      'Too many failed sign-in attempts. Please wait 4 seconds and try again.',
    );
    waitOut(5);
    // A success forgets this address's failures: the next mistake is answered at once.
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
    expect((await login(user.email, 'Guess123!', ip)).status).toBe(401);
    expect((await login(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('counts unknown accounts the same way (nothing revealed)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 4; i++) expect((await login('nobody@example.com', 'Guess123!', ip)).status).toBe(401);
    expect((await login('nobody@example.com', 'Guess123!', ip)).body.message).toBe(
      'Too many failed sign-in attempts. Please wait 2 seconds and try again.',
    );
  });

  it('per address and email: 10 tries per 15 minutes, plus-aliases included', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(`target+${i}@example.org`, 'Guess123!', ip);
    expect((await login('target@example.org', 'Guess123!', ip)).status).toBe(429);
  });
});

describe('the limits are shared by every API instance on the database', () => {
  it("a second app on the same database sees the first one's count", async () => {
    const second = await buildApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: false });
    try {
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const app = i % 2 === 0 ? ctx.app : second;
        expect(
          (
            await call(app, {
              method: 'POST',
              url: '/api/auth/forgot-password',
              payload: { email: `x${i}@example.com` },
              remoteAddress: ip,
            })
          ).status,
        ).toBe(200);
      }
      const res = await call(second, {
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'x9@example.com' },
        remoteAddress: ip,
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Too many reset requests. Please try again in an hour.');
    } finally {
      await second.close();
    }
  });
});

describe('RATE_LIMIT=off', () => {
  it('switches every limit off', async () => {
    const off = await createTestContext({ RATE_LIMIT: 'off' });
    try {
      const ip = freshIp();
      for (let i = 0; i < 8; i++) {
        expect(
          (
            await call(off.app, {
              method: 'POST',
              url: '/api/auth/forgot-password',
              payload: { email: 'same@example.com' },
              remoteAddress: ip,
            })
          ).status,
        ).toBe(200);
      }
      for (let i = 0; i < 12; i++)
        expect(
          (
            await call(off.app, {
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: 'n@example.com', password: 'x' },
              remoteAddress: freshIp(),
            })
          ).status,
        ).toBe(401);
    } finally {
      await off.close();
    }
  });
});
