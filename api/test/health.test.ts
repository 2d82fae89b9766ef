import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => { ctx = await createTestContext(); });
afterAll(async () => { await ctx.close(); });

describe('the app', () => {
  it('answers health and unknown routes with JSON', async () => {
    expect((await call(ctx.app, { method: 'GET', url: '/api/health' })).body).toEqual({ status: 'ok' });
    const missing = await call(ctx.app, { method: 'GET', url: '/api/nope' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found/);
  });
  it('has a migrated database', async () => {
    const rows = await ctx.database.db.execute('select count(*)::int as n from users' as never);
    expect(rows).toBeDefined();
  });
});
