// The API instances behind the shell's proxy: API_URL is one URL or a comma-separated list
// (http://10.0.0.1:4000,http://10.0.0.2:4000). Requests go round robin; one that an instance
// refuses (ECONNREFUSED: it is restarting or gone, nothing was sent) goes to the next, so a
// rolling restart is invisible. Each request carries an X-Request-Id: the caller's when it is
// a plain token, else a new one; the API logs it as reqId and returns it.
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The API's own rule (api/src/lib/request-id.ts): 8-128 of letters, digits and . _ : - */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's X-Request-Id when it is safe to pass on and to log, else a new UUID. */
export function requestIdFor(headers) {
  const sent = headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** The URLs of API_URL (default http://localhost:4000); throws on an entry that is not an http(s) URL. */
export function parseApiUrls(value) {
  const entries = (value || 'http://localhost:4000')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return entries.map((entry) => {
    const url = new URL(entry);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new Error(`API_URL: ${entry} is not an http(s) URL`);
    return url;
  });
}

/** Round robin over the URLs: next() is the one to try first, then the others in turn. */
export function createUpstreams(urls) {
  let turn = 0;
  return {
    urls,
    /** The upstreams in the order this request should try them. */
    order() {
      const start = turn;
      turn = (turn + 1) % urls.length;
      return urls.map((_url, i) => urls[(start + i) % urls.length]);
    },
    next() {
      return this.order()[0];
    },
  };
}
