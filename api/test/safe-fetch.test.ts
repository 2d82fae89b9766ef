// The fetcher of dealers' addresses (feeds, pictures): a good fetch, the server's error status,
// a slow server (timeout), a body too large (declared or not), redirects (followed, limited, and
// refused towards a private address), private addresses refused directly (as IPs and as a name
// resolving to one) without the request ever reaching them, and the test-only loopback setting
// that production refuses. The local server is reached only through allowLoopback.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config';
import { refusedAddressRange } from '../src/lib/public-address';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../src/lib/safe-fetch';
import { startStubServer, type StubServer } from './stub-server';

let server: StubServer;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = await startStubServer((req, res) => {
    hits.push(req.url!);
    const [path, query] = req.url!.split('?');
    if (path === '/good') return res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n');
    if (path === '/error') return res.writeHead(500).end('oops');
    if (path === '/slow') return void setTimeout(() => res.writeHead(200).end('late'), 2000).unref();
    if (path === '/big') return res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
    if (path === '/big-chunked') {
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write('y'.repeat(500));
      return res.end();
    }
    if (path === '/redirect') return res.writeHead(302, { location: decodeURIComponent(query) }).end();
    if (path === '/loop') return res.writeHead(301, { location: '/loop' }).end();
    res.writeHead(404).end();
  });
  base = server.base;
});
afterAll(() => server.close());

const local: SafeFetchOptions = { timeoutMs: 500, maxBytes: 1000, allowLoopback: true };

/** The SafeFetchError the fetch fails with. */
async function failure(url: string, options: SafeFetchOptions = local): Promise<SafeFetchError> {
  const error = await safeFetch(url, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('safeFetch', () => {
  it('answers the body, its type and the address fetched', async () => {
    const res = await safeFetch(`${base}/good`, local);
    expect(res.bytes.toString()).toBe('a,b\n1,2\n');
    expect(res.contentType).toBe('text/csv');
    expect(res.url).toBe(`${base}/good`);
  });

  it("refuses the server's error status", async () => {
    const error = await failure(`${base}/error`);
    expect(error.problem).toBe('status');
    expect(error.message).toBe('The server answered 500');
  });

  it('gives up on a server that does not answer in time', async () => {
    const started = Date.now();
    const error = await failure(`${base}/slow`);
    expect(error.problem).toBe('timeout');
    expect(error.message).toBe('The server did not answer in time (1 s)');
    expect(Date.now() - started).toBeLessThan(1900);
  });

  it('refuses a body larger than the cap, declared or not', async () => {
    expect((await failure(`${base}/big`)).message).toBe('The file is larger than 1 KB');
    expect((await failure(`${base}/big-chunked`)).problem).toBe('size');
    expect((await safeFetch(`${base}/big`, { ...local, maxBytes: 5000 })).bytes.length).toBe(5000);
  });

  it('follows a redirect to a public-or-allowed address, and at most maxRedirects of them', async () => {
    const res = await safeFetch(`${base}/redirect?${encodeURIComponent(`${base}/good`)}`, local);
    expect(res.url).toBe(`${base}/good`);
    expect((await failure(`${base}/loop`)).message).toBe('Too many redirects (more than 3)');
  });

  it.each([
    'http://10.0.0.7/feed.csv',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://0.0.0.0/',
  ])('refuses a redirect to the private address %s', async (target) => {
    const error = await failure(`${base}/redirect?${encodeURIComponent(target)}`);
    expect(error.problem).toBe('address');
    expect(error.message).toMatch(/is a private network address: only public addresses can be fetched$/);
  });

  it('refuses a redirect to a name resolving to a private address (checked after DNS)', async () => {
    const port = server.port;
    hits.length = 0;
    const error = await failure(`${base}/redirect?${encodeURIComponent(`http://localhost:${port}/good`)}`, {
      ...local,
      allowLoopback: false,
    });
    expect(error.problem).toBe('address');
    expect(hits).toEqual([]);
  });

  it.each([
    (port: number) => `http://127.0.0.1:${port}/good`,
    (port: number) => `http://localhost:${port}/good`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/good`,
    (port: number) => `http://[::1]:${port}/good`,
    () => 'http://192.168.1.1/',
    () => 'http://172.16.5.4/',
    () => 'http://100.100.100.200/latest/meta-data/',
    () => 'http://[fe80::1]/',
  ])('refuses a private address asked for directly (%#), without reaching it', async (address) => {
    hits.length = 0;
    const error = await failure(address(server.port), { ...local, allowLoopback: false });
    expect(error.problem).toBe('address');
    expect(hits).toEqual([]);
  });

  it('refuses addresses that are not http(s)', async () => {
    expect((await failure('file:///etc/passwd')).message).toBe('The address must start with http:// or https://');
    expect((await failure('not a url')).problem).toBe('url');
  });
});

describe('refusedAddressRange', () => {
  it('allows public unicast only (loopback when allowed)', () => {
    expect(refusedAddressRange('93.184.216.34')).toBeUndefined();
    expect(refusedAddressRange('2606:4700::1111')).toBeUndefined();
    expect(refusedAddressRange('127.0.0.1')).toBe('loopback');
    expect(refusedAddressRange('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddressRange('10.0.0.1', true)).toBe('private');
    expect(refusedAddressRange('100.64.0.1')).toBe('carrierGradeNat');
    expect(refusedAddressRange('fd12::1')).toBe('uniqueLocal');
    expect(refusedAddressRange('::ffff:192.168.0.1')).toBe('private');
  });
});

describe('FETCH_ALLOW_LOOPBACK', () => {
  const env = { JWT_SECRET: 'x'.repeat(40), FETCH_ALLOW_LOOPBACK: 'true' };
  it('is refused in production', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      'FETCH_ALLOW_LOOPBACK is for tests only: it is refused when NODE_ENV=production.',
    );
  });
  it('is accepted elsewhere, and off by default', () => {
    expect(loadConfig({ ...env, NODE_ENV: 'test' }).FETCH_ALLOW_LOOPBACK).toBe('true');
    expect(loadConfig({ JWT_SECRET: env.JWT_SECRET }).FETCH_ALLOW_LOOPBACK).toBe('false');
  });
});
