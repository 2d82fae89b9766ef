// Entry of the shell's server build (dist-server/ssr.js, required by the shell's server).
// Only an async boundary: the federation runtime shares React and the rest before the
// renderer's own modules load. Which paths render on the server is the public remote's route
// manifest's to say (serverRenders).
import type { RenderedPage, RenderRequest } from './render-page';
import type { RouteManifestRequest } from './route-manifest';
import type { SitemapPagesRequest } from './sitemap-pages';

export type { RenderedPage, RenderRequest, RouteManifestRequest, SitemapPagesRequest };

/** Whether the shell renders `pathname` on its server (the public remote's route manifest). */
export async function serverRenders(pathname: string, request: RouteManifestRequest): Promise<boolean> {
  const { serverRenders: renders } = await import('./route-manifest');
  return renders(pathname, request);
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}

/** The sitemap of the public pages (/sitemap-pages.xml), from the public remote's route manifest. */
export async function renderSitemapPages(request: SitemapPagesRequest): Promise<string> {
  const { renderSitemapPages: render } = await import('./sitemap-pages');
  return render(request);
}
