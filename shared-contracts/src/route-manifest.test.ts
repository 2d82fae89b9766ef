import { describe, expect, it } from '@jest/globals';
import { isServerRendered, matchesPagePath, sitemapPages, type PublicRouteManifest } from './route-manifest';

const manifest: PublicRouteManifest = {
  pages: [
    { path: '/', serverRendered: true, sitemap: 'listings' },
    { path: '/listings', serverRendered: true, sitemap: 'listings' },
    { path: '/viewListings/:id', serverRendered: true, sitemap: true },
    { path: '/faq', sitemap: true },
    { path: '/login' },
  ],
  header: [],
  footer: [],
};

describe('matchesPagePath', () => {
  it('matches plain paths, with or without a trailing slash', () => {
    expect(matchesPagePath('/listings', '/listings')).toBe(true);
    expect(matchesPagePath('/listings', '/listings/')).toBe(true);
    expect(matchesPagePath('/', '/')).toBe(true);
    expect(matchesPagePath('/listings', '/listings/x')).toBe(false);
    expect(matchesPagePath('/', '/faq')).toBe(false);
  });
  it('matches a parameter with exactly one non-empty segment', () => {
    expect(matchesPagePath('/viewListings/:id', '/viewListings/abc')).toBe(true);
    expect(matchesPagePath('/viewListings/:id', '/viewListings/abc/')).toBe(true);
    expect(matchesPagePath('/viewListings/:id', '/viewListings')).toBe(false);
    expect(matchesPagePath('/viewListings/:id', '/viewListings/a/b')).toBe(false);
  });
});

describe('isServerRendered', () => {
  it('renders only the pages the manifest marks', () => {
    expect(isServerRendered(manifest, '/')).toBe(true);
    expect(isServerRendered(manifest, '/viewListings/l1')).toBe(true);
    expect(isServerRendered(manifest, '/faq')).toBe(false);
    expect(isServerRendered(manifest, '/dealer/dashboard')).toBe(false);
  });
});

describe('sitemapPages', () => {
  it('lists plain paths only, with the deal pages marked', () => {
    expect(sitemapPages(manifest)).toEqual([
      { path: '/', listings: true },
      { path: '/listings', listings: true },
      { path: '/faq', listings: false },
    ]);
  });
});
