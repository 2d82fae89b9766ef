// The site the web bench measures, as e2e/stack.mjs starts it but on the bench's own ports:
// the API on a fresh embedded database (a new temporary folder each run) with the demo data,
// and the five production builds served by shell/server/serve.mjs (shell 3300, remotes
// 3301-3304, API 4300). The single-bundle comparison is served on 3305.
// BENCH_WEB_PORT_BASE moves the shell and remotes (base to base+4, single bundle base+5, API
// base+1000), BENCH_WEB_SINGLE_PORT the single bundle alone, BENCH_WEB_API_PORT the API alone,
// so a second bench (an engineer's own range) does not meet the one on the default ports.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onCleanup, onExit, portInUse, startNode, stopProcess, waitForUrl } from './processes.mjs';

export const HOST = '127.0.0.1';
const BASE = Number(process.env.BENCH_WEB_PORT_BASE || 3300);
export const PORTS = {
  shell: BASE,
  'mfe-public': BASE + 1,
  'mfe-dealer': BASE + 2,
  'mfe-admin': BASE + 3,
  'mfe-billing': BASE + 4,
  single: Number(process.env.BENCH_WEB_SINGLE_PORT || BASE + 5),
  api: Number(process.env.BENCH_WEB_API_PORT || BASE + 1000),
};
export const SHELL_URL = `http://${HOST}:${PORTS.shell}`;
export const SINGLE_URL = `http://${HOST}:${PORTS.single}`;
export const API_URL = `http://${HOST}:${PORTS.api}`;

const remote = (app) => `http://${HOST}:${PORTS[app]}/mf-manifest.json`;
const REMOTES = {
  REMOTE_PUBLIC_URL: remote('mfe-public'),
  REMOTE_DEALER_URL: remote('mfe-dealer'),
  REMOTE_ADMIN_URL: remote('mfe-admin'),
  REMOTE_BILLING_URL: remote('mfe-billing'),
};

async function ensureFree(ports) {
  const busy = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length)
    throw new Error(
      `port ${busy.join(', ')} already in use: is another web bench running? (the bench uses ${HOST}:${ports.join(', ')})`,
    );
}

/**
 * Starts the API (demo data, temporary database, or `databaseUrl`: a PostgreSQL database the
 * caller has emptied) and the five app servers; resolves when all answer, with their process ids.
 */
export async function startStack(root, { databaseUrl = '' } = {}) {
  const apps = ['mfe-public', 'mfe-dealer', 'mfe-admin', 'mfe-billing', 'shell'];
  await ensureFree([PORTS.api, ...apps.map((a) => PORTS[a])]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-web-bench-'));
  // Registered first, so it runs last: after the API has stopped writing to the folder.
  const removeTmp = () => fs.rmSync(tmp, { recursive: true, force: true });
  onCleanup(removeTmp);
  onExit(removeTmp);
  const api = startNode('api', ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: root,
    env: {
      PORT: String(PORTS.api),
      HOST,
      DATA_DIR: path.join(tmp, 'db'),
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      JWT_SECRET_FILE: path.join(tmp, 'jwt-secret'),
      PUBLIC_URL: SHELL_URL,
      SEED_DEMO: 'true',
      RATE_LIMIT: 'off',
      SHUTDOWN_DRAIN_MS: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl,
      BILLING_CLOCK_CRON: 'off',
    },
  });
  const servers = apps.map((app) => [
    app,
    startNode(app, ['shell/server/serve.mjs', app], {
      cwd: root,
      env: { PORT: String(PORTS[app]), HOST, API_URL, ...REMOTES },
    }),
  ]);
  onCleanup(() => Promise.all([api, ...servers.map(([, s]) => s)].map(stopProcess)));
  await Promise.all([
    waitForUrl(`${API_URL}/api/health`, 180_000, api),
    ...servers.map(([app, s]) =>
      waitForUrl(`http://${HOST}:${PORTS[app]}/${app === 'shell' ? 'config.json' : 'mf-manifest.json'}`, 60_000, s),
    ),
  ]);
  return { tmp, pids: { api: api.child.pid, ...Object.fromEntries(servers.map(([app, s]) => [app, s.child.pid])) } };
}

/**
 * Serves the single-bundle build (static files, /config.json, /api and /uploads proxied to the
 * bench API, each page as the federated shell renders it on the server: startStack first).
 */
export async function startSingleBundleServer(root, distDir) {
  await ensureFree([PORTS.single]);
  const server = startNode('single-bundle', ['scripts/bench/single-bundle/serve.mjs'], {
    cwd: root,
    env: { PORT: String(PORTS.single), HOST, API_URL, DIST_DIR: distDir, SSR_SOURCE_URL: SHELL_URL },
  });
  onCleanup(() => stopProcess(server));
  await waitForUrl(`${SINGLE_URL}/config.json`, 60_000, server);
  return server;
}

/** A public, approved demo deal: the first result of the public search. */
export async function pickDealId() {
  const response = await fetch(`${API_URL}/api/listings?page=1&limit=1`);
  if (!response.ok) throw new Error(`GET /api/listings answered ${response.status}`);
  const body = await response.json();
  const data = body?.data ?? body;
  const list = Array.isArray(data) ? data : (data?.listings ?? data?.items ?? []);
  const id = list[0]?.id;
  if (!id) throw new Error(`GET /api/listings returned no listing: ${JSON.stringify(body).slice(0, 200)}`);
  return id;
}
