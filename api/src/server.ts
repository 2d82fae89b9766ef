// Starts the API: migrations, demo data on an empty database, then listen. Stops gracefully on
// SIGTERM/SIGINT (stopGracefully): readiness answers 503 at once (after SIGTERM for
// SHUTDOWN_DRAIN_MS while the listener still takes connections, so a load balancer polling it
// sees the instance leave before connections are refused), then the server stops accepting,
// in-flight requests finish, the app's onClose work runs (the last search impressions flush, the
// billing clock's timer and run in progress), the database closes, exit 0; if that takes longer
// than SHUTDOWN_TIMEOUT_MS, exit 1. A second signal exits 1 at once.
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';

let running: { app: FastifyInstance; database: Database; config: Config } | undefined;
/** A signal that came while starting (migrations, demo data): acted on once the app is built. */
let signalWhileStarting: NodeJS.Signals | undefined;
let stopping = false;

async function stopGracefully(signal: NodeJS.Signals): Promise<void> {
  if (stopping || (!running && signalWhileStarting)) {
    console.error(`${signal} again: exiting without waiting`);
    process.exit(1);
  }
  if (!running) {
    signalWhileStarting = signal;
    return;
  }
  stopping = true;
  const { app, database, config } = running;
  app.log.info(
    { signal },
    `${signal}: shutting down (in-flight requests finish, at most ${config.SHUTDOWN_TIMEOUT_MS} ms)`,
  );
  app.readiness.stop();
  const hardStop = setTimeout(() => {
    app.log.error(`shutdown took longer than SHUTDOWN_TIMEOUT_MS=${config.SHUTDOWN_TIMEOUT_MS}: exiting with 1`);
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  hardStop.unref();
  try {
    // Readiness answers 503 { message } on the open listener (every answer closes its connection).
    if (signal === 'SIGTERM' && config.SHUTDOWN_DRAIN_MS > 0)
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  if (config.SEED_DEMO === 'true') {
    const { seedDemo } = await import('./seed/demo');
    await seedDemo(database.db, config);
  }
  const app = await buildApp({ config, database });
  running = { app, database, config };
  if (signalWhileStarting) return stopGracefully(signalWhileStarting);
  await app.listen({ host: config.HOST, port: config.PORT });
  if (config.NODE_ENV === 'production' && app.paymentGateway.kind === 'sandbox') {
    app.log.warn(
      'Payments run on the sandbox gateway (test cards, no money moves): set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real payments',
    );
  }
  app.log.info(
    `API on http://localhost:${config.PORT} (${database.kind}${database.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''})`,
  );
}

process.on('SIGINT', () => void stopGracefully('SIGINT'));
process.on('SIGTERM', () => void stopGracefully('SIGTERM'));

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
