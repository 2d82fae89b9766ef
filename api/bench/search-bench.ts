// `npm run bench`: seeds 10,000 then 100,000 listings and drives GET /api/listings with
// autocannon (50 connections, a warm-up first) on the embedded database and, when
// BENCH_DATABASE_URL is set, on PostgreSQL; once with the read cache on (as deployed), once
// with it off (every request is a query over the read model, listing_prices), beside a plain
// page + count query in the same run. Then prints the gzip bytes of the
// JavaScript a first visit to /listings downloads, and the CPU of a listing add with six of the
// costliest legal pictures (upload-bench.ts). Only talks to 127.0.0.1; stops by itself.
//
//   BENCH_DATABASE_URL  PostgreSQL database the bench may wipe (its name must contain "bench")
//   BENCH_PGLITE_DIR    PGlite directory the bench may wipe (default /tmp/lease-bench-pglite)
//   BENCH_SECONDS       measured seconds per run (default 10; warm-up is each search once, then 3 s)
//   BENCH_SIZES         default 10000,100000
//   BENCH_CACHE         on, off or both (default): which cache modes to measure
//   BENCH_DATABASES     default pglite,postgres (PostgreSQL only with BENCH_DATABASE_URL)
//   BENCH_USER_AGENT    the user agent sent (default a browser's, so impressions are counted; '' for none)
//   BENCH_SEEDED        1: the database already holds the last of BENCH_SIZES' listings (a run before seeded it): migrate it and measure that size only, without wiping or seeding
//   BENCH_TIME_LIMIT_MIN  the bench stops itself after this many minutes (default 30; 1,000,000 listings need about 60)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrate, openPglite, openPostgres, type Database } from '../src/db/client';
import { countRows, seedBenchDealers, seedBenchListings } from './seed-bench';
import { runBench, startServer } from './api-process';
import { typicalPaths } from './typical-paths';
import { importReport } from './import-bench';
import { uploadCpuReport } from './upload-bench';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 3;
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const CACHE_MODES = (
  [
    ['on (5 s)', '5000'],
    ['off', '0'],
  ] as const
).filter(
  ([, ttl]) => (process.env.BENCH_CACHE ?? 'both') === 'both' || (process.env.BENCH_CACHE === 'off') === (ttl === '0'),
);
const PGLITE_DIR = process.env.BENCH_PGLITE_DIR ?? '/tmp/lease-bench-pglite';
const ROOT = path.resolve(__dirname, '../..');

const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const SEEDED = process.env.BENCH_SEEDED === '1';

interface Row {
  db: string;
  listings: number;
  cache: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}
const results: Row[] = [];

function load(url: string, paths: string[], seconds: number): Promise<autocannon.Result> {
  let i = 0;
  return autocannon({
    url,
    connections: 50,
    duration: seconds,
    // As a browser: a shopper's search also counts its search impressions (listings/impressions.ts).
    headers: {
      'user-agent': process.env.BENCH_USER_AGENT ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    },
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }],
  });
}

async function measure(dbLabel: string, listings: number, env: Record<string, string>) {
  const paths = typicalPaths();
  const plain = [1, 2, 3].map((n) => `/bench/plain?page=${n}`);
  const modes: Array<readonly [string, Record<string, string>, string[]]> = [
    ...CACHE_MODES.map(([c, t]) => [c, { SEARCH_CACHE_TTL_MS: t }, paths] as const),
    ['baseline: plain page + count', { SEARCH_CACHE_TTL_MS: '0' }, plain] as const,
  ];
  for (const [cache, modeEnv, runPaths] of modes) {
    const server = await startServer({ ...env, ...modeEnv });
    try {
      const t = Date.now();
      const probe = await fetch(`${server.url}${runPaths[0]}`);
      if (probe.status !== 200) throw new Error(`probe answered ${probe.status}: ${await probe.text()}`);
      console.log(`  ${dbLabel} ${listings} listings, cache ${cache}: first request ${Date.now() - t} ms`);
      // Each search once, then the timed warm-up.
      const w = Date.now();
      for (const p of runPaths) await fetch(`${server.url}${p}`);
      console.log(`  ${dbLabel} ${listings} listings, cache ${cache}: each search once ${Date.now() - w} ms`);
      await load(server.url, runPaths, WARMUP);
      const r = await load(server.url, runPaths, SECONDS);
      const row = {
        db: dbLabel,
        listings,
        cache,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      };
      results.push(row);
      console.log(
        `  ${dbLabel} ${listings} listings, cache ${cache}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.errors || row.non2xx ? `, ${row.errors} errors, ${row.non2xx} non-2xx` : ''}`,
      );
      // Issue 28: an instance ready (process start to /api/health/ready 200) in <= 5 s, <= 400 MB RSS after the bench.
      const rss = server.rssMb();
      console.log(
        `  ${dbLabel} ${listings} listings, cache ${cache}: API ready ${server.readyMs} ms after start, RSS after the bench ${rss ?? '?'} MB (targets <= 5,000 ms, <= 400 MB)`,
      );
    } finally {
      await server.stop();
    }
  }
}

