// The embedded database runs in a worker thread: the API's event loop stays free while PGlite
// works, values come back typed as before, transactions hold the database until they end, and
// a dead worker rejects queries instead of hanging. PGlite only (the default run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { openPglite, type Database } from '../src/db/client';
import { isUniqueViolation } from '../src/lib/db-errors';

const onPglite = process.env.TEST_DATABASE_URL ? describe.skip : describe;

type Raw = { query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };
const raw = (database: Database) => (database.db as unknown as { $client: Raw }).$client;
const rows = async (database: Database, query: ReturnType<typeof sql>) =>
  (await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };

// Dates cross from the worker as the main realm's (jest runs tests in a realm of their own).
const isDate = (value: unknown) =>
  Object.prototype.toString.call(value) === '[object Date]' && !Number.isNaN((value as Date).getTime());
/** The driver's error under Drizzle's "Failed query" wrapper. */
const causeOf = (error: unknown) => ((error as { cause?: Error }).cause ?? error) as Error;

/** A fresh in-memory database (from the suite's migrated template when there is one). */
function openMemory(): Promise<Database> {
  const template = process.env.PGLITE_TEMPLATE;
  const loadDataDir = template && fs.existsSync(template) ? new Blob([fs.readFileSync(template)]) : undefined;
  return openPglite(undefined, { loadDataDir });
}

onPglite('the embedded database in its worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openMemory();
    await database.db.execute(sql`create table worker_probe (id int primary key, note text)`);
  });
  afterAll(async () => {
    await database.close();
  });

  it('leaves the event loop free while a query runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 10);
    try {
      // Half a second of database work: on the API's own thread no timer could fire meanwhile.
      await database.db.execute(sql`select pg_sleep(0.5)`);
      await raw(database).query('select count(*) from generate_series(1, 3000000)');
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(10);
  });

  it('answers values typed as PGlite types them', async () => {
    const [row] = (
      await raw(database).query(
        `select now() as at, 2.5::float8 as price, 7::int as n, array[1, 2]::int[] as terms, '{"a": [1]}'::jsonb as reasons, null::text as missing`,
      )
    ).rows;
    expect(isDate(row.at)).toBe(true);
    expect(row).toMatchObject({ price: 2.5, n: 7, terms: [1, 2], reasons: { a: [1] }, missing: null });
    // Drizzle's own parsers (timestamps kept as text, as on PGlite in the API thread) still apply.
    const [viaDrizzle] = (await rows(database, sql`select timestamptz '2026-01-02 03:04:05+00' as at`)).rows;
    expect(viaDrizzle.at).toBe('2026-01-02 03:04:05+00');
  });

  it('keeps the database error code for the API to read', async () => {
    await database.db.execute(sql`insert into worker_probe values (1, 'first')`);
    const error = await database.db.execute(sql`insert into worker_probe values (1, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('runs nothing else while a transaction is open, and rolls back when it throws', async () => {
    let outside: Promise<{ rows: Array<Record<string, unknown>> }> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (2, 'in a transaction')`);
      outside = rows(database, sql`select count(*)::int as n from worker_probe`);
      await tx.execute(sql`select pg_sleep(0.1)`);
    });
    // The outside read waited for the commit.
    expect((await outside!).rows[0].n).toBe(2);

    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_probe values (3, 'rolled back')`);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    expect((await rows(database, sql`select count(*)::int as n from worker_probe`)).rows[0].n).toBe(2);
  });
});

onPglite('the embedded database worker ending', () => {
  it('rejects the waiting and later queries when the worker dies', async () => {
    const database = await openMemory();
    const client = (database.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client;
    const waiting = database.db.execute(sql`select pg_sleep(2)`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await client.worker.terminate();
    expect(causeOf(await waiting.catch((e: unknown) => e)).message).toMatch(/embedded database stopped/);
    expect(causeOf(await database.db.execute(sql`select 1`).catch((e: unknown) => e)).message).toMatch(
      /embedded database stopped/,
    );
    await database.close();
  });

  it('keeps what was written in its data directory after close, and releases the directory', async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lease-pglite-')), 'data');
    const first = await openPglite(dir);
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    expect(causeOf(await first.db.execute(sql`select 1`).catch((e: unknown) => e)).message).toMatch(
      /embedded database is closed/,
    );
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    const second = await openPglite(dir);
    try {
      expect((await rows(second, sql`select note from kept`)).rows).toEqual([{ note: 'still here' }]);
      // held: another opening is refused (two writers would corrupt the directory)
      await expect(openPglite(dir)).rejects.toThrow(/is in use by another process/);
    } finally {
      await second.close();
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
  }, 60_000);
});
