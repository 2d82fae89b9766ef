import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as ds from '../src/listings/deal-score';
async function main() {
  const texts: Array<{ sql: string; params: unknown[] }> = [];
  const fake = { execute: async (q: any) => { const r = new PgDialect().sqlToQuery(q); texts.push(r); return { rows: r.sql.includes('distinct body_type') ? [{ body_type: 'SUV' }] : [] }; } };
  await ds.refreshDealScores(fake as any, new Date(), process.env.ALL ? undefined : ['SUV']);
  const last = texts[texts.length - 1];
  const pool = new pg.Pool({ connectionString: process.env.URL, max: 1 });
  const c = await pool.connect();
  await c.query('begin');
  const t = Date.now();
  const r = await c.query('explain ' + last.sql.replace(/^\s*with/, 'with'), last.params);
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'));
  console.log('ms', Date.now() - t);
  await c.query('rollback'); c.release(); await pool.end();
}
main();
