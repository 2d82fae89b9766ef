#!/usr/bin/env node
// Production server of one browser app: `npm run serve -w shell` (static files, /config.json,
// the /api proxy, server rendering), and the remotes' static servers (`npm run serve -w <remote>`
// runs this file for its own dist/). `node shell/server/serve.mjs <app>` from anywhere.
// What it serves: app-server.mjs; its limits: settings.mjs (README, "The shell's server").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServer } from './app-server.mjs';
import { readSettings } from './settings.mjs';

const APPS = { shell: 3000, 'mfe-public': 3001, 'mfe-dealer': 3002, 'mfe-admin': 3003, 'mfe-billing': 3004 };
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The app: first argument, else the workspace folder we run in (npm run serve -w <app>). */
function detectApp() {
  const arg = process.argv[2];
  if (arg && APPS[arg] !== undefined) return arg;
  const name = path.basename(process.cwd());
  if (APPS[name] !== undefined) return name;
  console.error(
    `serve: cannot tell which app to serve (cwd ${process.cwd()}); pass one of ${Object.keys(APPS).join(', ')}`,
  );
  process.exit(2);
}

const app = detectApp();
const isShell = app === 'shell';
// APP_DIST_DIR: serve another build output of the app (the e2e redeploy test).
const distDir = process.env.APP_DIST_DIR ? path.resolve(process.env.APP_DIST_DIR) : path.join(root, app, 'dist');
const port = Number(process.env.PORT || APPS[app]);

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error(`serve: ${path.relative(root, distDir)} has no build; run \`npm run build -w ${app}\` first`);
  process.exit(1);
}

let server;
try {
  server = await createAppServer({ root, distDir, isShell, settings: readSettings() });
} catch (error) {
  console.error(`serve: ${app}: ${error.message}`);
  process.exit(2);
}

async function listen() {
  const host = process.env.HOST;
  if (host) return server.listen({ port, host });
  try {
    return await server.listen({ port, host: '::' });
  } catch (error) {
    if (error.code === 'EADDRINUSE') throw error;
    return server.listen({ port, host: '0.0.0.0' });
  }
}

try {
  await listen();
  console.log(
    `${app} serving ${path.relative(root, distDir)} on http://localhost:${port}${isShell ? ` (API proxied to ${process.env.API_URL || 'http://localhost:4000'})` : ''}`,
  );
} catch (error) {
  console.error(`serve: ${app} could not listen on ${port}: ${error.message}`);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // In-flight answers get a few seconds; the process never waits for a hung one.
    setTimeout(() => process.exit(0), 5000).unref();
    server.close().finally(() => process.exit(0));
  });
}
