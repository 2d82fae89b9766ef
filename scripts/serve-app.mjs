#!/usr/bin/env node
// Production static server of one browser app (shell or a remote): `npm run serve -w <app>`.
// Serves <app>/dist with CORS (remotes' manifests are fetched cross-origin), long caching
// for hashed files and no-cache for the files that name them. Files are sent as the build's
// brotli or gzip copy when the request's Accept-Encoding allows (br first, then gzip), with
// `Vary: Accept-Encoding`. For the shell it also answers /config.json from environment
// variables, proxies /api and /uploads to the API (round robin over the instances of API_URL,
// with an X-Request-Id), and /sitemap.xml and /robots.txt to the
// API's /api/seo/sitemap.xml and /api/seo/robots.txt.
// Every answer carries the security headers (securityHeaders): nosniff, a Content-Security-Policy
// that allows the remotes, API and image origins of /config.json, no referrer, no framing.
import http from 'node:http';
import https from 'node:https';
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import { createUpstreams, parseApiUrls, REQUEST_ID_HEADER, requestIdFor } from './api-upstreams.mjs';
import { sendHtml } from './http-encoding.mjs';
import { createPageRenderer, createSitemapPages } from './ssr-page.mjs';

const APPS = { shell: 3000, 'mfe-public': 3001, 'mfe-dealer': 3002, 'mfe-admin': 3003, 'mfe-billing': 3004 };
const REMOTE_PORTS = { public: 3001, dealer: 3002, admin: 3003, billing: 3004 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app: first argument, else the workspace folder we run in (npm run serve -w <app>). */
function detectApp() {
  const arg = process.argv[2];
  if (arg && APPS[arg] !== undefined) return arg;
  const name = path.basename(process.cwd());
  if (APPS[name] !== undefined) return name;
  console.error(
    `serve-app: cannot tell which app to serve (cwd ${process.cwd()}); pass one of ${Object.keys(APPS).join(', ')}`,
  );
  process.exit(2);
}

const app = detectApp();
const isShell = app === 'shell';
// APP_DIST_DIR: serve another build output of the app (the e2e redeploy test).
const distDir = process.env.APP_DIST_DIR ? path.resolve(process.env.APP_DIST_DIR) : path.join(root, app, 'dist');
const port = Number(process.env.PORT || APPS[app]);
// API_URL: one API, or several comma-separated (round robin; scripts/api-upstreams.mjs).
const upstreams = createUpstreams(parseApiUrls(process.env.API_URL));

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`serve-app: ${path.relative(root, distDir)} has no build; run \`npm run build -w ${app}\` first`);
  process.exit(1);
}

/** URL of a remote's mf-manifest.json from PUBLIC_REMOTE_URL_<KEY> or REMOTE_<KEY>_URL (a base URL gets the file name). */
function remoteUrl(key) {
  const upper = key.toUpperCase();
  const value = process.env[`PUBLIC_REMOTE_URL_${upper}`] || process.env[`REMOTE_${upper}_URL`];
  if (!value) return `http://localhost:${REMOTE_PORTS[key]}/mf-manifest.json`;
  return value.endsWith('.json') ? value : `${value.replace(/\/+$/, '')}/mf-manifest.json`;
}

function shellConfig() {
  return {
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL ?? '',
    // Images: STORAGE_BASE_URL, else the API's STORAGE_PUBLIC_URL (its S3 objects' public base, so
    // one set of variables serves both), else the API's /uploads through the proxy.
    storageBaseUrl: process.env.STORAGE_BASE_URL || process.env.STORAGE_PUBLIC_URL || '/uploads/',
    remotes: Object.fromEntries(Object.keys(REMOTE_PORTS).map((key) => [key, remoteUrl(key)])),
  };
}

const originOf = (url) => {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * The page policy. The shell loads the remotes' manifests and scripts cross-origin (the URLs of
 * /config.json), calls the API (same origin unless PUBLIC_API_BASE_URL is absolute) and shows
 * images from /uploads or STORAGE_BASE_URL / STORAGE_PUBLIC_URL; MUI/emotion inject <style> tags ('unsafe-inline'
 * for styles only, scripts never).
 */
