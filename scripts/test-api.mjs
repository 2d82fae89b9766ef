// The API suite (npm run test:api). With TEST_DATABASE_URL (as .ci/run sets it): the whole suite
// on PostgreSQL, then a smoke run on embedded PGlite of the files where the two databases differ
// (the PGlite worker and its data-directory lock, pg-boss on PGlite, the search SQL with its
// triggers, concurrent lead charges, listing writes, sign-in and readiness). Without it: the whole
// suite on PGlite. API_TEST_PGLITE=full runs the whole suite on PGlite as well.
// Two jest workers: many files wait on timers and sockets (mail retries, shutdown, timeouts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'api');
const PGLITE_SMOKE = [
  'test/pglite-worker.test.ts',
  'test/jobs.test.ts',
  'test/search-differential.test.ts',
  'test/billing-leads.test.ts',
  'test/listings-write.test.ts',
  'test/auth.test.ts',
  'test/health.test.ts',
];

const run = (label, env, files = []) => {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync('npx', ['jest', '--maxWorkers=2', ...files], {
    cwd: api,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...env },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (process.env.TEST_DATABASE_URL) {
  run('PostgreSQL', {});
  const full = process.env.API_TEST_PGLITE === 'full';
  run(full ? 'PGlite (embedded)' : 'PGlite (embedded), smoke', { TEST_DATABASE_URL: '' }, full ? [] : PGLITE_SMOKE);
} else {
  console.log('TEST_DATABASE_URL is not set: the whole API suite runs on embedded PGlite only.');
  run('PGlite (embedded)', { TEST_DATABASE_URL: '' });
}
