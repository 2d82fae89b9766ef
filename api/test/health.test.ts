import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LocalStorage } from '../src/lib/storage';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

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

/** Local disk with the check() an object storage has: it fails, or never answers. */
class CheckedStorage extends LocalStorage {
  constructor(
    root: string,
    private readonly behaviour: 'fails' | 'hangs' | 'ok',
  ) {
    super(root);
  }
  check(): Promise<void> {
    if (this.behaviour === 'ok') return Promise.resolve();
    if (this.behaviour === 'fails') return Promise.reject(new Error('NoSuchBucket'));
    return new Promise(() => {});
  }
}

describe('readiness: GET /api/health/ready', () => {
  it('is ready when the database and the storage answer, and is never cached', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/health/ready' });
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { status: 'ready' } });
    expect(res.res.headers['cache-control']).toBe('no-store');
  });

  it.each([['fails'], ['hangs']] as const)(
    'answers 503 with a message when the storage check %s',
    async (behaviour) => {
      const other = await createTestContext(
        { HEALTH_CHECK_TIMEOUT_MS: 200 },
        { storage: new CheckedStorage('/tmp', behaviour) },
      );
      try {
        const started = Date.now();
        const res = await call(other.app, { method: 'GET', url: '/api/health/ready' });
        expect({ status: res.status, body: res.body }).toEqual({
          status: 503,
          body: { message: 'The storage is not reachable.' },
        });
        expect(Date.now() - started).toBeLessThan(5000);
        // Liveness does not depend on the storage.
        expect((await call(other.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
      } finally {
        await other.close();
      }
    },
  );

  it('calls a storage check that passes', async () => {
    const other = await createTestContext({}, { storage: new CheckedStorage('/tmp', 'ok') });
    try {
      expect((await call(other.app, { method: 'GET', url: '/api/health/ready' })).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it.each([['fails'], ['hangs']] as const)('answers 503 with a message when the database %s', async (behaviour) => {
    const other = await createTestContext({ HEALTH_CHECK_TIMEOUT_MS: 200 });
    const db = other.database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
    const execute = db.execute;
    db.execute = () =>
      behaviour === 'fails' ? Promise.reject(new Error('connect ECONNREFUSED')) : new Promise(() => {});
    try {
      const res = await call(other.app, { method: 'GET', url: '/api/health/ready' });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: { message: 'The database is not answering.' },
      });
    } finally {
      db.execute = execute;
      await other.close();
    }
  });

  it('answers 503 once shutdown started, while liveness still answers', async () => {
    const other = await createTestContext();
    try {
      other.app.readiness.stop();
      const res = await call(other.app, { method: 'GET', url: '/api/health/ready' });
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: { message: 'The server is shutting down.' },
      });
      expect((await call(other.app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe('the request id (X-Request-Id)', () => {
  it('keeps a safe id the proxy sends and returns it', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-3f2c9a1e-0001' },
    });
    expect(res.res.headers['x-request-id']).toBe('proxy-3f2c9a1e-0001');
  });

  it.each([
    ['a forged log line', 'abcdefgh {"level":60,"msg":"forged"}'],
    ['spaces and quotes', 'abc def "ghi" jkl'],
    ['too short', 'abc'],
    ['too long', 'a'.repeat(129)],
  ])('replaces an id with %s by a new UUID', async (_what, sent) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': sent } });
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('gives every request its own id when none is sent, errors included', async () => {
    const a = await call(ctx.app, { method: 'GET', url: '/api/health' });
    const b = await call(ctx.app, { method: 'GET', url: '/api/nope' });
    expect(a.res.headers['x-request-id']).toEqual(expect.any(String));
    expect(b.res.headers['x-request-id']).toEqual(expect.any(String));
    expect(a.res.headers['x-request-id']).not.toBe(b.res.headers['x-request-id']);
  });
});
