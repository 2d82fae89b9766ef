#!/usr/bin/env node
// `npm run bench:serving` (and the last part of `npm run bench`): the serving figures of issue 27,
// each printed beside its target, at BENCH_CONNECTIONS (20) connections with autocannon on the
// production builds (shell/server/serve.mjs as deployed):
//   1. server-rendered /listings and a deal page through the shell, cached (req/s, p50, p99);
//   2. an uncached render's server time (the shell's Server-Timing header, BENCH_RENDERS unique URLs each,
//      after as many to warm up) and the shell's CPU per render;
//   3. the public search through the shell's /api proxy and from the API directly (ratio);
//   4. the API's deal detail (GET /api/listings/{id}), on PostgreSQL when BENCH_DATABASE_URL is set;
//   5. the public search's p99 from the API directly, idle, then while four listing creates with six
//      of the costliest legal pictures each run at once (the demo dealer, multipart as the wizard sends):
//      as fast as the API answers, then at half the rate it answered idle.
// Its own site on 127.0.0.1: shell 5200, remotes 5201-5204, API 5210 (BENCH_SERVING_PORT_BASE
// moves them), the API on a fresh temporary PGlite or on BENCH_DATABASE_URL (a database the bench
// may wipe: its name must contain "bench"), with the demo data. Builds must exist (`npm run build`).
// PASS/FAIL marks never change the exit code.
//
//   BENCH_SECONDS      measured seconds per run (default 10, after 2 s of warm-up)
//   BENCH_CONNECTIONS  default 20
//   BENCH_RENDERS      uncached renders per page (default 30)
//   BENCH_SERVING_PARTS which parts to run (default pages,renders,proxy,detail,uploads)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { cleanupAll, installSignalHandlers } from './processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = Number(process.env.BENCH_SERVING_PORT_BASE || 5200);
process.env.BENCH_WEB_PORT_BASE = String(BASE);
process.env.BENCH_WEB_API_PORT = String(BASE + 10);
const { API_URL, SHELL_URL, pickDealId, startStack } = await import('./bench-stack.mjs');

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const RENDERS = Number(process.env.BENCH_RENDERS || 30);
const PARTS = new Set((process.env.BENCH_SERVING_PARTS || 'pages,renders,proxy,detail,uploads').split(','));
const BROWSER = {
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

const mark = (ok) => (ok ? 'PASS' : 'FAIL');
const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/**
 * autocannon on `url` for `seconds` (after a warm-up): req/s, p50, p99, non-2xx count. With
 * `until`, the measured run lasts until that promise settles instead (at most 10 minutes).
 */
async function load(url, seconds = SECONDS, until = undefined, connections = CONNECTIONS, overallRate = undefined) {
  const run = (duration) =>
    new Promise((resolve, reject) => {
      const instance = autocannon({ url, connections, duration, overallRate, headers: BROWSER }, (error, result) =>
        error ? reject(error) : resolve(result),
      );
      if (duration > 2 && until) until.finally(() => instance.stop());
    });
  const warm = await run(2);
  const result = await run(until ? 600 : seconds);
  return {
    // Warm-up included (what a process's CPU over the whole call was spent on).
    requests: warm.requests.total + result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** When a figure was taken and the machine's load then (its 2 cores are shared). */
const when = () =>
  `[${new Date().toISOString().slice(11, 16)} UTC, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}]`;

const describe = (r) =>
  `${fmt(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.failed ? `, ${r.failed} failed` : ''} ${when()}`;

/** CPU time (user + system) a process has used so far, in ms; undefined where /proc is missing. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

/**
 * The render time the shell reports (Server-Timing: render;dur=...) for `count` URLs never asked
 * before, one after the other, and the shell process's CPU per render over them (which the
 * machine's load stretches less than the time).
 */
async function uncachedRenders(urlOf, count, shellPid) {
  const times = [];
  const cpuBefore = cpuMs(shellPid);
  for (let i = 0; i < count; i++) {
    const answer = await fetch(urlOf(i), { headers: BROWSER, signal: AbortSignal.timeout(30_000) });
    await answer.arrayBuffer();
    const timing = /render;dur=([\d.]+)/.exec(answer.headers.get('server-timing') ?? '');
    if (answer.status !== 200 || !timing)
      throw new Error(`${urlOf(i)}: ${answer.status} ${answer.headers.get('server-timing')}`);
    times.push(Number(timing[1]));
  }
  const cpuAfter = cpuMs(shellPid);
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p90: at(0.9), cpu: cpuBefore === undefined ? undefined : (cpuAfter - cpuBefore) / count };
}

/** Empties the PostgreSQL database of BENCH_DATABASE_URL (the API migrates and seeds it at start). */
async function wipe(url) {
  const name = new URL(url).pathname.slice(1);
  if (!name.includes('bench'))
    throw new Error(
      `BENCH_DATABASE_URL must name a database the bench may wipe (its name must contain "bench"), got "${name}"`,
    );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const schema of ['public', 'drizzle', 'pgboss']) await client.query(`drop schema if exists ${schema} cascade`);
    await client.query('create schema public');
  } finally {
    await client.end();
  }
}

