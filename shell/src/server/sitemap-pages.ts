import { sitemapPages } from 'shared-contracts';
import { publicRouteManifest, type RouteManifestRequest } from './route-manifest';

export interface SitemapPagesRequest extends RouteManifestRequest {
  /** Origin (and base path) of the site's absolute URLs. */
  siteOrigin: string;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/**
 * /sitemap-pages.xml: the public pages the public remote's route manifest lists for the sitemap.
 * The deal pages are the API's (/sitemap-deals.xml); /sitemap.xml (the API's) is the index of both.
 */
export async function renderSitemapPages(request: SitemapPagesRequest): Promise<string> {
  const routeManifest = await publicRouteManifest(request);
  if (!routeManifest) throw new Error('the public remote has no route manifest');
  const base = request.siteOrigin.replace(/\/+$/, '');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPages(routeManifest).map((page) => `  <url><loc>${escapeXml(`${base}${page.path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}
