// Tables' row counts, cheap enough to read after every request of the bad-input corpus. A table's
// row count changes only through an INSERT, DELETE or TRUNCATE statement on it (foreign keys'
// cascades and COPY included), so each watched table gets an AFTER INSERT OR DELETE OR TRUNCATE
// statement trigger (stock PostgreSQL, PGlite too) adding a row to a log table in the writing
// transaction: the log row commits if and only if that statement's changes do. While the log's
// row count is the same as when the counts were last read (both in one statement, so in one
// snapshot), no watched table's count changed, and one count(*) of the log stands for all of
// them; otherwise every count is read again. A trigger also fires for a statement touching no
// row: that only costs a needless recount. Test databases only (each test context has its own).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const LOG = 'test_row_count_writes';
const NOTE = 'test_note_row_count_write';
/** The log's count in the full read (a key no table name takes: tables are snake_case). */
const WRITES = '#writes';

export type RowCounts = Record<string, number>;

/** The rows of db.execute's answer (node-postgres: { rows }; PGlite's drizzle: the rows). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export interface RowCountWatch {
  /** The watched tables' row counts now. */
  counts(): Promise<RowCounts>;
}

export async function watchRowCounts(db: Db, tables: string[]): Promise<RowCountWatch> {
  await db.execute(sql.raw(`create table ${LOG} (noted_at timestamptz not null default now())`));
  await db.execute(
    sql.raw(
      `create function ${NOTE}() returns trigger language plpgsql as $$ begin insert into ${LOG} default values; return null; end $$`,
    ),
  );
  for (const table of tables) {
    await db.execute(
      sql.raw(
        `create trigger ${NOTE} after insert or delete or truncate on "${table}" for each statement execute function ${NOTE}()`,
      ),
    );
  }
  const everything = sql.raw(
    `select (select count(*) from ${LOG})::int as "${WRITES}", ${tables.map((t) => `(select count(*) from "${t}")::int as "${t}"`).join(', ')}`,
  );
  const writes = sql.raw(`select count(*)::int as "${WRITES}" from ${LOG}`);
  let last: { writes: number; counts: RowCounts } | undefined;
  return {
    async counts() {
      if (last && rowsOf<RowCounts>(await db.execute(writes))[0][WRITES] === last.writes) return last.counts;
      const { [WRITES]: noted, ...counts } = rowsOf<RowCounts>(await db.execute(everything))[0];
      last = { writes: noted, counts };
      return counts;
    },
  };
}
