// The production server of one browser app (the shell, or a remote when `isShell` is false), on
// Fastify: the app's dist/ with @fastify/static (the build's brotli or gzip copy when the request
// accepts it, long caching for hashed files, no-cache for the files that name them), CORS (the
// remotes' manifests are fetched cross-origin) and the security headers on every answer. The
// shell also answers /config.json, proxies /api, /uploads, /sitemap.xml, /sitemap-deals.xml and /robots.txt to the API (and answers /sitemap-pages.xml)
// (api-proxy.mjs) and renders its public pages on the server (ssr-page.mjs), briefly cached for
// anonymous visitors (page-cache.mjs). Every wait has a limit (settings.mjs).
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { createApiProxy } from './api-proxy.mjs';
import { createUpstreams, parseApiUrls } from './api-upstreams.mjs';
import { unavailablePage } from './error-page.mjs';
import { sendHtml } from './http-encoding.mjs';
import { createListingsVersionWatch } from './listings-version.mjs';
import { createPageCache } from './page-cache.mjs';
import { securityHeaders, shellConfig } from './shell-config.mjs';
import { createPageRenderer } from './ssr-page.mjs';

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs)$|\.[0-9a-f]{16,}\.\w+$/;

function cacheControl(compressedOrPlainFile) {
  const file = compressedOrPlainFile.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Shell paths answered by the API: the sitemap index, the deals' sitemap and robots.txt
 * (/sitemap-pages.xml is the shell's own, from the public remote's route manifest).
 */
const API_FILES = {
  '/sitemap.xml': '/api/seo/sitemap.xml',
  '/sitemap-deals.xml': '/api/seo/sitemap-deals.xml',
  '/robots.txt': '/api/seo/robots.txt',
};

/** Node checks the headers and request timeouts this often (its default is 30 s). */
const CONNECTIONS_CHECK_MS = 1000;

/** A signed-in visitor's request (session cookie or bearer token): never answered from or stored in the page cache. */
const isSignedIn = (headers) => Boolean(headers.cookie || headers.authorization);

/**
 * @param {{ root: string, distDir: string, isShell: boolean, settings: ReturnType<import('./settings.mjs').readSettings>, env?: NodeJS.ProcessEnv }} options
 */
export async function createAppServer({ root, distDir, isShell, settings, env = process.env }) {
  const config = shellConfig(env);
  const headers = securityHeaders(config, isShell);
  const server = Fastify({
    logger: false,
    http: { headersTimeout: settings.headersTimeoutMs, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    requestTimeout: settings.requestTimeoutMs,
    connectionTimeout: settings.connectionTimeoutMs,
    keepAliveTimeout: settings.keepAliveTimeoutMs,
  });

  // Proxied /api and /uploads answers keep the API's own headers (helmet); everything served here gets these.
  server.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  let renderer = null;
  let cache;
  let versions;
  if (isShell) {
    // API_URL: one API, or several comma-separated (round robin; api-upstreams.mjs).
    const upstreams = createUpstreams(parseApiUrls(env.API_URL));
    const api = createApiProxy({ upstreams, settings });
    server.addHook('onClose', () => api.close());
    server.addHook('onRequest', (request, reply, done) => {
      const url = request.raw.url ?? '/';
      const [pathname, query] = url.split(/\?(.*)/s);
      const apiPath =
        url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')
          ? url
          : API_FILES[pathname] && (query ? `${API_FILES[pathname]}?${query}` : API_FILES[pathname]);
      if (!apiPath) return done();
      reply.hijack();
      void api.proxy(request.raw, reply.raw, apiPath);
    });
    server.get('/config.json', (_request, reply) => {
      reply.header('cache-control', 'no-cache').type('application/json').send(config);
    });
    renderer = createPageRenderer({
      root,
      distDir,
      shellConfig: () => config,
      nextApiOrigin: () => upstreams.next().origin,
      settings,
    });
    if (renderer) {
      cache = createPageCache({
        ttlMs: settings.ssrCacheTtlMs,
        staleMs: settings.ssrCacheStaleMs,
        maxEntries: settings.ssrCacheEntries,
      });
      versions = createListingsVersionWatch({ nextApiOrigin: () => upstreams.next().origin, cache, settings });
    }
  }

  await server.register(fastifyCors, { origin: true, methods: ['GET', 'HEAD', 'OPTIONS'] });
  await server.register(fastifyStatic, {
    root: distDir,
    // A route per file of the build, listed once at start (a deploy is a new server): a page's
    // path (no file) goes straight to the page handler below, and no request reads the folder
    // (with the default wildcard route every page and file request listed dist/ to check the
    // path's spelling: a third of the shell's CPU on cached pages). `/` is a page too.
    wildcard: false,
    index: false,
    cacheControl: false,
    // index.html.br / .gz ... made by the build; the SPA fallback's sendFile('index.html') below uses them too.
    preCompressed: true,
    // @fastify/static 10 hands the reply here (older versions the raw response).
    setHeaders(res, file) {
      if (typeof res.header === 'function') res.header('cache-control', cacheControl(file));
      else res.setHeader('cache-control', cacheControl(file));
    },
  });

  const cdnCacheControl = `public, max-age=0, s-maxage=${Math.floor(settings.ssrCacheTtlMs / 1000)}, stale-while-revalidate=${Math.floor(settings.ssrCacheStaleMs / 1000)}`;

  /** A server-rendered page: from the cache for an anonymous visitor, else rendered for this request. */
  async function renderedPage(request, reply) {
    if (cache.enabled && !isSignedIn(request.headers)) {
      versions.check();
      const key = `${env.PUBLIC_SITE_URL ? '' : (request.headers.host ?? '')}${request.url}`;
      // A shared render is not ended by the visitor who started it leaving.
      const { entry, state } = await cache.get(key, () => renderer.render(request, new AbortController().signal));
      return { ...entry, state, cacheControl: cdnCacheControl };
    }
    const left = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) left.abort(new Error('the visitor left'));
    });
    const cacheControl = isSignedIn(request.headers) ? 'private, no-cache' : 'no-cache';
    return { page: await renderer.render(request, left.signal), state: 'miss', cacheControl };
  }

  /** The one reply path of every page's HTML: server-rendered when it is one, else the empty shell. */
  async function sendAppPage(request, reply) {
    const pathname = request.url.split('?')[0];
    if (!renderer || !(await renderer.isServerRendered(pathname))) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    const { page, bodies, state, cacheControl: pageCacheControl } = await renderedPage(request, reply);
    if (!page) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    if (page.failed) {
      console.warn(`[ssr] ${request.url}: 503 (${page.failed})`);
      reply.code(503).header('retry-after', String(settings.retryAfterSeconds)).header('cache-control', 'no-store');
      return sendHtml(reply, unavailablePage(request.url));
    }
    reply.header('cache-control', pageCacheControl);
    // The render's own time, or where the page came from (the bench reads it; so can a browser's devtools).
    reply.header('server-timing', state === 'miss' ? `render;dur=${page.renderMs.toFixed(1)}` : `cache;desc=${state}`);
    if (page.location) return reply.redirect(page.location, page.status);
    return sendHtml(reply.code(page.status), page.html, bodies);
  }

  // The public pages' sitemap, from the public remote's route manifest (the shell's server build).
  if (renderer)
    server.get('/sitemap-pages.xml', async (request, reply) => {
      try {
        const xml = await renderer.sitemapPages(request);
        return reply.header('cache-control', 'public, max-age=3600').type('application/xml').send(xml);
      } catch (error) {
        console.warn(`[sitemap] ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        return reply
          .code(503)
          .header('retry-after', String(settings.retryAfterSeconds))
          .type('application/json')
          .send({ message: 'The sitemap is not available right now. Please try again shortly.' });
      }
    });

  // Single-page app: page paths (`/` included) get index.html (server-rendered when it is one,
  // compressed by sendHtml; else the build-time .br/.gz copy by Accept-Encoding); missing files stay 404.
  server.setNotFoundHandler(async (request, reply) => {
    const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
    if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) return sendAppPage(request, reply);
    return reply.code(404).type('application/json').send({ message: 'Not found' });
  });

  return server;
}
