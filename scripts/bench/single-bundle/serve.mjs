#!/usr/bin/env node
// Serves the single-bundle comparison build for the web bench: its static files (with the
// .br/.gz files next to them when the build made some, chosen by Accept-Encoding), /config.json
// (same origin API, no remotes) and /api, /uploads proxied to the API. A page gets the very HTML
// the federated shell renders on the server for it (fetched from SSR_SOURCE_URL: markup, styles,
// the page's data), its scripts and script preloads swapped for the single bundle's, so both
// builds hydrate the same page from the same data and the comparison counts only what each build
// ships; a page the shell does not render (or no SSR_SOURCE_URL) gets index.html.
// Env: DIST_DIR, PORT, HOST (default 127.0.0.1), API_URL, SSR_SOURCE_URL.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const distDir = process.env.DIST_DIR;
const port = Number(process.env.PORT || 3305);
const host = process.env.HOST || '127.0.0.1';
const apiUrl = new URL(process.env.API_URL || 'http://127.0.0.1:4300');
const ssrSource = process.env.SSR_SOURCE_URL?.replace(/\/+$/, '');
if (!distDir) {
  console.error('single-bundle serve: DIST_DIR is not set');
  process.exit(2);
}

// The single bundle's own script tags (its index.html head).
const template = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
const ownScripts = (template.match(/<script\b[^>]*\bsrc=[^>]*><\/script>/g) ?? []).join('');
const isScriptPreload = (tag) =>
  /\brel="?(?:preload|modulepreload)"?/i.test(tag) && (/\bas="?script"?/i.test(tag) || /modulepreload/i.test(tag));

/** The federated shell's server-rendered page with the single bundle's scripts instead of its own. */
function withOwnScripts(html) {
  return html
    .replace(/<script\b[^>]*\bsrc=[^>]*>\s*<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? '' : tag))
    .replace('</head>', `${ownScripts}</head>`);
}

/** The server-rendered page of `url` from the federated shell, or undefined (not rendered there). */
async function renderedPage(url, headers) {
  if (!ssrSource) return undefined;
  const response = await fetch(`${ssrSource}${url}`, {
    headers: { accept: 'text/html', 'user-agent': headers['user-agent'] ?? '' },
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  const html = await response.text();
  if (!/<script type="application\/json" id="__SSR_DATA__">/.test(html)) return undefined;
  return { status: response.status, html: withOwnScripts(html) };
}

function proxy(req, res) {
  const upstream = http.request(
    {
      hostname: apiUrl.hostname,
      port: apiUrl.port,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: apiUrl.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'The API is not reachable.' }));
  });
  req.pipe(upstream);
}

const server = Fastify({ logger: false });
server.addHook('onRequest', (request, reply, done) => {
  const url = request.raw.url ?? '/';
  if (url.startsWith('/api/') || url.startsWith('/uploads/')) {
    reply.hijack();
    proxy(request.raw, reply.raw);
    return;
  }
  done();
});
server.get('/config.json', (_request, reply) => {
  reply.header('cache-control', 'no-cache').send({ apiBaseUrl: '', storageBaseUrl: '/uploads/', remotes: {} });
});
async function sendPage(request, reply) {
  const page = await renderedPage(request.url, request.headers);
  if (page)
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page.html);
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
server.get('/', sendPage);
await server.register(fastifyStatic, { root: distDir, index: false, preCompressed: true });
server.setNotFoundHandler((request, reply) => {
  if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).send({ message: 'Not found' });
  return sendPage(request, reply);
});

await server.listen({ port, host });
console.log(`single bundle serving ${distDir} on http://${host}:${port} (API ${apiUrl.origin})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close().finally(() => process.exit(0)));
