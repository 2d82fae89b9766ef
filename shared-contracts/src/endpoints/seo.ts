// What search engines read: the sitemap index, the sitemap of the deals, and robots.txt. The
// shell's server (shell/server/serve.mjs) answers /sitemap.xml, /sitemap-deals.xml and /robots.txt with these; the public
// pages' sitemap (/sitemap-pages.xml) is the shell's own, from the public remote's route manifest.
import { z } from 'zod';
import { defineEndpoint } from './define';

export const seoEndpoints = {
  sitemap: defineEndpoint({
    method: 'GET',
    path: '/api/seo/sitemap.xml',
    status: 200,
    produces: 'text/xml',
    response: z
      .string()
      .describe(
        'A sitemaps.org sitemapindex naming /sitemap-pages.xml (the public pages) and /sitemap-deals.xml, absolute URLs on PUBLIC_URL',
      ),
    tag: 'seo',
    summary: 'Sitemap index of the site (served as /sitemap.xml)',
    access: 'public',
  }),
  sitemapDeals: defineEndpoint({
    method: 'GET',
    path: '/api/seo/sitemap-deals.xml',
    status: 200,
    produces: 'text/xml',
    response: z
      .string()
      .describe('A sitemaps.org urlset: every deal the public search shows, absolute URLs on PUBLIC_URL, with lastmod'),
    tag: 'seo',
    summary: 'Sitemap of every public deal (served as /sitemap-deals.xml)',
    access: 'public',
  }),
  robots: defineEndpoint({
    method: 'GET',
    path: '/api/seo/robots.txt',
    status: 200,
    produces: 'text/plain',
    response: z.string().describe('robots.txt: the signed-in areas disallowed, the sitemap named'),
    tag: 'seo',
    summary: 'robots.txt for crawlers (served as /robots.txt)',
    access: 'public',
  }),
};
