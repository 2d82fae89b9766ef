// The sitemap index names the public pages' sitemap (the shell's, from the public remote's route
// manifest) and the deals' sitemap; the deals' lists exactly the deals the public search shows
// (active listings of dealers who may receive leads), with absolute URLs on PUBLIC_URL and
// lastmod; robots.txt disallows the signed-in areas and names the sitemap.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { listings } from '../src/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';

const SITE = 'https://deals.example.com';
let ctx: TestContext;
const ids: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: `${SITE}/` });
  const now = ctx.clock.now();
  const pro = await makeDealer(ctx.app, 'pro', now);
  const suspended = await makeDealer(ctx.app, 'suspended', now);
  const graceOver = await makeDealer(ctx.app, 'past-due', now);
  ids.approved = await makeListing(ctx.app.db, pro.dealerId, { status: 'active' });
  ids.pending = await makeListing(ctx.app.db, pro.dealerId, { status: 'pending' });
  ids.rejected = await makeListing(ctx.app.db, pro.dealerId, { status: 'rejected' });
  ids.paused = await makeListing(ctx.app.db, pro.dealerId, { status: 'paused' });
  ids.removed = await makeListing(ctx.app.db, pro.dealerId, { status: 'active' });
  await ctx.app.db.delete(listings).where(eq(listings.id, ids.removed));
  ids.suspendedDealer = await makeListing(ctx.app.db, suspended.dealerId, { status: 'active' });
  ids.pausedDealer = await makeListing(ctx.app.db, graceOver.dealerId, { status: 'active' });
  await ctx.app.db
    .update(listings)
    .set({ updatedAt: new Date('2026-03-04T05:06:07.000Z') })
    .where(eq(listings.id, ids.approved));
});
afterAll(async () => {
  await ctx.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /api/seo/sitemap.xml', () => {
  it('is a cacheable sitemap index naming the pages and the deals sitemaps on PUBLIC_URL, the deals with the newest date', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seo/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <sitemap><loc>${SITE}/sitemap-pages.xml</loc></sitemap>`,
        `  <sitemap><loc>${SITE}/sitemap-deals.xml</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></sitemap>`,
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});

describe('GET /api/seo/sitemap-deals.xml', () => {
  it('is cacheable XML for anybody, a urlset of deal pages only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seo/sitemap-deals.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(
      res.body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    for (const url of locs(res.body)) expect(url.startsWith(`${SITE}/viewListings/`)).toBe(true);
  });

  it('lists an approved deal with its lastmod, and no pending, rejected, paused or removed one, nor one of a suspended or paused dealer', async () => {
    const xml = (await ctx.app.inject({ method: 'GET', url: '/api/seo/sitemap-deals.xml' })).body;
    expect(xml).toContain(
      `<url><loc>${SITE}/viewListings/${ids.approved}</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>`,
    );
    const deals = locs(xml).filter((u) => u.includes('/viewListings/'));
    expect(deals).toEqual([`${SITE}/viewListings/${ids.approved}`]);
    // The public search agrees.
    const search = (await ctx.app.inject({ method: 'GET', url: '/api/listings' })).json();
    expect(search.data.listings.map((l: { id: string }) => l.id)).toEqual([ids.approved]);
  });

  it('shows a newly approved deal', async () => {
    await ctx.app.db.update(listings).set({ status: 'active' }).where(eq(listings.id, ids.pending));
    const xml = (await ctx.app.inject({ method: 'GET', url: '/api/seo/sitemap-deals.xml' })).body;
    expect(locs(xml)).toContain(`${SITE}/viewListings/${ids.pending}`);
    await ctx.app.db.update(listings).set({ status: 'pending' }).where(eq(listings.id, ids.pending));
  });
});

describe('GET /api/seo/robots.txt', () => {
  it('disallows the signed-in areas and points at the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/seo/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Disallow: /dealer',
        'Disallow: /admin',
        'Disallow: /user',
        'Allow: /',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
