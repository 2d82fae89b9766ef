#!/usr/bin/env node
// Serves the single-bundle comparison build for the web bench: its static files (with the
// .br/.gz files next to them when the build made some, chosen by Accept-Encoding), /config.json
// (same origin API, no remotes) and /api, /uploads proxied to the API; unknown page paths get
// index.html. Env: DIST_DIR, PORT, HOST (default 127.0.0.1), API_URL.
import http from 'node:http';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';

const distDir = process.env.DIST_DIR;
const port = Number(process.env.PORT || 3305);
const host = process.env.HOST || '127.0.0.1';
const apiUrl = new URL(process.env.API_URL || 'http://127.0.0.1:4300');
if (!distDir) {
  console.error('single-bundle serve: DIST_DIR is not set');
  process.exit(2);
}

function proxy(req, res) {
  const upstream = http.request(
    { hostname: apiUrl.hostname, port: apiUrl.port, method: req.method, path: req.url, headers: { ...req.headers, host: apiUrl.host } },
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
await server.register(fastifyStatic, { root: distDir, index: 'index.html', preCompressed: true });
server.setNotFoundHandler((request, reply) => {
  if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0])) return reply.code(404).send({ message: 'Not found' });
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
});

await server.listen({ port, host });
console.log(`single bundle serving ${distDir} on http://${host}:${port} (API ${apiUrl.origin})`);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.close().finally(() => process.exit(0)));
