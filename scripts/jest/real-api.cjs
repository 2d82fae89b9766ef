// The real API for the remotes' integration tests (jest projects `<remote>-integration`): one API
// process per jest run, on a free port, on an embedded database (PGlite) in a temporary directory
// holding the demo data, rate limits off, CORS open to the jsdom origin. The first run of the day
// seeds a template (database and uploads) in the system's temporary directory, keyed by the
// migrations, the seed and the date; later runs copy its database and hard-link its pictures
// (1-3 s on a busy 2-core machine) instead of seeding again (30-70 s there).
// globalSetup sets REAL_API_URL for the tests; globalTeardown stops the API and removes its copy.
// Every wait has a time limit; an API left behind by a killed jest stops itself (exit-with-parent.mjs).
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
/** The origin jsdom's pages have (testEnvironmentOptions.url of the integration projects). */
const JSDOM_ORIGIN = 'http://localhost';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;
const TEMPLATE_PREFIX = 'lease-integration-template-';

/** What the template depends on: the migrations, the seed's code and pictures, and the day (the seed is relative to now). */
function templateKey() {
  const hash = crypto.createHash('sha256');
  const files = (dir) =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .sort();
  for (const file of [...files(path.join(ROOT, 'api/drizzle')), ...files(path.join(ROOT, 'api/src/seed'))]) {
    hash.update(path.relative(ROOT, file));
    hash.update(fs.readFileSync(file));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** Resolves with what `check` returns once truthy; rejects after `ms` (with the API's last output). */
async function within(ms, what, check, output) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`real API: ${what} took longer than ${ms / 1000} s\n${output?.() ?? ''}`.trim());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Starts `node --import tsx api/src/server.ts` on `dir` (db/ and uploads/), port 0. Resolves to
 * { child, url, output } once /api/health/ready answers 200.
 */
async function startApi(dir) {
  const env = { ...process.env };
  // An embedded database and local files whatever the developer's shell says.
  for (const name of Object.keys(env))
    if (/^(DATABASE_URL|STRIPE_|S3_|STORAGE_PUBLIC_URL|SMTP_|JWT_SECRET)/.test(name)) delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'db'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    SEED_DEMO: 'true',
    RATE_LIMIT: 'off',
    SHUTDOWN_DRAIN_MS: '0',
    CORS_ORIGINS: JSDOM_ORIGIN,
    // Fastify's "Server listening at" line carries the port the system chose.
    LOG_LEVEL: 'info',
    BILLING_CLOCK_CRON: 'off',
    SAVED_SEARCH_JOB_CRON: 'off',
    DEAL_SCORE_REFRESH_CRON: 'off',
    MAIL_SEND_CRON: 'off',
  });
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/jest/exit-with-parent.mjs', 'api/src/server.ts'],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  child.channel?.unref();
  let log = '';
  let url;
  const keep = (chunk) => {
    log = (log + chunk).slice(-8000);
    url ??= /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  const output = () => `--- API output ---\n${log}`;
  try {
    await within(
      START_TIMEOUT_MS,
      'starting',
      () => {
        if (child.exitCode !== null) throw new Error(`real API: exited with ${child.exitCode}\n${output()}`);
        return url;
      },
      output,
    );
    await within(
      10_000,
      'readiness',
      () =>
        fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(2000) }).then(
          (r) => r.ok,
          () => false,
        ),
      output,
    );
  } catch (error) {
    await stopApi(child);
    throw error;
  }
  return { child, url, output };
}

/** SIGTERM (the API's graceful stop), SIGKILL after STOP_TIMEOUT_MS. */
async function stopApi(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** The seeded template's directory: made (started once, seeded, stopped) if today's is missing. */
async function template() {
  const dir = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}`);
  if (fs.existsSync(path.join(dir, 'db', 'PG_VERSION'))) return dir;
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-integration-seeding-'));
  try {
    const { child } = await startApi(staging);
    await stopApi(child);
    fs.rmSync(path.join(staging, 'db.lock'), { recursive: true, force: true });
    try {
      fs.renameSync(staging, dir);
    } catch {
      /* another run made it first */
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  // Older templates (other days, other migrations) that no run has used for an hour go.
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || other === dir) continue;
    if (Date.now() - fs.statSync(other).mtimeMs > 3_600_000) fs.rmSync(other, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The seed's pictures (1700 files) as hard links, not copies: the API only ever adds files under
 * new names or removes them, which leaves the template's links alone. Copies where links fail.
 */
function linkTree(from, to) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        fs.linkSync(source, target);
      } catch {
        fs.copyFileSync(source, target);
      }
    }
  }
}

/** Removes `dir` in a detached process: jest need not wait for the disk (seconds on a busy machine). */
function removeLater(dir) {
  spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true })', dir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
}

/** globalSetup: one API for every integration project of the run (the others find REAL_API_URL set). */
async function setup() {
  if (process.env.REAL_API_URL) return;
  const started = Date.now();
  const from = await template();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-integration-'));
  fs.cpSync(path.join(from, 'db'), path.join(dir, 'db'), { recursive: true });
  linkTree(path.join(from, 'uploads'), path.join(dir, 'uploads'));
  fs.utimesSync(from, new Date(), new Date()); // in use: kept by other keys' runs for the next hour
  const copied = Date.now();
  let api;
  try {
    api = await startApi(dir);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  globalThis.__REAL_API__ = { ...api, dir };
  process.env.REAL_API_URL = api.url;
  if (process.env.REAL_API_VERBOSE)
    console.log(`\nreal API on ${api.url} in ${Date.now() - started} ms (template and copy ${copied - started} ms)`);
}

/** globalTeardown: stops the API and removes its directory. */
async function teardown() {
  const api = globalThis.__REAL_API__;
  if (!api) return;
  const started = Date.now();
  globalThis.__REAL_API__ = undefined;
  delete process.env.REAL_API_URL;
  try {
    await stopApi(api.child);
  } finally {
    removeLater(api.dir);
  }
  if (process.env.REAL_API_VERBOSE) console.log(`real API stopped and removed in ${Date.now() - started} ms`);
}

module.exports = { setup, teardown, JSDOM_ORIGIN };
