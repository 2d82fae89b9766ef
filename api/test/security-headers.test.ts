// Helmet's headers on every answer of the API, uploads included.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createTestContext, type TestContext } from './helpers';
import { TINY_PNG } from './account-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('security headers', () => {
  it.each(['/api/health', '/api/listings', '/api/no-such-route', '/uploads/profiles/x.png'])('%s', async (url) => {
    if (url.startsWith('/uploads/')) {
      fs.mkdirSync(path.join(ctx.config.UPLOAD_DIR, 'profiles'), { recursive: true });
      // A PNG header followed by HTML: served as an image that the browser must not sniff as a page.
      fs.writeFileSync(
        path.join(ctx.config.UPLOAD_DIR, 'profiles/x.png'),
        Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<html><script>alert(1)</script>')]),
      );
    }
    const { res } = await call(ctx.app, { method: 'GET', url });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    if (url.startsWith('/uploads/')) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });
});

describe('the API reference page', () => {
  it('has its own CSP (scripts and styles from this origin, nothing inline, no framing); the JSON document keeps the one that allows nothing', async () => {
    const page = await call(ctx.app, { method: 'GET', url: '/api/docs' });
    expect(page.status).toBe(200);
    const csp = String(page.res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    const asset = await call(ctx.app, { method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(asset.status).toBe(200);
    expect(asset.res.headers['content-security-policy']).toBe(csp);
    const doc = await call(ctx.app, { method: 'GET', url: '/api/openapi.json' });
    expect(doc.status).toBe(200);
    expect(doc.res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
    );
  });
});
