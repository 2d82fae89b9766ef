// The shell's /api, /uploads, /sitemap.xml and /robots.txt: passed to an API instance of API_URL
// (round robin, api-upstreams.mjs) over undici connection pools, streamed both ways (the answer
// written straight into the visitor's response by undici's stream()), with a
// limit on every wait: connecting (UPSTREAM_CONNECT_TIMEOUT_MS), the answer's headers
// (UPSTREAM_HEADERS_TIMEOUT_MS) and each piece of its body (UPSTREAM_BODY_TIMEOUT_MS). An
// instance that refuses the connection, or does not accept it in time, is skipped for the next
// one when nothing of the request was sent yet; an answer that does not come is never asked
// again (the API may have acted on it). No answer: 502 (refused, reset) or 504 (too slow), JSON
// { message }. A visitor who gives up closes the call to the API with its socket.
import { Pool } from 'undici';
import { REQUEST_ID_HEADER, requestIdFor } from './api-upstreams.mjs';

export const UNREACHABLE = 'The API is not reachable right now. Please try again shortly.';
export const TOO_SLOW = 'The API took too long to answer. Please try again shortly.';

// Hop-by-hop headers (RFC 9110 7.6.1) and what undici sets itself; never passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
]);
const CONNECT_FAILURES = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT']);
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

const withoutHopByHop = (headers) => {
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
  return kept;
};

const hasBody = (req) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

/**
 * @param {{ upstreams: ReturnType<import('./api-upstreams.mjs').createUpstreams>, settings: ReturnType<import('./settings.mjs').readSettings> }} options
 */
export function createApiProxy({ upstreams, settings }) {
  const pools = new Map(
    upstreams.urls.map((url) => [
      url.origin,
      new Pool(url.origin, {
        connections: settings.upstreamConnections,
        connect: { timeout: settings.upstreamConnectTimeoutMs },
        headersTimeout: settings.upstreamHeadersTimeoutMs,
        bodyTimeout: settings.upstreamBodyTimeoutMs,
        keepAliveTimeout: settings.upstreamKeepAliveMs,
      }),
    ]),
  );

  /**
   * Passes one request (Node's req/res, nothing parsed) to the API as `apiPath` (default: its own path).
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function proxy(req, res, apiPath = req.url ?? '/') {
    const requestId = requestIdFor(req.headers);
    const forwardedFor = req.socket.remoteAddress;
    const headers = {
      ...withoutHopByHop(req.headers),
      'x-forwarded-host': req.headers.host ?? '',
      'x-forwarded-proto': 'http',
      [REQUEST_ID_HEADER]: requestId,
    };
    if (forwardedFor)
      headers['x-forwarded-for'] = req.headers['x-forwarded-for']
        ? `${req.headers['x-forwarded-for']}, ${forwardedFor}`
        : forwardedFor;
    const withBody = hasBody(req);
    // A request with a body waits for it to arrive too (REQUEST_TIMEOUT_MS), then for the answer.
    const headersTimeout = settings.upstreamHeadersTimeoutMs + (withBody ? settings.requestTimeoutMs : 0);
    const aborter = new AbortController();
    const giveUp = () => {
      if (!res.writableFinished) aborter.abort();
    };
    res.once('close', giveUp);

    // The answer is written straight into the visitor's response (undici's stream(), no body
    // stream piped in between); `answered` once its status line and headers are out.
    let answered = false;
    let lastError;
    const respond = ({ statusCode, headers: answerHeaders }) => {
      answered = true;
      res.writeHead(statusCode, withoutHopByHop(answerHeaders));
      return res;
    };
    for (const apiUrl of upstreams.order()) {
      try {
        await pools.get(apiUrl.origin).stream(
          {
            method: req.method,
            path: apiPath,
            headers: { ...headers, host: apiUrl.host },
            body: withBody ? req : undefined,
            signal: aborter.signal,
            headersTimeout,
          },
          respond,
        );
        return;
      } catch (error) {
        // The answer broke off after its headers (or the visitor left): end the visitor's response.
        if (answered) return void res.destroy();
        lastError = error;
        if (aborter.signal.aborted) return;
        // Nothing of the request left this server: the next instance may have it.
        const unsent = !withBody || !req.readableDidRead;
        if (!(CONNECT_FAILURES.has(error?.code) && unsent)) break;
      }
    }
    if (res.headersSent || res.destroyed) return void res.destroy();
    const status = TIMEOUTS.has(lastError?.code) ? 504 : 502;
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', [REQUEST_ID_HEADER]: requestId });
    res.end(JSON.stringify({ message: status === 504 ? TOO_SLOW : UNREACHABLE }));
  }

  return { proxy, close: () => Promise.all([...pools.values()].map((pool) => pool.close())) };
}
