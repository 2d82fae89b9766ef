// What the public remote tells the rest of the site about its pages: which are rendered on the
// server, which go in the sitemap, and the links of the public header and footer. mfe-public
// exports one (its src/config/route-manifest.ts, exposed as mfe_public/routeManifest); the shell
// and the API read that one, so a page is added in the public remote alone.

/** A link of the public header or footer. */
export interface PublicLink {
  label: string;
  /** Site path, for example `/listings`. */
  to: string;
}

/** One public page. */
export interface PublicPage {
  /** Site path or route pattern, for example `/listings` or `/viewListings/:id`. */
  path: string;
  /** Rendered on the shell's server (visitors and crawlers get the page, not an empty shell). */
  serverRendered?: boolean;
  /**
   * In the sitemap: `true`, or `'listings'` for a page that shows the deals (its lastmod is the
   * newest deal's). Only plain paths; the deal pages are listed one by one from the database.
   */
  sitemap?: boolean | 'listings';
}

export interface PublicRouteManifest {
  pages: readonly PublicPage[];
  /** The header's main navigation, in order. */
  header: readonly PublicLink[];
  /** The footer's links, in order. */
  footer: readonly PublicLink[];
}

/** Whether `pathname` matches a page pattern (`:name` is one non-empty segment; a trailing slash is ignored). */
export function matchesPagePath(pattern: string, pathname: string): boolean {
  const split = (path: string) => path.replace(/\/+$/, '').split('/');
  const want = split(pattern);
  const got = split(pathname);
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** Whether the shell renders `pathname` on the server. */
export function isServerRendered(manifest: PublicRouteManifest, pathname: string): boolean {
  return manifest.pages.some((page) => page.serverRendered && matchesPagePath(page.path, pathname));
}

/** The plain paths of the sitemap, each with whether its lastmod follows the newest deal. */
export function sitemapPages(manifest: PublicRouteManifest): Array<{ path: string; listings: boolean }> {
  return manifest.pages
    .filter((page) => page.sitemap && !page.path.includes(':'))
    .map((page) => ({ path: page.path, listings: page.sitemap === 'listings' }));
}
