// What search engines read: the sitemap of the public pages and deals, and robots.txt. The
// shell's server answers /sitemap.xml and /robots.txt with these (shell/server/serve.mjs).
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
        'A sitemaps.org urlset: the public pages and every deal the public search shows, absolute URLs on PUBLIC_URL',
      ),
    tag: 'seo',
    summary: 'Sitemap of the public pages and every public deal (served as /sitemap.xml)',
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
