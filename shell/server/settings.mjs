// The limits of the app servers (shell/server/serve.mjs), each from an environment variable
// (README's "The shell's server" table). Every wait has one: the visitor's connection (headers,
// whole request, idle, keep-alive), the shell's calls to the API (connect, headers, body) and a
// server-rendered page (its data fetches included), so a hung API costs a visitor seconds, not forever.

/** A whole number of milliseconds (or seconds) from `env[name]`, `fallback` when unset; throws on anything else. */
export function readNumber(env, name, fallback, { min = 0 } = {}) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name}: ${raw} is not a whole number >= ${min}`);
  return value;
}

/** Every limit, read once at start. */
export function readSettings(env = process.env) {
  const settings = {
    /** A request's headers must all arrive within this (a slow-header client is answered 408 and closed). */
    headersTimeoutMs: readNumber(env, 'HEADERS_TIMEOUT_MS', 10_000, { min: 1 }),
    /** The whole request, body included (uploads pass through the proxy), must arrive within this. */
    requestTimeoutMs: readNumber(env, 'REQUEST_TIMEOUT_MS', 120_000, { min: 1 }),
    /** A connection idle both ways this long is closed. */
    connectionTimeoutMs: readNumber(env, 'CONNECTION_TIMEOUT_MS', 60_000),
    /** An idle keep-alive connection is closed after this. */
    keepAliveTimeoutMs: readNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, { min: 1 }),
    /** Connecting to an API instance. */
    upstreamConnectTimeoutMs: readNumber(env, 'UPSTREAM_CONNECT_TIMEOUT_MS', 2_000, { min: 1 }),
    /** From a request sent to the API to its answer's headers (above the API's own HANDLER_TIMEOUT_MS). */
    upstreamHeadersTimeoutMs: readNumber(env, 'UPSTREAM_HEADERS_TIMEOUT_MS', 16_000, { min: 1 }),
    /** Between two pieces of an API answer's body. */
    upstreamBodyTimeoutMs: readNumber(env, 'UPSTREAM_BODY_TIMEOUT_MS', 30_000, { min: 1 }),
    /** An idle connection to the API is closed after this. */
    upstreamKeepAliveMs: readNumber(env, 'UPSTREAM_KEEP_ALIVE_MS', 4_000, { min: 1 }),
    /** Connections kept to each API instance. */
    upstreamConnections: readNumber(env, 'UPSTREAM_CONNECTIONS', 64, { min: 1 }),
    /** A server-rendered page (its data fetches included) not rendered by then answers 503. */
    ssrTimeoutMs: readNumber(env, 'SSR_TIMEOUT_MS', 5_000, { min: 1 }),
    /** How long an anonymous rendered page is answered from the cache as it is; 0 turns the cache off. */
    ssrCacheTtlMs: readNumber(env, 'SSR_CACHE_TTL_MS', 5_000),
    /** How much longer an expired page may still be answered while it renders again in the background. */
    ssrCacheStaleMs: readNumber(env, 'SSR_CACHE_STALE_MS', 30_000),
    /** Pages kept in the cache. */
    ssrCacheEntries: readNumber(env, 'SSR_CACHE_ENTRIES', 2_000, { min: 1 }),
    /** How often the public remote's server entry and manifest are checked for a new deployment; 0 = every render. */
    ssrRemoteCheckMs: readNumber(env, 'SSR_REMOTE_CHECK_MS', 5_000),
    /** The Retry-After (seconds) of a page that could not be rendered. */
    retryAfterSeconds: readNumber(env, 'SSR_RETRY_AFTER_S', 10, { min: 1 }),
  };
  if (settings.requestTimeoutMs < settings.headersTimeoutMs)
    throw new Error('REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS');
  return settings;
}
