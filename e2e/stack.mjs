// The stack the browser tests drive: the API on a fresh embedded database with demo data, the
// production builds of the shell and the four remotes, and a second shell whose admin remote
// points at a port where nothing listens. Started by Playwright's webServer; stops with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-e2e-'));
const API = 'http://127.0.0.1:4100';
const remote = (port) => `http://127.0.0.1:${port}/mf-manifest.json`;
const remotes = { REMOTE_PUBLIC_URL: remote(3101), REMOTE_DEALER_URL: remote(3102), REMOTE_ADMIN_URL: remote(3103), REMOTE_BILLING_URL: remote(3104) };

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited with ${code}`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', ['--import', 'tsx', 'api/src/server.ts'], {
  PORT: '4100', HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'db'), UPLOAD_DIR: path.join(tmp, 'uploads'),
  PUBLIC_URL: 'http://127.0.0.1:3100', SEED_DEMO: 'true', RATE_LIMIT: 'off', LOG_LEVEL: 'warn', DATABASE_URL: '',
  IMPRESSIONS_FLUSH_MS: '300',
});
const serve = (app, port, env = {}) => start(`${app}:${port}`, ['scripts/serve-app.mjs', app], { PORT: String(port), HOST: '127.0.0.1', API_URL: API, ...remotes, ...env });
serve('mfe-public', 3101);
serve('mfe-dealer', 3102);
serve('mfe-admin', 3103);
serve('mfe-billing', 3104);
serve('shell', 3100);
serve('shell', 3110, { REMOTE_ADMIN_URL: remote(3199) });

// Playwright waits on the second shell's config.json; make sure the API is up first.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline) {
  try {
    if ((await fetch(`${API}/api/health`)).ok) break;
  } catch { /* starting */ }
  await new Promise((r) => setTimeout(r, 500));
}
console.log('[stack] API ready');
