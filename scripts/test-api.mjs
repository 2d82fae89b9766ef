// Runs the API suite on embedded PGlite, then on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n=== API tests on ${label} ===`);
  const r = spawnSync('npm', ['test', '-w', 'api'], { stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
run('PGlite (embedded)', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) run('PostgreSQL', {});
else console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL run of the API suite is skipped (.ci/run sets it).');