/** A progressive JPEG of gaussian noise just under the API's 2 MB cap for progressive JPEGs (api/README.md "Image uploads"): the costliest legal listing picture to decode and encode. */
async function costliestPicture() {
  const maxBytes = 2 * 1024 * 1024;
  const noise = (pixels) => {
    const width = Math.floor(Math.sqrt((pixels * 4) / 3));
    return sharp({
      create: {
        width,
        height: Math.floor(pixels / width),
        channels: 3,
        background: '#336699',
        noise: { type: 'gaussian', mean: 120, sigma: 40 },
      },
    })
      .jpeg({ quality: 80, progressive: true })
      .toBuffer();
  };
  let pixels = 16_000_000;
  let bytes = await noise(pixels);
  while (bytes.length > maxBytes) {
    pixels = Math.floor(pixels * (maxBytes / bytes.length) * 0.98);
    bytes = await noise(pixels);
  }
  return { pixels, bytes };
}

/** The wizard's multipart form of a new listing with `picture` as the main image and in every gallery slot. */
function listingForm(picture) {
  const fields = {
    make: 'Toyota',
    model: 'Camry Hybrid',
    bodyType: 'Sedan',
    year: String(new Date().getFullYear()),
    msrp: '32000',
    monthlyPayment: '349',
    downPayment: '2500',
    extraMileageCost: '0.25',
    carType: 'Sedan',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'Silver',
    numberOfSeats: '5',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('leaseTerms', '36');
  form.append('mileageLimits', '10000');
  const file = () => new Blob([picture], { type: 'image/jpeg' });
  form.append('imageUrls', file(), 'main.jpg');
  for (let i = 0; i < 5; i++) form.append('galleryImages', file(), `gallery-${i}.jpg`);
  return form;
}

/** A bearer token of the demo dealer (api/src/seed/demo.ts). */
async function dealerToken() {
  const answer = await fetch(`${API_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'dealer@example.com', password: 'Demo1234!' }),
  });
  const body = await answer.json().catch(() => ({}));
  const token = body?.data?.token ?? body?.token;
  if (!answer.ok || !token) throw new Error(`dealer sign-in: ${answer.status} ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/** The public search the proxy and uploads parts ask for. */
const SEARCH = '/api/listings?page=1&limit=12&sort=recommended';

/**
 * The public search's p99 from the API directly, idle and while four listing creates with six
 * `bytes` pictures each run at once; at `rate` requests a second (undefined: as fast as answered).
 */
async function searchWhileCreating(token, bytes, rate) {
  const url = `${API_URL}${SEARCH}`;
  const label = rate === undefined ? 'as fast as answered' : `at ${fmt(rate)} req/s`;
  const idle = await load(url, SECONDS, undefined, CONNECTIONS, rate);
  console.log(`  ${label}, idle          ${describe(idle)}`);
  let started;
  const creates = new Promise((resolve) => {
    started = resolve;
  }).then(() => {
    const at = performance.now();
    return Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${API_URL}/api/listings`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
          body: listingForm(bytes),
          signal: AbortSignal.timeout(300_000),
        }).then(async (answer) => {
          await answer.arrayBuffer();
          return { status: answer.status, ms: performance.now() - at };
        }),
      ),
    );
  });
  // The creates start with the measured run (after autocannon's 2 s warm-up), which lasts until they end.
  setTimeout(() => started(), 2_000);
  const busy = await load(url, SECONDS, creates, CONNECTIONS, rate);
  const answers = await creates;
  console.log(`  ${label}, four creates  ${describe(busy)}`);
  console.log(
    `  ${label}, creates: ${answers.map((a) => `${a.status} in ${fmt(a.ms / 1000, 1)} s`).join(', ')}; p99 ratio ${fmt(busy.p99 / idle.p99, 2)}  ${mark(busy.p99 <= 2 * idle.p99 && answers.every((a) => a.status === 201 || a.status === 200))}`,
  );
  return idle;
}

async function main() {
  installSignalHandlers();
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? '';
  if (databaseUrl) await wipe(databaseUrl);
  const database = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).pathname.slice(1)})` : 'PGlite (temporary)';
  console.log(
    `Serving bench: ${CONNECTIONS} connections, ${SECONDS} s per run; API on ${database} at ${API_URL}, shell at ${SHELL_URL}.`,
  );
  const { pids } = await startStack(root, { databaseUrl });
  const deal = await pickDealId();
  const pages = { '/listings': `${SHELL_URL}/listings`, 'deal page': `${SHELL_URL}/viewListings/${deal}` };

  if (PARTS.has('pages'))
    console.log('\nServer-rendered pages through the shell, cached (target >= 300 req/s, p99 <= 300 ms):');
  for (const [name, url] of PARTS.has('pages') ? Object.entries(pages) : []) {
    const r = await load(url);
    console.log(`  ${name.padEnd(10)} ${describe(r)}  ${mark(r.rps >= 300 && r.p99 <= 300 && !r.failed)}`);
  }

  if (PARTS.has('renders'))
    console.log(`\nUncached render, server time (Server-Timing), ${RENDERS} URLs each (target <= 40 ms):`);
  const uncached = {
    '/listings': (i) => `${SHELL_URL}/listings?make=Toyota&bench=${Date.now()}-${i}`,
    'deal page': (i) => `${SHELL_URL}/viewListings/${deal}?bench=${Date.now()}-${i}`,
  };
  // A shell that has been serving for a while: as many renders of other URLs first (V8 compiles
  // and optimises the render's code in the first ones), as autocannon's runs have their warm-up.
  if (PARTS.has('renders'))
    for (const urlOf of Object.values(uncached)) await uncachedRenders((i) => `${urlOf(i)}-warm`, RENDERS, pids.shell);
  for (const [name, urlOf] of PARTS.has('renders') ? Object.entries(uncached) : []) {
    const r = await uncachedRenders(urlOf, RENDERS, pids.shell);
    const cpu = r.cpu === undefined ? '' : `, shell CPU ${fmt(r.cpu, 1)} ms a render`;
    console.log(
      `  ${name.padEnd(10)} median ${fmt(r.median, 1)} ms, p90 ${fmt(r.p90, 1)} ms${cpu} ${when()}  ${mark(r.median <= 40)}`,
    );
  }

  if (PARTS.has('proxy')) {
    console.log('\nPublic search through the shell proxy vs the API directly (target: within 1.5 times):');
    const direct = await load(`${API_URL}${SEARCH}`);
    const shellCpu = cpuMs(pids.shell);
    const proxied = await load(`${SHELL_URL}${SEARCH}`);
    const perRequest = shellCpu === undefined ? undefined : (cpuMs(pids.shell) - shellCpu) / proxied.requests;
    console.log(`  API directly  ${describe(direct)}`);
    console.log(
      `  shell proxy   ${describe(proxied)}${perRequest === undefined ? '' : `, shell CPU ${fmt(perRequest * 1000)} µs a request`}`,
    );
    const ratio = direct.rps / proxied.rps;
    console.log(`  ratio ${fmt(ratio, 2)}  ${mark(ratio <= 1.5)}`);
    // One connection: the hop's own latency, with cores to spare (the 2 cores are not shared out).
    const directOne = await load(`${API_URL}${SEARCH}`, SECONDS, undefined, 1);
    const proxiedOne = await load(`${SHELL_URL}${SEARCH}`, SECONDS, undefined, 1);
    console.log(`  one connection: API directly ${describe(directOne)}`);
    console.log(`  one connection: shell proxy  ${describe(proxiedOne)}`);
  }

  if (PARTS.has('detail')) {
    console.log(`\nAPI deal detail GET /api/listings/{id} on ${database} (target >= 1,000 req/s, p99 <= 50 ms):`);
    const detail = await load(`${API_URL}/api/listings/${deal}`);
    console.log(
      `  ${describe(detail)}  ${databaseUrl ? mark(detail.rps >= 1000 && detail.p99 <= 50 && !detail.failed) : '(target is for PostgreSQL: set BENCH_DATABASE_URL)'}`,
    );
  }

  if (PARTS.has('uploads')) {
    const { pixels, bytes } = await costliestPicture();
    console.log(
      `\nPublic search from the API directly, idle and while four listing creates run at once, each with six progressive JPEGs of noise (${(pixels / 1e6).toFixed(1)} MP, ${fmt(bytes.length)} bytes each) (target: p99 within 2 times of idle):`,
    );
    const token = await dealerToken();
    // As fast as the machine answers (the cores already saturated by the searches alone), then at
    // half the rate it answered idle: what a shopper's search waits while dealers upload.
    const idle = await searchWhileCreating(token, bytes, undefined);
    await searchWhileCreating(token, bytes, Math.round(idle.rps / 2));
  }
}

try {
  await main();
} catch (error) {
  console.error(`serving bench: ${error?.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanupAll();
}