function contentSecurityPolicy() {
  const config = shellConfig();
  const remotes = isShell ? Object.values(config.remotes).map(originOf).filter(Boolean) : [];
  const api = isShell ? originOf(config.apiBaseUrl) : null;
  const storage = originOf(config.storageBaseUrl);
  const list = (...items) => [...new Set(items.filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...remotes)}`,
    `connect-src ${list("'self'", ...remotes, api, storage)}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', storage, api)}`,
    `font-src 'self' data:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

const securityHeaders = {
  'content-security-policy': contentSecurityPolicy(),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

const NO_CACHE = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|config\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs)$|\.[0-9a-f]{16,}\.\w+$/;

function cacheControl(compressedOrPlainFile) {
  const file = compressedOrPlainFile.replace(/\.(br|gz)$/, '');
  if (NO_CACHE.test(file)) return 'no-cache';
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Shell paths answered by the API: the sitemap index and the deals' sitemap, and robots.txt
 * (/sitemap-pages.xml is the shell's own, from the public remote's route manifest).
 */
const API_FILES = {
  '/sitemap.xml': '/api/seo/sitemap.xml',
  '/sitemap-deals.xml': '/api/seo/sitemap-deals.xml',
  '/robots.txt': '/api/seo/robots.txt',
};

/**
 * Pipes one request to an API instance (no body parsing; streams both ways, answers as the API
 * encoded them), round robin over API_URL. An instance that refuses the connection is skipped
 * for the next one: the body is only piped once the connection is up, so nothing was sent.
 */
function proxy(req, res, apiPath = req.url) {
  const requestId = requestIdFor(req.headers);
  const tries = upstreams.order();
  const forwardedFor = req.socket.remoteAddress;
  const attempt = (index) => {
    const apiUrl = tries[index];
    const client = apiUrl.protocol === 'https:' ? https : http;
    const headers = {
      ...req.headers,
      host: apiUrl.host,
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      [REQUEST_ID_HEADER]: requestId,
    };
    if (forwardedFor)
      headers['x-forwarded-for'] = req.headers['x-forwarded-for']
        ? `${req.headers['x-forwarded-for']}, ${forwardedFor}`
        : forwardedFor;
    const upstream = client.request(
      {
        protocol: apiUrl.protocol,
        hostname: apiUrl.hostname,
        port: apiUrl.port,
        method: req.method,
        path: apiPath,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    let piped = false;
    const pipeBody = () => {
      piped = true;
      req.pipe(upstream);
    };
    // A pooled keep-alive socket is connected already; a new one once it connects.
    upstream.on('socket', (socket) => (socket.connecting ? socket.once('connect', pipeBody) : pipeBody()));
    upstream.on('error', (error) => {
      if (!piped && error.code === 'ECONNREFUSED' && index + 1 < tries.length) return attempt(index + 1);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json', [REQUEST_ID_HEADER]: requestId });
        res.end(JSON.stringify({ message: 'The API is not reachable right now. Please try again shortly.' }));
      } else {
        res.destroy(error);
      }
    });
    req.on('aborted', () => upstream.destroy());
  };
  attempt(0);
}

const server = Fastify({ logger: false });

// Proxied /api and /uploads answers keep the API's own headers (helmet); everything served here gets these.
server.addHook('onRequest', (_request, reply, done) => {
  reply.headers(securityHeaders);
  done();
});

if (isShell) {
  server.addHook('onRequest', (request, reply, done) => {
    const url = request.raw.url ?? '/';
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/')) {
      reply.hijack();
      proxy(request.raw, reply.raw);
      return;
    }
    const [pathname, query] = url.split(/\?(.*)/s);
    if (API_FILES[pathname]) {
      reply.hijack();
      proxy(request.raw, reply.raw, query ? `${API_FILES[pathname]}?${query}` : API_FILES[pathname]);
      return;
    }
    done();
  });
  server.get('/config.json', (_request, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json').send(shellConfig());
  });
}

await server.register(fastifyCors, { origin: true, methods: ['GET', 'HEAD', 'OPTIONS'] });
await server.register(fastifyStatic, {
  root: distDir,
  index: 'index.html',
  cacheControl: false,
  // index.html.br / .gz ... made by the build; the SPA fallback's sendFile('index.html') below uses them too.
  preCompressed: true,
  // @fastify/static 10 hands the reply here (older versions the raw response).
  setHeaders(res, file) {
    if (typeof res.header === 'function') res.header('cache-control', cacheControl(file));
    else res.setHeader('cache-control', cacheControl(file));
  },
});

// The shell renders its public pages on the server (scripts/ssr-page.mjs); null when off or not built.
// Each rendering calls the next API instance (apiUrl.origin is read once per page).
const renderPage = isShell
  ? createPageRenderer({
      root,
      distDir,
      shellConfig,
      apiUrl: {
        get origin() {
          return upstreams.next().origin;
        },
      },
    })
  : null;

/** The one reply path of every page's HTML: server-rendered when it can be, else the empty shell. */
async function sendAppPage(request, reply) {
  reply.header('cache-control', 'no-cache');
  const page = renderPage ? await renderPage(request) : undefined;
  if (page?.location) return reply.redirect(page.location, page.status);
  if (page) return sendHtml(reply.code(page.status), page.html);
  return reply.sendFile('index.html');
}

// The public pages' sitemap, from the public remote's route manifest (the shell's server build).
const sitemapPages = isShell ? createSitemapPages({ root, shellConfig }) : null;
if (sitemapPages)
  server.get('/sitemap-pages.xml', async (request, reply) => {
    try {
      const xml = await sitemapPages(request);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml').send(xml);
    } catch (error) {
      console.warn(`[sitemap] ${error instanceof Error ? error.message.split('\n')[0] : error}`);
      return reply
        .code(503)
        .header('retry-after', '60')
        .type('application/json')
        .send({ message: 'The sitemap is not available right now. Please try again shortly.' });
    }
  });

// `/` itself is a page (not the static index.html) when the shell renders on the server.
if (renderPage) server.get('/', sendAppPage);

// Single-page app: unknown page paths get index.html (server-rendered when it can, compressed by
// sendHtml; else the build-time .br/.gz copy by Accept-Encoding); missing files stay 404.
server.setNotFoundHandler(async (request, reply) => {
  const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
  if ((request.method === 'GET' || request.method === 'HEAD') && !looksLikeFile) return sendAppPage(request, reply);
  return reply.code(404).type('application/json').send({ message: 'Not found' });
});

async function listen() {
  const host = process.env.HOST;
  if (host) return server.listen({ port, host });
  try {
    return await server.listen({ port, host: '::' });
  } catch (error) {
    if (error.code === 'EADDRINUSE') throw error;
    return server.listen({ port, host: '0.0.0.0' });
  }
}

try {
  await listen();
  console.log(
    `${app} serving ${path.relative(root, distDir)} on http://localhost:${port}${isShell ? ` (API proxied to ${upstreams.urls.map((u) => u.origin).join(', ')})` : ''}`,
  );
} catch (error) {
  console.error(`serve-app: ${app} could not listen on ${port}: ${error.message}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close().finally(() => process.exit(0));
  });
}
