// JSON answers are compressed by Accept-Encoding (br first, then gzip); small ones and
// clients that accept neither get them as they are.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const dealer = await makeDealer(ctx.app, 'pro', ctx.clock.now());
  for (let i = 0; i < 12; i++) await makeListing(ctx.app.db, dealer.dealerId, { model: `Model ${i}` });
});
afterAll(async () => {
  await ctx.close();
});

async function search(acceptEncoding?: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/api/listings?limit=12',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

describe('API answer compression', () => {
  it('sends a search answer as brotli when the client accepts br, the JSON intact', async () => {
    const res = await search('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(body.data.listings).toHaveLength(12);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await search('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8')).data.listings).toHaveLength(12);
  });

  it('sends the JSON as it is without Accept-Encoding or with identity only', async () => {
    for (const header of [undefined, 'identity']) {
      const res = await search(header);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json().data.listings).toHaveLength(12);
    }
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
