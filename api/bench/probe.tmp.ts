import pg from 'pg';
import { listingSearchQuerySchema } from 'shared-contracts';
import { publicSearchStatement } from '/work/main/api/src/listings/repository';
import { typicalPaths } from '/work/main/api/bench/typical-paths';
async function main() {
  const pool = new pg.Pool({ connectionString: process.env.URL, max: 1 });
  const out: Array<[number, string, string]> = [];
  const only = process.env.ONLY;
  for (const p of typicalPaths().filter((p) => !only || p.includes(only))) {
    const q = listingSearchQuerySchema.parse(Object.fromEntries(new URL('http://x' + p).searchParams));
    const { text, values } = publicSearchStatement(q, new Date(), 1000);
    for (let i = 0; i < 2; i++) await pool.query(text, values);
    const t = process.hrtime.bigint();
    for (let i = 0; i < 5; i++) await pool.query(text, values);
    const ms = Number(process.hrtime.bigint() - t) / 5e6;
    let plan = '';
    if (process.env.PLAN) plan = (await pool.query('explain analyze ' + text, values)).rows.map((r: any) => r['QUERY PLAN']).join('\n');
    out.push([ms, p, plan]);
  }
  out.sort((a, b) => b[0] - a[0]);
  let sum = 0; for (const o of out) sum += o[0];
  console.log('mean', (sum / out.length).toFixed(2), 'ms over', out.length);
  for (const [ms, p, plan] of out.slice(0, Number(process.env.TOP ?? 100))) console.log(ms.toFixed(2), 'ms', p.replace('/api/listings?status=active&', ''), plan ? '\n' + plan : '');
  await pool.end();
}
main();
