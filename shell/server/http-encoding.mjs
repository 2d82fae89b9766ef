// Content coding for the app servers (shell/server/serve.mjs): which encoding a request
// accepts, and one way to send an HTML page made at request time (server rendering)
// compressed like the built files are. Built files are compressed at build time
// (scripts/webpack/create-config.cjs) and picked by @fastify/static's `preCompressed`.
import zlib from 'node:zlib';

/** Encodings we send, best first. */
const PREFERENCE = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header: br when accepted, else gzip,
 * else null (identity). `q=0` refuses a coding; `*` accepts any not named.
 * @param {string | string[] | undefined} header
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(header) {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return null;
  const weights = new Map();
  for (const part of value.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding) => (weights.has(coding) ? weights.get(coding) : (weights.get('*') ?? 0));
  let best = null;
  for (const coding of PREFERENCE) {
    if (weightOf(coding) > 0 && (best === null || weightOf(coding) > weightOf(best))) best = coding;
  }
  return best;
}

/** Compresses `body` for `encoding` (fast settings: this runs on every request). */
export function encodeBody(body, encoding) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (encoding === 'gzip') return zlib.gzipSync(body, { level: 6 });
  return body;
}

/**
 * Sends an HTML page made at request time, compressed by the request's Accept-Encoding
 * (br, then gzip, else as it is), with `Vary: Accept-Encoding`. Status, cache-control and
 * other headers set on `reply` before the call are kept. `bodies` (a cached page's) keeps each
 * encoding's body once made, so a page sent many times is compressed once per encoding.
 * @param {import('fastify').FastifyReply} reply
 * @param {string | Buffer} html
 * @param {Map<string, Buffer>} [bodies]
 */
export function sendHtml(reply, html, bodies) {
  const encoding = pickEncoding(reply.request.headers['accept-encoding']);
  let body = bodies?.get(encoding ?? 'identity');
  if (!body) {
    body = encodeBody(Buffer.isBuffer(html) ? html : Buffer.from(html, 'utf8'), encoding);
    bodies?.set(encoding ?? 'identity', body);
  }
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
