// The shell's page cache, through a real shell server in front of a fake API: anonymous pages
// are rendered once per URL and sent with a Cache-Control a CDN can use, signed-in requests are
// rendered for themselves, a new listings version drops the cache, a failure is never kept.
import type { ChildProcess } from 'node:child_process';
import { eventually, makeBuild, startFakeApi, startShell, stop, timedGet, type FakeApi } from './fault-servers';

const SHELL_PORT = 5281;
const API_PORT = 5282;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;

let api: FakeApi;
let shell: ChildProcess;
/** The page renders so far (each asks the API for /api/listings once). */
const renders = () => api.hits.get('/api/listings') ?? 0;

beforeAll(async () => {
  api = await startFakeApi(API_PORT);
  const { distDir, bundle } = makeBuild();
  shell = await startShell(SHELL_PORT, {
    APP_DIST_DIR: distDir,
    SSR_BUNDLE: bundle,
    API_URL: api.url,
    SSR_TIMEOUT_MS: '1000',
    SSR_CACHE_TTL_MS: '60000',
    SSR_CACHE_STALE_MS: '30000',
  });
});

afterAll(async () => {
  await stop(shell);
  await api?.close();
});

it('renders an anonymous page once per URL and lets a CDN keep it briefly', async () => {
  const before = renders();
  const first = await timedGet(`${SHELL}/listings?make=Kia`);
  const again = await timedGet(`${SHELL}/listings?make=Kia`);
  expect(first.status).toBe(200);
  expect(again.body).toBe(first.body);
  expect(renders()).toBe(before + 1);
  expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=30');
  expect(first.headers.get('server-timing')).toMatch(/^render;dur=\d+(\.\d)?$/);
  expect(again.headers.get('server-timing')).toBe('cache;desc=fresh');
  await timedGet(`${SHELL}/listings?make=BMW`);
  expect(renders()).toBe(before + 2);
});

it('never answers a signed-in request from the cache, nor keeps its page', async () => {
  await timedGet(`${SHELL}/listings?make=Audi`);
  const before = renders();
  const withCookie = await timedGet(`${SHELL}/listings?make=Audi`, { cookie: 'session=1' });
  const withToken = await timedGet(`${SHELL}/listings?make=Audi`, { authorization: 'Bearer x' });
  expect(renders()).toBe(before + 2);
  expect(withCookie.headers.get('cache-control')).toBe('private, no-cache');
  expect(withToken.headers.get('cache-control')).toBe('private, no-cache');
});

it('drops its pages when the listings version moves', async () => {
  await timedGet(`${SHELL}/listings?make=Ford`);
  const before = renders();
  api.version += 1;
  // The version is read at most once a second, without holding the visitor: ask until a page is rendered again.
  expect(
    await eventually(() => {
      void timedGet(`${SHELL}/listings?make=Ford`);
      return renders() > before;
    }, 5000),
  ).toBe(true);
});

it('keeps no failure: the next visitor gets a new render', async () => {
  api.mode = 'hang';
  const failed = await timedGet(`${SHELL}/listings?make=Seat`);
  expect(failed.status).toBe(503);
  api.mode = 'ok';
  const next = await timedGet(`${SHELL}/listings?make=Seat`);
  expect(next.status).toBe(200);
  expect(next.body).toContain('rendered /listings?make=Seat');
});