/**
 * Grows one database through SIZES (seeding only the new rows each time) and measures each size.
 * `prepare` runs once before the first seed: it must leave an empty, migrated schema.
 */
async function growAndMeasure(
  label: string,
  open: () => Promise<Database>,
  prepare: (database: Database) => Promise<void>,
  env: Record<string, string>,
) {
  let seeded = 0;
  if (SEEDED) {
    const size = SIZES[SIZES.length - 1];
    const database = await open();
    // Migrated to this code's schema first (a database seeded by an older run lacks later indexes).
    const held = await migrate(database)
      .then(() => countRows(database.db, 'listings'))
      .finally(() => database.close());
    if (held !== size) throw new Error(`BENCH_SEEDED: the database holds ${held} listings, not ${size}`);
    await measure(label, size, env);
    return;
  }
  for (const size of SIZES) {
    const database = await open();
    try {
      if (seeded === 0) {
        await prepare(database);
        await seedBenchDealers(database.db);
      }
      const t = Date.now();
      await seedBenchListings(database.db, seeded + 1, size);
      seeded = size;
      console.log(
        `  seeded ${await countRows(database.db, 'listings')} listings in ${((Date.now() - t) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }
    await measure(label, size, env);
  }
}

async function runPglite() {
  console.log(`PGlite (${PGLITE_DIR})`);
  if (!SEEDED) fs.rmSync(PGLITE_DIR, { recursive: true, force: true });
  await growAndMeasure('PGlite', () => openPglite(PGLITE_DIR), migrate, { DATA_DIR: PGLITE_DIR, DATABASE_URL: '' });
}

async function runPostgres(url: string) {
  const name = new URL(url).pathname.slice(1);
  if (!/bench/i.test(name))
    throw new Error(
      `BENCH_DATABASE_URL must name a database the bench may wipe (its name must contain "bench"), got "${name}"`,
    );
  console.log(`PostgreSQL (${name})`);
  await growAndMeasure(
    'PostgreSQL',
    () => openPostgres(url, 2),
    async (database) => {
      await database.db.execute(sql.raw('drop schema if exists public cascade'));
      await database.db.execute(sql.raw('drop schema if exists drizzle cascade'));
      await database.db.execute(sql.raw('create schema public'));
      await migrate(database);
    },
    { DATABASE_URL: url },
  );
}

const gz = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** enhanced's manifest lists each shared module's files; the native builds' (federation-manifest.cjs) may not. */
interface Manifest {
  shared?: Array<{ name: string; assets?: { js?: { sync: string[]; async: string[] } } }>;
  exposes?: Array<{ name: string; assets?: { js?: { sync: string[]; async: string[] } } }>;
  metaData?: { remoteEntry?: { name?: string } };
}

/** gzip bytes of the JavaScript a first visit to /listings downloads, read from the builds. */
function bundleReport(): string[] {
  const shellDist = path.join(ROOT, 'shell/dist');
  const publicDist = path.join(ROOT, 'mfe-public/dist');
  if (
    !fs.existsSync(path.join(shellDist, 'mf-manifest.json')) ||
    !fs.existsSync(path.join(publicDist, 'mf-manifest.json'))
  ) {
    return ['Bundles: shell/dist or mfe-public/dist is not built (npm run build); skipped.'];
  }
  const shellManifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const publicManifest = JSON.parse(fs.readFileSync(path.join(publicDist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const lines: string[] = [];
  // Shared singletons: the host (shell) provides them, so its copies are the ones loaded.
  const sharedFiles = new Set<string>();
  const perShared: Array<[string, number]> = [];
  for (const s of shellManifest.shared ?? []) {
    let bytes = 0;
    // Without its files in the manifest, a shared module's bytes are counted with the shell's own chunks.
    for (const f of s.assets?.js?.sync ?? []) {
      if (sharedFiles.has(f)) continue;
      sharedFiles.add(f);
      bytes += gz(path.join(shellDist, f));
    }
    if (s.assets?.js) perShared.push([s.name, bytes]);
  }
  const indexHtml = fs.readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  const entry = [...indexHtml.matchAll(/src="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const shellOwn = fs
    .readdirSync(shellDist)
    .filter((f) => f.endsWith('.js') && !sharedFiles.has(f) && !entry.includes(f));
  const entryBytes = entry.reduce((n, f) => n + gz(path.join(shellDist, f)), 0);
  const shellOwnBytes = shellOwn.reduce((n, f) => n + gz(path.join(shellDist, f)), 0);
  // The public remote: its entry and the PublicRoutes module; its own copies of shared packages are not fetched.
  const publicShared = new Set((publicManifest.shared ?? []).flatMap((s) => s.assets?.js?.sync ?? []));
  const routes = publicManifest.exposes?.find((e) => e.name === 'PublicRoutes');
  const remoteEntry = publicManifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const sync = (routes?.assets?.js?.sync ?? []).filter((f) => !publicShared.has(f));
  const lazy = (routes?.assets?.js?.async ?? []).filter((f) => !publicShared.has(f) && !sync.includes(f));
  const remoteEntryBytes = gz(path.join(publicDist, remoteEntry));
  const syncBytes = sync.reduce((n, f) => n + gz(path.join(publicDist, f)), 0);
  const lazyBytes = lazy.reduce((n, f) => n + gz(path.join(publicDist, f)), 0);
  const sharedTotal = perShared.reduce((n, [, b]) => n + b, 0);
  lines.push('| part | gzip |', '|---|---|');
  lines.push(`| shell entry (${entry.join(', ')}) | ${kb(entryBytes)} |`);
  lines.push(
    `| shell own chunks (all ${shellOwn.length}, upper bound: includes lazy layouts) | ${kb(shellOwnBytes)} |`,
  );
  for (const [name, bytes] of perShared) lines.push(`| shared ${name} | ${kb(bytes)} |`);
  lines.push(`| mfe-public ${remoteEntry} | ${kb(remoteEntryBytes)} |`);
  lines.push(`| mfe-public PublicRoutes (sync) | ${kb(syncBytes)} |`);
  lines.push(`| mfe-public lazy page chunks (all ${lazy.length}, upper bound) | ${kb(lazyBytes)} |`);
  lines.push(
    `| **total, first visit to /listings (upper bound)** | **${kb(entryBytes + shellOwnBytes + sharedTotal + remoteEntryBytes + syncBytes + lazyBytes)}** |`,
  );
  lines.push(
    `| total without lazy chunks (lower bound) | ${kb(entryBytes + sharedTotal + remoteEntryBytes + syncBytes)} |`,
  );
  return lines;
}

/** Issue 28's targets, from this run's rows: the search (cache off) against the baseline measured beside it; PGlite at 100,000. */
function targetReport(): string[] {
  const lines: string[] = [];
  for (const search of results.filter((r) => r.cache === 'off')) {
    const base = results.find(
      (r) => r.db === search.db && r.listings === search.listings && r.cache.startsWith('baseline'),
    );
    const at = `${search.db} ${search.listings.toLocaleString('en-US')}, cache off`;
    if (base && search.db === 'PostgreSQL') {
      const rps = search.rps / Math.max(1, base.rps);
      const p99 = search.p99 / Math.max(1, base.p99);
      lines.push(
        `${at}: ${rps.toFixed(2)}x the baseline's req/s (target >= 1.5x: ${rps >= 1.5 ? 'met' : 'not met'}), p99 ${p99.toFixed(2)}x its p99 (target <= 0.5x: ${p99 <= 0.5 ? 'met' : 'not met'})`,
      );
    }
    if (search.db === 'PGlite' && search.listings === 100_000) {
      const met = search.rps >= 300 && search.p99 <= 500 && search.errors + search.non2xx === 0;
      lines.push(
        `${at}: ${search.rps} req/s, p99 ${search.p99} ms, ${search.errors + search.non2xx} errors (target >= 300 req/s, p99 <= 500 ms, 0 errors: ${met ? 'met' : 'not met'})`,
      );
    }
  }
  return lines;
}

