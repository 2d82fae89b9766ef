import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { SHELL_URL } from '../stack-ports';

// Everything is sent compressed by Accept-Encoding (br first, then gzip, else as it is), with
// Vary: Accept-Encoding: the shell's page and SPA fallback, a remote's remoteEntry.js and
// index.html, the API's JSON through the shell's proxy, and /sitemap.xml and /robots.txt
// (answered by the API through the shell). Plain Node requests: the bytes as sent, not decoded.

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, acceptEncoding: string | null): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

function decoded(raw: Raw): string {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(raw.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw.body).toString('utf8');
  return raw.body.toString('utf8');
}

const CASES = [
  { accept: 'gzip, deflate, br', expected: 'br' },
  { accept: 'gzip', expected: 'gzip' },
  { accept: null, expected: undefined },
] as const;

/** The public remote's origin, as the shell's /config.json names it. */
async function publicRemoteOrigin(): Promise<string> {
  const config = JSON.parse(decoded(await rawGet(`${SHELL_URL}/config.json`, null))) as { remotes: { public: string } };
  return new URL(config.remotes.public).origin;
}

for (const { accept, expected } of CASES) {
  const label = accept === null ? 'no Accept-Encoding' : `Accept-Encoding: ${accept}`;

  test(`${label}: the shell's pages come ${expected ?? 'uncompressed'}, same bytes`, async () => {
    // Pages left to the browser get the shell's index.html (its build-time copies).
    const plain = decoded(await rawGet(`${SHELL_URL}/login`, null));
    for (const path of ['/login', '/faq']) {
      const raw = await rawGet(`${SHELL_URL}${path}`, accept);
      expect(raw.status).toBe(200);
      expect(raw.headers['content-encoding']).toBe(expected);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(raw.headers['cache-control']).toBe('no-cache');
      expect(decoded(raw)).toBe(plain);
      expect(decoded(raw)).toContain('<div id="root"></div>');
    }
  });

  test(`${label}: server-rendered pages come ${expected ?? 'uncompressed'}`, async () => {
    for (const path of ['/', '/listings?make=Toyota']) {
      const raw = await rawGet(`${SHELL_URL}${path}`, accept);
      expect(raw.status).toBe(200);
      expect(raw.headers['content-encoding']).toBe(expected);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(raw.headers['cache-control']).toBe('no-cache');
      expect(decoded(raw)).toMatch(/<div id="root"><[a-z]/);
      if (expected) expect(raw.body.length).toBeLessThan(Buffer.byteLength(decoded(raw)) / 2);
    }
  });

  test(`${label}: a remote's remoteEntry.js and index.html come ${expected ?? 'uncompressed'}`, async () => {
    const origin = await publicRemoteOrigin();
    const entry = await rawGet(`${origin}/remoteEntry.js`, accept);
    expect(entry.status).toBe(200);
    expect(entry.headers['content-encoding']).toBe(expected);
    expect(entry.headers.vary).toMatch(/accept-encoding/i);
    expect(entry.headers['content-type']).toMatch(/^application\/javascript/);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(decoded(entry)).toContain('mfe_public');
    const page = await rawGet(`${origin}/index.html`, accept);
    expect(page.headers['content-encoding']).toBe(expected);
    expect(decoded(page)).toContain('<html');
    if (expected) expect(entry.body.length).toBeLessThan(Buffer.byteLength(decoded(entry)) / 2);
  });

  test(`${label}: API JSON through the shell's proxy, /sitemap.xml and /robots.txt`, async () => {
    const search = await rawGet(`${SHELL_URL}/api/listings?limit=12`, accept);
    expect(search.status).toBe(200);
    expect(search.headers['content-encoding']).toBe(expected);
    expect(JSON.parse(decoded(search)).data.listings.length).toBeGreaterThan(0);

    const sitemap = await rawGet(`${SHELL_URL}/sitemap.xml`, accept);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('text/xml; charset=utf-8');
    // The sitemap index (too small to compress) names the pages' sitemap (the shell's) and the deals' (the API's).
    const index = decoded(sitemap);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toMatch(/<loc>https?:\/\/[^<]+\/sitemap-pages\.xml<\/loc>/);
    const deals = await rawGet(`${SHELL_URL}/sitemap-deals.xml`, accept);
    expect(deals.status).toBe(200);
    expect(deals.headers['content-encoding']).toBe(expected);
    const xml = decoded(deals);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/viewListings\/[0-9a-f-]{36}<\/loc>/);

    const robots = await rawGet(`${SHELL_URL}/robots.txt`, accept);
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    const text = decoded(robots);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(text).toContain('Disallow: /dealer');
  });
}

test('a missing built file is a 404, not the page', async () => {
  const raw = await rawGet(`${SHELL_URL}/no-such-file.js`, 'br');
  expect(raw.status).toBe(404);
});
