// The API as the bench drives it: one process on 127.0.0.1, rate limits off, no logging.
// Prints "PORT <n>" once listening; stops on SIGTERM.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/client';

async function main() {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', RATE_LIMIT: 'off', LOG_LEVEL: 'silent', NODE_ENV: 'bench' });
  const database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, 20) : await openPglite(config.DATA_DIR);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`PORT ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
