// Entry of the shell's server build (dist-server/ssr.js, required by scripts/serve-app.mjs).
// Only an async boundary: the federation runtime shares React and the rest before the
// renderer's own modules load.
import type { RenderedPage, RenderRequest } from './render-page';

export type { RenderedPage, RenderRequest };

export async function renderPage(request: RenderRequest): Promise<RenderedPage | undefined> {
  const { renderPage: render } = await import('./render-page');
  return render(request);
}

/** Paths rendered on the server (the rest get the empty shell): `/`, `/listings`, `/viewListings/{id}`. */
export const SERVER_RENDERED = /^\/(?:listings\/?|viewListings\/[^/]+\/?)?$/;
