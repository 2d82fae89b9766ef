// An HTTP(S) GET for addresses a dealer gives us (a feed, a picture), which must never reach our
// own network. undici does the HTTP; its documented `connect` options go to net/tls.connect, whose
// `lookup` hook is ours: every name is resolved here and refused if ANY of its addresses is not
// public (public-address.ts), so the address checked is the one connected to (no second lookup
// to rebind). An address written as an IP is checked before the request (net does not look it
// up). Redirects are followed by hand, at most `maxRedirects`, each hop checked the same way.
// Every wait has a limit: connecting, the headers, each pause in the body, and the whole fetch;
// the body is refused past `maxBytes` (from Content-Length at once, else while it arrives).
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { Agent, request } from 'undici';
import { refusedAddressRange } from './public-address';

export interface SafeFetchOptions {
  /** The whole fetch (redirects included); connecting and each wait for data get at most this too. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
  /** Test-only (FETCH_ALLOW_LOOPBACK): loopback addresses may be fetched. */
  allowLoopback?: boolean;
  /** Sent as Accept. */
  accept?: string;
}

export interface SafeFetchResult {
  bytes: Buffer;
  contentType: string | undefined;
  /** The address finally fetched (after redirects). */
  url: string;
}

export type SafeFetchProblem = 'url' | 'address' | 'status' | 'timeout' | 'size' | 'redirects' | 'network';

/** A fetch refused or failed; `message` is meant for the dealer. */
export class SafeFetchError extends Error {
  constructor(
    readonly problem: SafeFetchProblem,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

const CONNECT_TIMEOUT_MAX_MS = 10_000;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const privateAddress = (host: string) =>
  new SafeFetchError('address', `${host} is a private network address: only public addresses can be fetched`);

function checkedUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new SafeFetchError('url', 'The address is not a valid web address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SafeFetchError('url', 'The address must start with http:// or https://');
  if (url.username || url.password)
    throw new SafeFetchError('url', 'The address must not carry a user name or password');
  return url;
}

/** net's lookup hook: resolves every address of the name and refuses the name if one is not public. */
function checkingLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: options.family, hints: options.hints, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0 || addresses.some((a) => refusedAddressRange(a.address, allowLoopback)))
        return callback(privateAddress(hostname) as unknown as NodeJS.ErrnoException, '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

const timedOut = (timeoutMs: number) =>
  new SafeFetchError('timeout', `The server did not answer in time (${Math.ceil(timeoutMs / 1000)} s)`);

/** Stops reading a body (undici reports the stop as an error, which nobody waits for). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/** The SafeFetchError inside what undici threw (our lookup's refusal comes wrapped), or a translation. */
function translate(error: unknown, timeoutMs: number): SafeFetchError {
  for (let e = error as { name?: string; code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e instanceof SafeFetchError) return e;
    const code = e.code;
    if (
      e.name === 'TimeoutError' ||
      code === 'UND_ERR_CONNECT_TIMEOUT' ||
      code === 'UND_ERR_HEADERS_TIMEOUT' ||
      code === 'UND_ERR_BODY_TIMEOUT'
    )
      return timedOut(timeoutMs);
    if (code === 'ENOTFOUND') return new SafeFetchError('network', 'The server name was not found');
  }
  return new SafeFetchError('network', `The server could not be reached (${(error as Error)?.message ?? error})`);
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
const tooLarge = (maxBytes: number) => new SafeFetchError('size', `The file is larger than ${sizeText(maxBytes)}`);

/** GETs `address`, or throws a SafeFetchError. */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const { timeoutMs, maxBytes, maxRedirects = 3, allowLoopback = false } = options;
  const agent = new Agent({
    connect: { timeout: Math.min(CONNECT_TIMEOUT_MAX_MS, timeoutMs), lookup: checkingLookup(allowLoopback) },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    let url = checkedUrl(address);
    for (let hop = 0; ; hop++) {
      const host = url.hostname.replace(/^\[|\]$/g, '');
      if (net.isIP(host) && refusedAddressRange(host, allowLoopback)) throw privateAddress(host);
      const res = await request(url, {
        dispatcher: agent,
        method: 'GET',
        signal,
        headers: { accept: options.accept ?? '*/*', 'user-agent': 'LeaseMarket-fetcher/1' },
      });
      if (REDIRECT_STATUSES.has(res.statusCode) && res.headers.location) {
        await res.body.dump();
        if (hop >= maxRedirects)
          throw new SafeFetchError('redirects', `Too many redirects (more than ${maxRedirects})`);
        url = checkedUrl(String(res.headers.location), url);
        continue;
      }
      if (res.statusCode < 200 || res.statusCode > 299) {
        await res.body.dump();
        throw new SafeFetchError('status', `The server answered ${res.statusCode}`, res.statusCode);
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        discard(res.body);
        throw tooLarge(maxBytes);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          discard(res.body);
          throw tooLarge(maxBytes);
        }
        chunks.push(chunk as Buffer);
      }
      const type = res.headers['content-type'];
      return { bytes: Buffer.concat(chunks), contentType: Array.isArray(type) ? type[0] : type, url: url.href };
    }
  } catch (error) {
    if (signal.aborted && !(error instanceof SafeFetchError)) throw timedOut(timeoutMs);
    throw translate(error, timeoutMs);
  } finally {
    // Nothing is waited for: open sockets are closed at once.
    await agent.destroy();
  }
}
