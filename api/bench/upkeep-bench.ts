// `npm run bench:upkeep -w api`: the listings' upkeep on a PostgreSQL database that already holds
// listings (e.g. a copy of the search bench's: `create database upkeep_bench template lease_bench`).
// Migrates it first (as the API's start does). Prints, with the load average at each step:
//   1. the API's start (process start to GET /api/health/ready 200) and its RSS then, BENCH_STARTS
//      times; when public listings have no score, how long until the catch-up job scored them all
//      and the API's RSS then;
//   2. the scheduled deal-score refresh when nothing changed, and a refresh of every MSRP band
//      (after every score was cleared: every row rewritten, unless BENCH_CLEAR_SCORES=0), each in
//      a process of its own (refresh-run.ts): duration and peak RSS;
//   3. a start after BENCH_BULK_ROWS public listings lost their derived columns and scores (as
//      rows loaded by bulk SQL have none): time to ready, then how long until every public
//      listing that can be scored has its score again, and the API's RSS then.
// It rewrites the database's listings (the scores and derived columns it clears come back):
// its name must contain "bench". Only talks to 127.0.0.1.
//
//   BENCH_DATABASE_URL  the PostgreSQL database (required)
//   BENCH_STARTS        starts measured in step 1 (default 2)
//   BENCH_CLEAR_SCORES  0: step 2's refresh of every band runs over the stored scores (writes none)
//   BENCH_BULK_ROWS     listings cleared for step 3 (default 10000; 0 skips it)
//   BENCH_TIME_LIMIT_MIN  the bench stops itself after this many minutes (default 30)
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate, openPostgres, type Database } from '../src/db/client';
import { rowsOf } from '../src/listings/cache';
import { apiNodeFlags, children, runBench, startServer } from './api-process';
import { countRows } from './seed-bench';

const STARTS = Number(process.env.BENCH_STARTS ?? 2);
const BULK_ROWS = Number(process.env.BENCH_BULK_ROWS ?? 10_000);
const CLEAR_SCORES = process.env.BENCH_CLEAR_SCORES !== '0';

const load = () =>
  `load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const log = (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line} (${load()})`);

/** Runs refresh-run.ts in its own process and answers its JSON line. */
function refreshRun(url: string, mode: 'all' | 'changed'): Promise<Record<string, unknown>> {
  const child = spawn(
    process.execPath,
    [...apiNodeFlags(), '--import', 'tsx', path.join(__dirname, 'refresh-run.ts'), mode],
    {
      cwd: path.resolve(__dirname, '..'),
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.add(child);
  let out = '';
  child.stdout.on('data', (d) => (out += String(d)));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => {
      children.delete(child);
      if (code === 0) resolve(JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>);
      else reject(new Error(`refresh-run exited with ${code}`));
    }),
  );
}

/** Public listings that can be scored (a lease term) and have no score. */
async function unscored(database: Database): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database.db
      .execute(sql`select count(*)::int as n from listings where public_until > now() and deal_score is null
      and exists (select 1 from unnest(lease_terms) t where t > 0) and msrp > 0`),
  );
  return Number(row?.n ?? 0);
}

/** Starts the API, prints its readiness and RSS, waits for the catch-up when there is one to wait for, and stops it. */
async function measuredStart(database: Database, label: string, env: Record<string, string>) {
  const server = await startServer(env);
  try {
    log(
      `${label}: ready ${server.readyMs} ms after the process started (the app's own start ${server.appMs} ms of it), RSS ${server.rssMb()} MB`,
    );
    const t = Date.now();
    let left = await unscored(database);
    if (left === 0) return;
    let peak = 0;
    while (left > 0 && Date.now() - t < 30 * 60_000) {
      // The count reads the table: once a second, not to slow the catch-up down.
      await new Promise((r) => setTimeout(r, 1000));
      peak = Math.max(peak, server.rssMb() ?? 0);
      left = await unscored(database);
    }
    log(
      `${label}: every public listing scored ${Date.now() - t} ms after ready (${left} left), API RSS ${server.rssMb()} MB (highest seen meanwhile ${peak} MB)`,
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url || !/bench/i.test(new URL(url).pathname))
    throw new Error('BENCH_DATABASE_URL must name a database whose name contains "bench"');
  const database = await openPostgres(url, 2);
  try {
    await migrate(database);
    log(`${await countRows(database.db, 'listings')} listings, ${await unscored(database)} public ones unscored`);
    const env = { DATABASE_URL: url };
    for (let i = 1; i <= STARTS; i++) await measuredStart(database, `start ${i}`, env);

    const nothing = await refreshRun(url, 'changed');
    log(`refresh (scheduled job), nothing changed: ${JSON.stringify(nothing)}`);
    if (CLEAR_SCORES)
      await database.db.execute(
        sql`update listings set deal_score = null, deal_score_peers = null, deal_peer_median = null, deal_peer_band = null where deal_score is not null`,
      );
    const all = await refreshRun(url, 'all');
    log(`refresh of every band${CLEAR_SCORES ? ' after every score was cleared' : ''}: ${JSON.stringify(all)}`);

    if (BULK_ROWS > 0) {
      await database.db
        .execute(sql`update listings set effective_monthly = null, due_at_signing = null, total_cost = null,
        deal_score = null, deal_score_peers = null, deal_peer_median = null, deal_peer_band = null
        where id in (select id from listings where public_until > now() order by id limit ${BULK_ROWS})`);
      log(`${BULK_ROWS} public listings without derived columns and score, ${await unscored(database)} unscored`);
      await measuredStart(database, 'start after the bulk rows', env);
    }
  } finally {
    await database.close();
  }
}

runBench(main);
