// One Drizzle database over either embedded PGlite (default) or PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
}

/** The advisory lock key of migrations (any constant both instances agree on). */
const MIGRATION_LOCK = 7_311_402_613;

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../drizzle');

export async function openPostgres(url: string, poolSize = 20): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (restart, failover, an administrator) is dropped by the
  // pool and replaced on the next query; without a listener its 'error' would end the process.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const exclusive = async <T>(work: (db: Db) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        return await work(drizzle(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
      }
    } finally {
      client.release();
    }
  };
  return { db, kind: 'postgres', close: () => pool.end(), exclusive };
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
  let release: (() => void) | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (opts.lock !== false) release = lockDir(dataDir);
  }
  let client: import('./pglite-worker-client').PgliteWorker;
  try {
    client = await PgliteWorker.start(dataDir, opts.loadDataDir);
  } catch (error) {
    release?.();
    throw error;
  }
  // The worker client answers what drizzle-orm/pglite calls on a PGlite (query, transaction).
  const db = drizzle(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release?.();
    },
  };
}

function lockDir(dataDir: string): () => void {
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  try {
    const fd = fs.openSync(lockFile, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database ${dataDir} is in use by process ${pid}. Stop it first (one API process per data directory).`,
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  const release = () => fs.rmSync(lockFile, { force: true });
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
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

export async function openDatabase(config: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> {
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL) : await openPglite(config.DATA_DIR);
  await migrate(database);
  return database;
}
