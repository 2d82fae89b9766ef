// One Drizzle database over either embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import lockfile from 'proper-lockfile';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`: repositories take `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export { schema };

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PostgreSQL: runs `work` on one connection holding a session advisory lock, so instances
   * starting at once migrate one after the other (the next finds nothing left to do).
   */
  exclusive?<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /** PostgreSQL: the connection string (the job library opens its own small pool on it). */
  url?: string;
  /** PGlite: its one connection, for the job library's adapter (jobs/plugin.ts). */
  pglite?: {
    exec(text: string): Promise<{ rows: unknown[] }>;
    query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  };
}

/** The advisory lock key of migrations (any constant both instances agree on). */
const MIGRATION_LOCK = 7_311_402_613;

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

/** PostgreSQL's limits on each connection of the pool (0 = none): DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS, DB_POOL_TIMEOUT_MS. */
export interface PostgresTimeouts {
  /** A statement running longer is cancelled (SQLSTATE 57014). */
  statementMs: number;
  /** A statement waiting longer for a lock fails (55P03). */
  lockMs: number;
  /** How long a query waits for a pool connection, or a new connection for the server, before it fails. */
  poolMs: number;
}

export const NO_TIMEOUTS: PostgresTimeouts = { statementMs: 0, lockMs: 0, poolMs: 0 };

export async function openPostgres(
  url: string,
  poolSize = 20,
  timeouts: PostgresTimeouts = NO_TIMEOUTS,
): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // statement_timeout and lock_timeout go in each connection's start-up packet, so every session
  // (and every transaction in it) has them; the pool's connectionTimeoutMillis bounds both the
  // wait for a free connection and the connect itself. One locked table then holds a connection
  // for at most lock_timeout, and a route that finds the pool busy answers 503 instead of waiting.
  const pool = new Pool({
    connectionString: url,
    max: poolSize,
    // Prepared (named) statements, the public search's (listings/public-search.ts), are planned
    // for their values at each execution, as unnamed ones always are: a generic plan PostgreSQL
    // would keep for a search's shape was up to 7 times slower for other values of it
    // (api/README.md "Benchmarks"). They still skip drizzle's build and PostgreSQL's parse.
    options: '-c plan_cache_mode=force_custom_plan',
    ...(timeouts.statementMs ? { statement_timeout: timeouts.statementMs } : {}),
    ...(timeouts.lockMs ? { lock_timeout: timeouts.lockMs } : {}),
    ...(timeouts.poolMs ? { connectionTimeoutMillis: timeouts.poolMs } : {}),
  });
  // An idle connection the server ends (restart, failover, an administrator) is dropped by the
  // pool and replaced on the next query; without a listener its 'error' would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      // Migrations may wait for another instance's and take long: no limits on this session's work.
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        return await work(drizzle(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        await client.query('reset statement_timeout; reset lock_timeout');
      }
    } finally {
      client.release();
    }
  };
  return { db, kind: 'postgres', close: () => pool.end(), exclusive, url };
}

/**
 * Opens PGlite on a directory (in memory without one) in a worker thread, so its queries never
 * block the API's event loop; holds a lock file so a second process cannot corrupt the directory.
 * close() closes PGlite and ends the worker; if the worker dies, queries reject.
 */
export async function openPglite(
  dataDir: string | undefined,
  opts: { lock?: boolean; loadDataDir?: Blob } = {},
): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { PgliteWorker } = await import('./pglite-worker-client');
  let release: (() => Promise<void>) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (opts.lock !== false) release = await lockDir(dataDir);
  }
  let client: import('./pglite-worker-client').PgliteWorker;
  try {
    client = await PgliteWorker.start(dataDir, opts.loadDataDir);
  } catch (error) {
    await release?.();
    throw error;
  }
  // The worker client answers what drizzle-orm/pglite calls on a PGlite (query, transaction).
  const db = drizzle(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    close: async () => {
      await client.close();
      await release?.();
    },
  };
}

/**
 * Holds `<dataDir>.lock` (proper-lockfile: a directory made atomically, its time refreshed while
 * held, taken over once stale after a crash, removed when the process exits).
 */
async function lockDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}.lock`, realpath: false });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new Error(
      `The embedded database ${dataDir} is in use by another process. Stop it first (one API process per data directory).`,
    );
  }
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    const migrateOn = (db: Db) => run(db as never, { migrationsFolder: MIGRATIONS_DIR });
    await (database.exclusive ? database.exclusive(migrateOn) : migrateOn(database.db));
  }
}

/**
 * Runs `work` in a transaction without DB_STATEMENT_TIMEOUT_MS (which bounds the requests'
 * statements): upkeep over every listing (deal scores, derived columns after a bulk load) may
 * take longer. Its lock waits stay bounded.
 */
export function withoutStatementTimeout<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    return work(tx);
  });
}

/** The configuration's PostgreSQL timeouts. */
export function postgresTimeouts(
  config: Pick<Config, 'DB_STATEMENT_TIMEOUT_MS' | 'DB_LOCK_TIMEOUT_MS' | 'DB_POOL_TIMEOUT_MS'>,
): PostgresTimeouts {
  return {
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
    lockMs: config.DB_LOCK_TIMEOUT_MS,
    poolMs: config.DB_POOL_TIMEOUT_MS,
  };
}

export async function openDatabase(
  config: Pick<
    Config,
    'DATABASE_URL' | 'DATA_DIR' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_LOCK_TIMEOUT_MS' | 'DB_POOL_TIMEOUT_MS'
  >,
): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL, 20, postgresTimeouts(config))
    : await openPglite(config.DATA_DIR);
  await migrate(database);
  return database;
}
