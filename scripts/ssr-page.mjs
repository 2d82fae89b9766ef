// Server-side rendering hook of the shell's static server (scripts/serve-app.mjs): renders the
// public pages with the shell's server build (shell/dist-server/ssr.js), which loads the public
// remote's server build from the remote's own server at run time. Any failure (no server
// build, remote down, API down) answers undefined: the caller sends the empty shell HTML and
// the browser renders the page as before. SSR=off turns it off.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * @param {{ root: string, distDir: string, shellConfig: () => object, apiUrl: URL }} options
 * @returns {((request: import('fastify').FastifyRequest) => Promise<{ status: number, html: string, location?: string } | undefined>) | null}
 */
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
function siteOriginOf(request) {
  return (process.env.PUBLIC_SITE_URL || `${request.protocol}://${request.headers.host ?? 'localhost'}`).replace(
    /\/+$/,
    '',
  );
}

/**
 * /sitemap-pages.xml: the public pages of the public remote's route manifest, through the shell's
 * server build; null when that build is missing. Rejects when the public remote cannot be reached.
 */
export function createSitemapPages({ root, shellConfig }) {
  const bundle = path.join(root, 'shell', 'dist-server', 'ssr.js');
  if (!fs.existsSync(bundle)) return null;
  const { renderSitemapPages } = createRequire(import.meta.url)(bundle);
  return (request) =>
    renderSitemapPages({
      siteOrigin: siteOriginOf(request),
      config: shellConfig(),
      publicServerEntry: process.env.SSR_PUBLIC_REMOTE_ENTRY || undefined,
    });
}

export function createPageRenderer({ root, distDir, shellConfig, apiUrl }) {
  const bundle = path.join(root, 'shell', 'dist-server', 'ssr.js');
  if (process.env.SSR === 'off' || !fs.existsSync(bundle)) return null;
  const { renderPage } = createRequire(import.meta.url)(bundle);
  const timeoutMs = Number(process.env.SSR_TIMEOUT_MS || 8000);

  return async function render(request) {
    const siteOrigin = siteOriginOf(request);
    try {
      return await renderPage({
        url: request.url,
        siteOrigin,
        template: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'),
        config: shellConfig(),
        apiUrl: apiUrl.origin,
        publicServerEntry: process.env.SSR_PUBLIC_REMOTE_ENTRY || undefined,
        forwardHeaders: visitorHeaders(request),
        timeoutMs,
      });
    } catch (error) {
      console.warn(
        `[ssr] ${request.url}: sending the client-rendered shell (${error instanceof Error ? error.message.split('\n')[0] : error})`,
      );
      return undefined;
    }
  };
}
