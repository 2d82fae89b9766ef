// The shell's server (a real process) in front of an API that hangs, answers late or is down:
// pages answer 503 with Retry-After, the proxy 504 or 502, each within its limit (short limits
// here: 1 s render, 1.5 s for the API's headers), and no socket to the API stays open after a
// visitor gives up. A client that never finishes its headers is disconnected.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { eventually, makeBuild, startFakeApi, startShell, stop, timedGet, type FakeApi } from './fault-servers';

const SHELL_PORT = 5271;
const API_PORT = 5275;
const DOWN_PORT = 5279; // nothing listens here
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
/** The limits' sum plus room for a loaded machine: an answer later than this never came in time. */
const BOUND_MS = 5000;

let api: FakeApi;
let shell: ChildProcess;
let downShell: ChildProcess;

beforeAll(async () => {
  api = await startFakeApi(API_PORT);
  const { distDir, bundle } = makeBuild();
  const env = {
    APP_DIST_DIR: distDir,
    SSR_BUNDLE: bundle,
    SSR_TIMEOUT_MS: '1000',
    SSR_CACHE_TTL_MS: '0',
    UPSTREAM_CONNECT_TIMEOUT_MS: '500',
    UPSTREAM_HEADERS_TIMEOUT_MS: '1500',
    UPSTREAM_KEEP_ALIVE_MS: '500',
    HEADERS_TIMEOUT_MS: '1000',
  };
  shell = await startShell(SHELL_PORT, { ...env, API_URL: api.url });
  downShell = await startShell(SHELL_PORT + 1, { ...env, API_URL: `http://127.0.0.1:${DOWN_PORT}` });
});

afterAll(async () => {
  await Promise.all([stop(shell), stop(downShell)]);
  await api?.close();
});

beforeEach(() => {
  api.mode = 'ok';
  api.hits.clear();
});

describe('an API that answers', () => {
  it('renders the page and passes /api through', async () => {
    const page = await timedGet(`${SHELL}/listings?make=BMW`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('rendered /listings?make=BMW');
    // No page cache here (SSR_CACHE_TTL_MS=0): nobody may keep it.
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const call = await timedGet(`${SHELL}/api/health`);
    expect(call.status).toBe(200);
    expect(JSON.parse(call.body)).toEqual({ path: '/api/health' });
  });

  it("serves the build's files, renders `/` and other pages, and answers a missing file 404", async () => {
    const script = await timedGet(`${SHELL}/main.0123abcd.js`);
    expect(script.status).toBe(200);
    expect(script.body).toBe('console.log("main");');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/listings']) {
      const page = await timedGet(`${SHELL}${url}`);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`rendered ${url}`);
    }
    // A page the shell does not render on the server: the empty shell, for the browser to render.
    const other = await timedGet(`${SHELL}/dealer/listings`);
    expect(other.status).toBe(200);
    expect(other.body).toContain('<div id="root"></div>');
    const missing = await timedGet(`${SHELL}/gone.0123abcd.js`);
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ message: 'Not found' });
  });

  it('answers a slow API within the limits', async () => {
    api.mode = 'slow';
    api.slowMs = 300;
    expect((await timedGet(`${SHELL}/api/health`)).status).toBe(200);
    expect((await timedGet(`${SHELL}/listings`)).status).toBe(200);
  });
});

describe('an API that accepts and never answers', () => {
  it('gives pages a 503 error page with Retry-After, not an empty 200, and frees the sockets', async () => {
    api.mode = 'hang';
    const page = await timedGet(`${SHELL}/listings`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toContain('This page is not available right now');
    expect(page.body).toContain('<a href="/listings">Try again</a>');
    expect(page.ms).toBeLessThan(BOUND_MS);
    expect(await eventually(() => api.open.size === 0, 2000)).toBe(true);
  });

  it('answers the proxy 504 with a JSON message, and closes the API call', async () => {
    api.mode = 'hang';
    const call = await timedGet(`${SHELL}/api/health`);
    expect(call.status).toBe(504);
    expect(JSON.parse(call.body)).toEqual({ message: 'The API took too long to answer. Please try again shortly.' });
    expect(call.ms).toBeLessThan(BOUND_MS);
    expect(await eventually(() => api.open.size === 0, 2000)).toBe(true);
  });

  it('closes the calls to the API of visitors who give up, before any limit', async () => {
    api.mode = 'hang';
    const visitors = Array.from({ length: 20 }, (_, i) =>
      fetch(`${SHELL}/api/listings/${i}`, { signal: AbortSignal.timeout(200) }).catch(() => 'gave up'),
    );
    expect(await eventually(() => api.hits.get('/api/listings/0') === 1, 2000)).toBe(true);
    expect(await Promise.all(visitors)).toEqual(Array(20).fill('gave up'));
    // The upstream headers limit (1.5 s) has not passed: only the visitors leaving ended the calls.
    expect(await eventually(() => api.waiting.size === 0, 1000)).toBe(true);
    // The pool's idle connections close after UPSTREAM_KEEP_ALIVE_MS (0.5 s here).
    expect(await eventually(() => api.open.size === 0, 3000)).toBe(true);
  });
});

describe('an API that answers too late', () => {
  it('gives pages 503 and the proxy 504 within the limits', async () => {
    api.mode = 'slow';
    api.slowMs = 4000;
    const [page, call] = await Promise.all([timedGet(`${SHELL}/`), timedGet(`${SHELL}/api/listings`)]);
    expect(page.status).toBe(503);
    expect(call.status).toBe(504);
    expect(Math.max(page.ms, call.ms)).toBeLessThan(BOUND_MS);
  });
});

describe('an API that is down', () => {
  it('gives pages 503 and the proxy 502 at once', async () => {
    const DOWN = `http://127.0.0.1:${SHELL_PORT + 1}`;
    const page = await timedGet(`${DOWN}/listings`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
    const call = await timedGet(`${DOWN}/api/health`);
    expect(call.status).toBe(502);
    expect(JSON.parse(call.body)).toEqual({
      message: 'The API is not reachable right now. Please try again shortly.',
    });
    expect(call.ms).toBeLessThan(BOUND_MS);
  });

  it('still serves the pages the browser renders', async () => {
    const page = await timedGet(`http://127.0.0.1:${SHELL_PORT + 1}/dealer/dashboard`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
  });
});

describe('API_URL with an instance that is down', () => {
  let child: ChildProcess;
  afterAll(() => stop(child));

  it('skips it for the next one', async () => {
    const { distDir } = makeBuild();
    child = await startShell(SHELL_PORT + 2, {
      APP_DIST_DIR: distDir,
      SSR: 'off',
      API_URL: `http://127.0.0.1:${DOWN_PORT},${api.url}`,
    });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await timedGet(`http://127.0.0.1:${SHELL_PORT + 2}/api/health`)).status);
    expect(answers).toEqual([200, 200, 200, 200]);
  });
});

describe('a client that never finishes its headers', () => {
  it('is disconnected', async () => {
    const socket = net.connect(SHELL_PORT, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write('GET /listings HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise((resolve) => (timer = setTimeout(resolve, BOUND_MS, 'open')));
    expect(await Promise.race([closed.then(() => 'closed'), late])).toBe('closed');
    clearTimeout(timer);
    expect(Buffer.concat(received).toString()).toMatch(/^HTTP\/1\.1 408/);
  });
});
