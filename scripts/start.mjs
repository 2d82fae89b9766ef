#!/usr/bin/env node
// Starts the whole site from the production builds: the API (migrations, demo data, port
// 4000) and the five static servers (shell 3000, remotes 3001-3004). Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = Number(process.env.API_PORT || 4000);
const apiUrl = process.env.API_URL || `http://localhost:${API_PORT}`;
const APPS = [
  { name: 'shell', port: 3000, check: '/' },
  { name: 'mfe-public', port: 3001, check: '/mf-manifest.json' },
  { name: 'mfe-dealer', port: 3002, check: '/mf-manifest.json' },
  { name: 'mfe-admin', port: 3003, check: '/mf-manifest.json' },
  { name: 'mfe-billing', port: 3004, check: '/mf-manifest.json' },
];

const children = [];
let stopping = false;

function prefixLines(name, stream, out) {
  let rest = '';
  stream.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) out.write(`[${name}] ${line}\n`);
  });
}

function run(name, command, args, env = {}) {
  // Own process group, so stopping reaches npm's and tsx's children too.
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${name}] stopped (${signal ?? `exit code ${code}`})`);
  });
  children.push({ name, child });
  return child;
}

function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  for (const { child } of children) {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  }
  setTimeout(() => {
    for (const { child } of children) {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    }
    process.exit(code);
  }, 3000).unref();
  Promise.all(
    children.map(({ child }) => (child.exitCode !== null ? null : new Promise((r) => child.once('exit', r)))),
  ).then(() => process.exit(code));
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

run('api', 'npm', ['start', '-w', 'api'], { PORT: String(API_PORT) });
for (const app of APPS) {
  run(app.name, process.execPath, [path.join(root, 'shell/server/serve.mjs'), app.name], {
    PORT: String(app.port),
    API_URL: apiUrl,
  });
}

const results = await Promise.all([
  // API_URL may list several instances (the shell's proxy takes them in turn); this one started the first.
  waitFor(`${apiUrl.split(',')[0].trim().replace(/\/+$/, '')}/api/health`, 180_000).then((ok) => ({ name: 'api', ok })),
  ...APPS.map((app) =>
    waitFor(`http://localhost:${app.port}${app.check}`, 60_000).then((ok) => ({ name: app.name, ok })),
  ),
]);
if (stopping) process.exit(0);
const down = results.filter((r) => !r.ok).map((r) => r.name);
if (down.length)
  console.warn(`\nNot answering: ${down.join(', ')} (see the lines above; the rest of the site still works).`);

console.log(`
======================================================
  Open http://localhost:3000

  Demo accounts (password Demo1234!):
    admin@example.com      administrator
    dealer@example.com     dealer
    dealer2@example.com    dealer
    consumer@example.com   consumer

  Outbox (verification and reset mails):
    npm run mail   (or GET http://localhost:3000/api/dev/outbox as the demo admin)

  Ctrl-C stops everything.
======================================================
`);
