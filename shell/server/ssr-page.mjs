// Server-side rendering of the shell's public pages: the shell's server build
// (shell/dist-server/ssr.js, or SSR_BUNDLE) loaded once, the page template (dist/index.html)
// read once per deploy, and each render bounded by SSR_TIMEOUT_MS, its data fetches included
// (they are aborted with it). SSR=off, or no server build, renders nothing: every page is the
// empty shell the browser renders.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * What the API must know of the visitor (not of this server): the user agent (search impressions
 * count shoppers only) and the address (rate limits), appended to X-Forwarded-For as the /api proxy does.
 */
function visitorHeaders(request) {
  const headers = {};
  const agent = request.headers['user-agent'];
  if (agent) headers['user-agent'] = String(agent);
  const address = request.socket.remoteAddress;
  const forwarded = request.headers['x-forwarded-for'];
  if (address) headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${address}` : address;
  return headers;
}

/** Origin of the site's absolute URLs: PUBLIC_SITE_URL, else the request's. */
const siteOriginOf = (request) =>
  (process.env.PUBLIC_SITE_URL || `${request.protocol}://${request.headers.host ?? 'localhost'}`).replace(/\/+$/, '');

const firstLine = (error) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** Rejects when `signal` aborts, so a part of the render that ignores it cannot hold the answer. */
const untilAborted = (signal) =>
  new Promise((_resolve, reject) => {
    const fail = () => reject(new Error(`render stopped: ${firstLine(signal.reason)}`));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });

/**
 * @typedef {{ status: number, html: string, location?: string, renderMs: number }} Page
 * @typedef {Page | { failed: string } | undefined} RenderOutcome undefined: not rendered on the server (send the empty shell)
 */

/**
 * @param {{ root: string, distDir: string, shellConfig: () => object, nextApiOrigin: () => string, settings: ReturnType<import('./settings.mjs').readSettings> }} options
 * @returns {{ isServerRendered: (pathname: string) => Promise<boolean>, sitemapPages: (request: import('fastify').FastifyRequest) => Promise<string>, render: (request: import('fastify').FastifyRequest, signal: AbortSignal) => Promise<RenderOutcome> } | null}
 */
export function createPageRenderer({ root, distDir, shellConfig, nextApiOrigin, settings }) {
  const bundle = process.env.SSR_BUNDLE
    ? path.resolve(process.env.SSR_BUNDLE)
    : path.join(root, 'shell', 'dist-server', 'ssr.js');
  if (process.env.SSR === 'off' || !fs.existsSync(bundle)) return null;
  const { renderPage, serverRenders, renderSitemapPages } = createRequire(import.meta.url)(bundle);
  const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const config = shellConfig();

  const remote = {
    config,
    publicServerEntry: process.env.SSR_PUBLIC_REMOTE_ENTRY || undefined,
    remoteCheckMs: settings.ssrRemoteCheckMs,
  };

  return {
    /** Which paths are rendered on the server: the public remote's route manifest says (decided here only). */
    isServerRendered: (pathname) => serverRenders(pathname, remote),

    /** /sitemap-pages.xml: the pages the public remote's route manifest lists for the sitemap. */
    sitemapPages: (request) => renderSitemapPages({ ...remote, siteOrigin: siteOriginOf(request) }),

    async render(request, signal) {
      const siteOrigin = siteOriginOf(request);
      const limit = AbortSignal.any([signal, AbortSignal.timeout(settings.ssrTimeoutMs)]);
      const started = performance.now();
      try {
        const page = await Promise.race([
          renderPage({
            url: request.url,
            siteOrigin,
            template,
            config,
            apiUrl: nextApiOrigin(),
            publicServerEntry: process.env.SSR_PUBLIC_REMOTE_ENTRY || undefined,
            forwardHeaders: visitorHeaders(request),
            timeoutMs: settings.ssrTimeoutMs,
            remoteCheckMs: settings.ssrRemoteCheckMs,
            signal: limit,
          }),
          untilAborted(limit),
        ]);
        if (page?.failed) return { failed: page.failed };
        return page && { ...page, renderMs: performance.now() - started };
      } catch (error) {
        return { failed: firstLine(error) };
      }
    },
  };
}