async function main() {
  const started = Date.now();
  if (DATABASES.includes('pglite')) await runPglite();
  if (!DATABASES.includes('postgres')) console.log('PostgreSQL: skipped (BENCH_DATABASES)');
  else if (process.env.BENCH_DATABASE_URL) await runPostgres(process.env.BENCH_DATABASE_URL);
  else
    console.log(
      'PostgreSQL: skipped (set BENCH_DATABASE_URL to a database the bench may wipe, e.g. postgres://postgres:postgres@127.0.0.1:5432/lease_bench)',
    );
  console.log(
    `\nSearch: ${typicalPaths().length} typical filtered, sorted, paged queries in rotation, 50 connections, ${WARMUP} s warm-up, ${SECONDS} s measured.\n`,
  );
  console.log('| database | listings | cache | req/s | p50 ms | p99 ms | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.db} | ${r.listings.toLocaleString('en-US')} | ${r.cache} | ${r.rps.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`,
    );
  console.log('');
  for (const line of targetReport()) console.log(line);
  console.log('\nJavaScript for a first visit to /listings (gzip -9):\n');
  for (const line of bundleReport()) console.log(line);
  console.log('\nListing add with six of the costliest legal pictures, CPU (issue 27 target: <= 2,000 ms):\n');
  for (const line of await uploadCpuReport()) console.log(line);
  console.log(
    '\nListing import, files of 100 and 1,000 offers (issue 31: 100 offers previewed and applied in under a minute):\n',
  );
  for (const line of await importReport()) console.log(line);
  console.log(`\nbench: done in ${Math.round((Date.now() - started) / 1000)} s`);
}

runBench(main);
