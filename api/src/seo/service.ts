// What search engines read: the sitemap (the public pages and every deal the public search
// shows, absolute URLs on PUBLIC_URL) and robots.txt (signed-in areas disallowed, the sitemap named).
import type { FastifyInstance } from 'fastify';
import { publicListingDates } from '../listings/service';

/**
 * The public pages worth indexing (mfe-public's routes, mfe-public/src/config/paths.ts, and the
 * dealer sign-up landing); sign-in, registration, token links and error pages are left out.
 */
export const SITEMAP_PAGES = [
  '/',
  '/listings',
  '/lease-offers',
  '/about',
  '/how-it-works',
  '/faq',
  '/contact',
  '/terms',
  '/privacy',
  '/partner',
  '/landing',
];
/** Pages whose content is the listings: their lastmod is the newest deal's. */
const LISTING_PAGES = new Set(['/', '/listings', '/lease-offers']);
/** The signed-in areas (shared-auth AREA_PATHS and the consumer's profile). */
export const ROBOTS_DISALLOW = ['/dealer', '/admin', '/user'];
/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The site's origin and base path from PUBLIC_URL, without a trailing slash. */
function siteBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function urlEntry(loc: string, lastmod?: Date): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** The sitemap XML at the app's clock time. */
export async function buildSitemap(app: FastifyInstance): Promise<string> {
  const base = siteBase(app.config.PUBLIC_URL);
  const deals = await publicListingDates(app, app.clock.now(), SITEMAP_MAX_URLS - SITEMAP_PAGES.length);
  const newest = deals[0]?.updatedAt;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITEMAP_PAGES.map((page) => urlEntry(`${base}${page}`, LISTING_PAGES.has(page) ? newest : undefined)),
    ...deals.map((deal) => urlEntry(`${base}/viewListings/${encodeURIComponent(deal.id)}`, deal.updatedAt)),
    '</urlset>',
  ];
  return `${lines.join('\n')}\n`;
}

/** robots.txt: everything public may be crawled but the signed-in areas; the sitemap's absolute URL. */
export function buildRobots(app: FastifyInstance): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${siteBase(app.config.PUBLIC_URL)}/sitemap.xml`,
    '',
  ].join('\n');
}
