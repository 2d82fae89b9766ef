import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestContext, type TestContext } from './helpers';

describe('GET /api/dev/outbox', () => {
  let ctx: TestContext;
  beforeAll(async () => { ctx = await createTestContext(); });
  afterAll(async () => { await ctx.close(); });

  it('lists mails newest first, filtered by recipient', async () => {
    await ctx.app.mailer.send({ to: 'a@example.com', subject: 'first', text: 't1', html: '<p>1</p>' });
    await ctx.app.mailer.send({ to: 'b@example.com', subject: 'second', text: 't2', html: '<p>2</p>' });
    await ctx.app.mailer.send({ to: 'a@example.com', subject: 'third', text: 't3', html: '<p>3</p>' });
    const all = await call(ctx.app, { method: 'GET', url: '/api/dev/outbox' });
    expect(all.status).toBe(200);
    const list = all.body as unknown as Array<Record<string, string>>;
    expect(list.map((m) => m.subject)).toEqual(['third', 'second', 'first']);
    expect(Object.keys(list[0]).sort()).toEqual(['createdAt', 'html', 'subject', 'text', 'to']);
    expect(new Date(list[0].createdAt).toISOString()).toBe(list[0].createdAt);
    const mine = await call(ctx.app, { method: 'GET', url: '/api/dev/outbox?to=A@example.com' });
    expect((mine.body as unknown as Array<{ subject: string }>).map((m) => m.subject)).toEqual(['third', 'first']);
    const one = await call(ctx.app, { method: 'GET', url: '/api/dev/outbox?limit=1' });
    expect((one.body as unknown as unknown[]).length).toBe(1);
    expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox?limit=500' })).status).toBe(400);
    expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox?foo=1' })).status).toBe(400);
  });
});

describe('without the outbox mailer', () => {
  it('is not registered when mail goes to SMTP', async () => {
    const ctx = await createTestContext({ SMTP_URL: 'smtp://localhost:1' });
    try {
      expect(ctx.app.mailer.kind).toBe('smtp');
      expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('is not registered in production', async () => {
    const ctx = await createTestContext({ NODE_ENV: 'production', JWT_SECRET: 'a-long-production-test-secret' });
    try {
      expect((await call(ctx.app, { method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await ctx.close();
    }
  });
});
