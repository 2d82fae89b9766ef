// Real processes for the shell server's fault tests: the shell's server (serve.mjs) started as
// it is deployed, and a fake API on node:http that answers, hangs, or answers late, counting its
// open sockets. Not a test file: server-faults.test.ts and page-cache.test.ts use it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const SERVE = path.join(__dirname, 'serve.mjs');

/** A fake API: `mode` decides how it treats each request; `open` is its sockets still open. */
export interface FakeApi {
  url: string;
  mode: 'ok' | 'hang' | 'slow';
  slowMs: number;
  version: number;
  /** Requests per path. */
  hits: Map<string, number>;
  /** Requests not answered whose connection is still open. */
  waiting: Set<http.ServerResponse>;
  open: Set<Socket>;
  close(): Promise<void>;
}

export async function startFakeApi(port: number): Promise<FakeApi> {
  const open = new Set<Socket>();
  const api: FakeApi = {
    url: `http://127.0.0.1:${port}`,
    mode: 'ok',
    slowMs: 3000,
    version: 1,
    hits: new Map(),
    waiting: new Set(),
    open,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        pathname === '/api/listings/version' ? { success: true, data: { version: api.version } } : { path: pathname },
      ),
    );
  };
  const server = http.createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    api.hits.set(pathname, (api.hits.get(pathname) ?? 0) + 1);
    api.waiting.add(res);
    res.on('close', () => api.waiting.delete(res));
    req.resume();
    if (api.mode === 'hang' && pathname !== '/api/listings/version') return;
    if (api.mode === 'slow') return void setTimeout(() => answer(req, res), api.slowMs);
    answer(req, res);
  });
  server.on('connection', (socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return api;
}

/**
 * A stand-in of the shell's server build (SSR_BUNDLE): its route manifest says `/` and `/listings`
 * render on the server; it renders them after one API
 * call made with the render's signal, as the real render's data fetches are; a failed call is a
 * failed page.
 */
const FAKE_BUNDLE = `
exports.serverRenders = async (pathname) => /^\\/(?:listings\\/?)?$/.test(pathname);
exports.renderSitemapPages = async ({ siteOrigin }) => '<urlset><url><loc>' + siteOrigin + '/</loc></url></urlset>';
exports.renderPage = async ({ url, apiUrl, template, signal }) => {
  const answer = await fetch(apiUrl + '/api/listings', { signal });
  if (!answer.ok) return { status: 503, html: '', failed: 'HTTP ' + answer.status };
  await answer.json();
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">rendered ' + url + '</div>') };
};
`;

/** A dist/ with an index.html and a hashed script, and a server bundle, in a new temporary folder. */
export function makeBuild(): { distDir: string; bundle: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-server-'));
  const distDir = path.join(dir, 'dist');
  fs.mkdirSync(distDir);
  fs.writeFileSync(
    path.join(distDir, 'index.html'),
    '<!doctype html><html><head><title>LeaseMarket</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(distDir, 'main.0123abcd.js'), 'console.log("main");');
  const bundle = path.join(dir, 'ssr.cjs');
  fs.writeFileSync(bundle, FAKE_BUNDLE);
  return { distDir, bundle };
}

/** Starts the shell's server on 127.0.0.1:`port` and resolves once it listens. */
export async function startShell(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [SERVE, 'shell'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SSR_REMOTE_CHECK_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the shell did not start: ${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`the shell exited: ${output}`)));
  });
  return child;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Polls `probe` every 50 ms until it is true or `withinMs` passes; the last value. */
export async function eventually(probe: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!probe() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return probe();
}

/** GET `url`: status, headers, body and how long the answer took. */
export async function timedGet(url: string, headers: Record<string, string> = {}) {
  const started = Date.now();
  const answer = await fetch(url, { headers, signal: AbortSignal.timeout(20_000) });
  const body = await answer.text();
  return { status: answer.status, headers: answer.headers, body, ms: Date.now() - started };
}
