// The spreadsheet import of listings (issue 31): how long a dealer waits to preview and apply a
// file of 100 and of 1,000 offers, then to re-apply it unchanged (nothing written) and with every
// row changed (every listing updated and sent back to review). One app in this process on
// embedded PGlite, and on PostgreSQL when BENCH_DATABASE_URL is set (a scratch database is created
// on that server and dropped). Run alone with `npm run bench:import -w api`; `npm run bench -w api`
// prints it at the end.
import { LISTING_IMPORT_COLUMNS } from 'shared-contracts';
import { importExampleRow } from '../src/listings/import/template';
import { createAccount, freshIp, multipart, type Account } from '../test/account-helpers';
import { call, createTestContext, type TestContext } from '../test/helpers';

const SIZES = [100, 1000];

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** A file of `rows` good offers; `monthly` sets every row's monthly payment (a change shoppers see). */
function csvOf(rows: number, monthly?: number): string {
  const example = importExampleRow(new Date());
  const lines = [LISTING_IMPORT_COLUMNS.join(',')];
  for (let i = 0; i < rows; i++) {
    const cells = { ...example, stockNumber: `B-${i}`, ...(monthly ? { monthlyPayment: String(monthly) } : {}) };
    lines.push(LISTING_IMPORT_COLUMNS.map((c) => quote(String(cells[c]))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function timed(
  ctx: TestContext,
  dealer: Account,
  kind: 'preview' | 'apply',
  file: string,
): Promise<{ ms: number; counts: string }> {
  const form = multipart([{ name: 'file', value: file, filename: 'stock.csv', contentType: 'text/csv' }]);
  const started = performance.now();
  const res = await call(ctx.app, {
    method: 'POST',
    url: `/api/listings/import/${kind}`,
    token: dealer.token,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: freshIp(),
  });
  const ms = performance.now() - started;
  if (res.status >= 300) throw new Error(`${kind} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  // A preview answers counts by outcome; an apply how many it created, updated, left and paused.
  const data = (res.body as { data: { counts?: Record<string, unknown> } & Record<string, unknown> }).data;
  const counts = Object.entries(data.counts ?? data)
    .filter(([, n]) => typeof n === 'number' && n > 0)
    .map(([k, n]) => `${n as number} ${k}`)
    .join(', ');
  return { ms, counts };
}

async function measure(label: string): Promise<string[]> {
  const lines: string[] = [];
  for (const rows of SIZES) {
    const ctx = await createTestContext({ RATE_LIMIT: 'off' });
    try {
      const dealer = await createAccount(ctx, 'dealer');
      const file = csvOf(rows);
      const steps: Array<[string, 'preview' | 'apply', string]> = [
        ['preview (all new)', 'preview', file],
        ['apply (add)', 'apply', file],
        ['re-apply unchanged', 'apply', file],
        ['apply every row changed', 'apply', csvOf(rows, 555)],
      ];
      for (const [step, kind, body] of steps) {
        const { ms, counts } = await timed(ctx, dealer, kind, body);
        lines.push(`| ${label} | ${rows} | ${step} | ${Math.round(ms).toLocaleString('en-US')} | ${counts} |`);
      }
    } finally {
      await ctx.close();
    }
  }
  return lines;
}

export async function importReport(): Promise<string[]> {
  const saved = process.env.TEST_DATABASE_URL;
  const lines = ['| database | rows | step | ms | rows by outcome |', '|---|---|---|---|---|'];
  try {
    process.env.TEST_DATABASE_URL = '';
    lines.push(...(await measure('PGlite')));
    if (process.env.BENCH_DATABASE_URL) {
      process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
      lines.push(...(await measure('PostgreSQL')));
    }
  } finally {
    process.env.TEST_DATABASE_URL = saved;
  }
  return lines;
}

if (require.main === module) {
  void importReport().then((lines) => {
    console.log('Listing import (issue 31): one dealer, files of 100 and 1,000 offers');
    for (const line of lines) console.log(line);
  });
}
