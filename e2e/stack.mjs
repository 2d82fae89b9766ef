// The stack the browser tests drive: the API on a fresh embedded database with demo data, the
// production builds of the shell and the four remotes, and a second shell whose admin remote
// points at a port where nothing listens. With PostgreSQL (TEST_DATABASE_URL) also two API
// instances on one fresh database behind a third shell (startInstances). Started by
// Playwright's webServer; stops with it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-e2e-'));
const API = 'http://127.0.0.1:4100';
const remote = (port) => `http://127.0.0.1:${port}/mf-manifest.json`;
const remotes = {
  REMOTE_PUBLIC_URL: remote(3101),
  REMOTE_DEALER_URL: remote(3102),
  REMOTE_ADMIN_URL: remote(3103),
  REMOTE_BILLING_URL: remote(3104),
};

const children = [];
function start(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited with ${code}`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
let dropDatabase = async () => {};
let closeS3 = async () => {};
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  fs.rmSync(tmp, { recursive: true, force: true });
  // The instances' database goes once they let go of it (FORCE ends what is left); at most 10 s.
  const exit = () => process.exit(code);
  setTimeout(exit, 10_000).unref();
  Promise.all(
    children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))),
  )
    .then(() => Promise.all([dropDatabase(), closeS3()]))
    .catch((error) => console.error(`[stack] ${error.message}`))
    .finally(exit);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', ['--import', 'tsx', 'api/src/server.ts'], {
  PORT: '4100',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(tmp, 'db'),
  UPLOAD_DIR: path.join(tmp, 'uploads'),
  PUBLIC_URL: 'http://127.0.0.1:3100',
  SEED_DEMO: 'true',
  RATE_LIMIT: 'off',
  SHUTDOWN_DRAIN_MS: '0',
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  IMPRESSIONS_FLUSH_MS: '300',
  // The listing-import spec serves a dealer's feed from the test process on 127.0.0.1.
  FETCH_ALLOW_LOOPBACK: 'true',
});
const serve = (app, port, env = {}) =>
  start(`${app}:${port}`, ['shell/server/serve.mjs', app], {
    PORT: String(port),
    HOST: '127.0.0.1',
    API_URL: API,
    ...remotes,
    // Every render sees the latest data and deployment at once (the tests write, then read).
    SSR_CACHE_TTL_MS: '0',
    SSR_REMOTE_CHECK_MS: '0',
    ...env,
  });
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
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 500));
}
console.log('[stack] API ready');

/**
 * Two API instances (4101, 4102) on a fresh PostgreSQL database, keeping images in one S3 bucket
 * (a local S3-compatible server on 4105, @20minutes/s3rver, bucket "media"),
 * behind a third shell (3107) with API_URL listing both and a third that is down (4103). The first migrates and seeds the demo
 * data, then the second starts. Rate limits stay on (the spec counts them across instances); the
 * search cache keeps answers 10 minutes, so only a version bump can refresh the other instance.
 */
async function startInstances(adminUrl) {
  const name = 'lease_e2e_instances'; // MULTI_DATABASE in stack-ports.ts
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    console.warn(
      `[stack] PostgreSQL at TEST_DATABASE_URL is not usable (${error.message}): multi-instance.spec.ts skips`,
    );
    return;
  } finally {
    await admin.end().catch(() => {});
  }
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const { default: S3rver } = await import('@20minutes/s3rver');
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 4105,
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'media' }],
    // s3rver signs HeadBucket's path without the trailing slash the SDK signs; the key is still checked.
    allowMismatchedSignatures: true,
  });
  await s3.run();
  closeS3 = () => s3.close();
  const bucketUrl = 'http://127.0.0.1:4105/media/'; // MULTI_BUCKET_URL in stack-ports.ts
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = (port, seed) => ({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url.toString(),
    S3_BUCKET: 'media',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: 'http://127.0.0.1:4105',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    STORAGE_PUBLIC_URL: bucketUrl,
    PUBLIC_URL: 'http://127.0.0.1:3107',
    SEED_DEMO: seed,
    LOG_LEVEL: 'warn',
    SEARCH_CACHE_TTL_MS: '600000',
    IMPRESSIONS_FLUSH_MS: '300',
    BILLING_CLOCK_CRON: 'off',
    SAVED_SEARCH_JOB_CRON: 'off',
    JWT_SECRET: sharedSecret,
  });
  start('api:4101', ['--import', 'tsx', 'api/src/server.ts'], env(4101, 'true'));
  if (!(await waitFor('http://127.0.0.1:4101/api/health/ready'))) return;
  start('api:4102', ['--import', 'tsx', 'api/src/server.ts'], env(4102, 'false'));
  // 4103: an instance that is down (nothing listens); the proxy skips it.
  serve('shell', 3107, {
    API_URL: 'http://127.0.0.1:4101,http://127.0.0.1:4103,http://127.0.0.1:4102',
    PUBLIC_SITE_URL: 'http://127.0.0.1:3107',
    STORAGE_PUBLIC_URL: bucketUrl,
  });
  if (await waitFor('http://127.0.0.1:4102/api/health/ready'))
    console.log('[stack] two API instances on PostgreSQL ready');
}

async function waitFor(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && !stopping) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

// One signing key for both instances (each would otherwise read the generated key file).
const sharedSecret = (await import('node:crypto')).randomBytes(32).toString('hex');
if (process.env.TEST_DATABASE_URL) await startInstances(process.env.TEST_DATABASE_URL);
else console.log('[stack] no TEST_DATABASE_URL: the two-instance stack is not started (multi-instance.spec.ts skips)');
