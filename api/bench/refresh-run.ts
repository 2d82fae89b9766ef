// One deal-score refresh in a process of its own, for upkeep-bench.ts: `refreshAllDealScores`
// (every MSRP band) or, with `changed`, what the scheduled job runs. Prints one JSON line: its
// duration, rows written, the process's RSS before it and its peak RSS (VmHWM) in MB.
import fs from 'node:fs';
import { openPostgres } from '../src/db/client';
import { refreshAllDealScores, refreshChangedDealScores } from '../src/listings/deal-score';

const statusMb = (field: 'VmRSS' | 'VmHWM') =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024,
  );

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required');
  const database = await openPostgres(url, 2);
  try {
    const rssBeforeMb = statusMb('VmRSS');
    const started = performance.now();
    const changed = process.argv[2] === 'changed';
    const rows = await (changed ? refreshChangedDealScores : refreshAllDealScores)(database.db, new Date());
    const ms = Math.round(performance.now() - started);
    process.stdout.write(
      `${JSON.stringify({ refresh: changed ? 'changed bands' : 'every band', ms, rows, rssBeforeMb, peakRssMb: statusMb('VmHWM') })}\n`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
