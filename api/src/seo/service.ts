// What search engines read: the sitemap index (/sitemap.xml), the deals' sitemap (every deal the
// public search shows, absolute URLs on PUBLIC_URL) and robots.txt (signed-in areas disallowed,
// the sitemap named). The public pages' sitemap (/sitemap-pages.xml) is the shell's: the pages
// are the public remote's to list (its route manifest), not the API's.
import type { Config } from '../config';
import type { ListingsService } from '../listings/service';
import type { Infrastructure } from '../lib/infrastructure';

/** The signed-in areas (shared-auth AREA_PATHS and the consumer's profile). */
const ROBOTS_DISALLOW = ['/dealer', '/admin', '/user'];
/** sitemaps.org: at most 50,000 URLs in one file. */
const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The site's origin and base path from PUBLIC_URL, without a trailing slash. */
function siteBase(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function urlEntry(loc: string, lastmod?: Date): string {
  return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** The sitemaps of the site, on PUBLIC_URL: the public pages' (the shell's) and the deals'. */
const SITEMAP_FILES = ['/sitemap-pages.xml', '/sitemap-deals.xml'];

/** What the SEO service uses (built once in services.ts). */
interface SeoDeps extends Pick<Infrastructure, 'clock'> {
  config: Pick<Config, 'PUBLIC_URL'>;
  /** The deals' sitemap lists what the public search shows. */
  listings: Pick<ListingsService, 'publicListingDates'>;
}

export function createSeoService(deps: SeoDeps) {
  return {
    /** /sitemap.xml: the index of the site's sitemaps; the deals' carries the newest deal's date. */
    async buildSitemapIndex(): Promise<string> {
      const base = siteBase(deps.config.PUBLIC_URL);
      const [newest] = await deps.listings.publicListingDates(deps.clock.now(), 1);
      const entry = (file: string) =>
        `  <sitemap><loc>${escapeXml(`${base}${file}`)}</loc>${
          file === '/sitemap-deals.xml' && newest ? `<lastmod>${newest.updatedAt.toISOString()}</lastmod>` : ''
        }</sitemap>`;
      return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITEMAP_FILES.map(entry),
        '</sitemapindex>',
        '',
      ].join('\n');
    },

    /** /sitemap-deals.xml at the app's clock time: every public deal, newest first. */
    async buildDealsSitemap(): Promise<string> {
      const base = siteBase(deps.config.PUBLIC_URL);
      const deals = await deps.listings.publicListingDates(deps.clock.now(), SITEMAP_MAX_URLS);
      const lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...deals.map((deal) => urlEntry(`${base}/viewListings/${encodeURIComponent(deal.id)}`, deal.updatedAt)),
        '</urlset>',
      ];
      return `${lines.join('\n')}\n`;
    },

    /** robots.txt: everything public may be crawled but the signed-in areas; the sitemap's absolute URL. */
    buildRobots(): string {
      return [
        'User-agent: *',
        ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${siteBase(deps.config.PUBLIC_URL)}/sitemap.xml`,
        '',
      ].join('\n');
    },
  };
}
