import { describe, expect, it } from '@jest/globals';
import { isServerRendered, sitemapPages } from 'shared-contracts';
import { paths } from './paths';
import { routeManifest } from './route-manifest';

/** Every place this remote routes a page to: its routes under `/` and the landing's own mount point. */
const routed = new Set(
  Object.values(paths).flatMap((p) => [`/${p.path}`, (p.getHref as (...args: unknown[]) => string)().split('?')[0]]),
);

describe('the route manifest', () => {
  it('names only pages this remote routes', () => {
    for (const page of routeManifest.pages) expect(routed).toContain(page.path);
    for (const link of [...routeManifest.header, ...routeManifest.footer]) expect(routed).toContain(link.to);
  });

  it('renders the home page, the search and the deal pages on the server, and no form or account page', () => {
    for (const path of ['/', '/listings', '/viewListings/abc'])
      expect(isServerRendered(routeManifest, path)).toBe(true);
    for (const path of ['/login', '/register', '/user/profile', '/compare', '/dealer/dashboard'])
      expect(isServerRendered(routeManifest, path)).toBe(false);
  });

  it('puts the content pages in the sitemap, never sign-in, registration, token or account pages', () => {
    const listed = sitemapPages(routeManifest).map((page) => page.path);
    expect(listed).toEqual(
      expect.arrayContaining(['/', '/listings', '/lease-offers', '/about', '/faq', '/terms', '/privacy', '/landing']),
    );
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password', '/user/profile', '/unsubscribe'])
      expect(listed).not.toContain(path);
  });
});
