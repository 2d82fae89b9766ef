import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TokenService } from '../src/lib/auth-token';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';

describe('GET /api/dev/outbox', () => {
  let ctx: TestContext;
  let admin: Account;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await createAccount(ctx, 'admin');
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('lists mails newest first, filtered by recipient, to an admin', async () => {
    await ctx.app.mailer.queue(ctx.database.db, {
      to: 'a@example.com',
      subject: 'first',
      text: 't1',
      html: '<p>1</p>',
    });
    await ctx.app.mailer.queue(ctx.database.db, {
      to: 'b@example.com',
      subject: 'second',
      text: 't2',
      html: '<p>2</p>',
    });
    await ctx.app.mailer.queue(ctx.database.db, {
      to: 'a@example.com',
      subject: 'third',
      text: 't3',
      html: '<p>3</p>',
    });
    const get = (url: string) => call(ctx.app, { method: 'GET', url, token: admin.token });
    const all = await get('/api/dev/outbox');
    expect(all.status).toBe(200);
    const list = all.body as unknown as Array<Record<string, string>>;
    expect(list.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    expect(new Date(list[0].createdAt).toISOString()).toBe(list[0].createdAt);
    const mine = await get('/api/dev/outbox?to=A@example.com');
    expect((mine.body as unknown as Array<{ subject: string }>).map((m) => m.subject)).toEqual(['third', 'first']);
    const one = await get('/api/dev/outbox?limit=1');
    expect((one.body as unknown as unknown[]).length).toBe(1);
    expect((await get('/api/dev/outbox?limit=500')).status).toBe(400);
    expect((await get('/api/dev/outbox?foo=1')).status).toBe(400);
  });

  it('is closed to everyone else: anonymous 401, consumer and dealer 403, a forged service token 401', async () => {
    await call(ctx.app, { method: 'POST', url: '/api/auth/forgot-password', payload: { email: admin.email } });
    const anonymous = await call(ctx.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain('reset-password');
    expect(
      (await call(ctx.app, { method: 'GET', url: '/api/dev/outbox', token: (await createAccount(ctx, 'user')).token }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(ctx.app, {
          method: 'GET',
          url: '/api/dev/outbox',
          token: (await createAccount(ctx, 'dealer')).token,
        })
      ).status,
    ).toBe(403);
    const forged = await new TokenService('some-other-key-of-at-least-32-bytes!', '60s').signService('outbox');
    expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox', token: forged })).status).toBe(401);
  });

  it("answers `npm run mail`'s one-minute service token signed with the API's key", async () => {
    const token = await ctx.app.tokens.signService('outbox');
    expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox?limit=1', token })).status).toBe(200);
    const stale = await new TokenService(ctx.config.JWT_SECRET, '60s').signService('outbox', '-1s');
    expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox', token: stale })).status).toBe(401);
  });
});

describe('without the outbox mailer', () => {
  it('is not registered when mail goes to SMTP', async () => {
    const ctx = await createTestContext({ SMTP_URL: 'smtp://localhost:1' });
    try {
      expect(ctx.app.mailer.kind).toBe('smtp');
      const admin = await createAccount(ctx, 'admin');
      expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox', token: admin.token })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('is not registered in production', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'production' });
    try {
      const admin = await createAccount(ctx, 'admin');
      expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox', token: admin.token })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
