// Starts the API: migrations, demo data on an empty database, then listen.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.SEED_DEMO === 'true') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(database.db, config);
  }
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.NODE_ENV === 'production' && app.paymentGateway.kind === 'sandbox') {
    app.log.warn('Payments run on the sandbox gateway (test cards, no money moves): set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments');
  }
  app.log.info(`API on http://localhost:${config.PORT} (${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
