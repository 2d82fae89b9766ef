// Runs the daily saved-search job every SAVED_SEARCH_JOB_MS (default an hour; 0 = only on
// demand) once the app is ready, one run at a time per instance. Each run handles only the
// consumers not yet handled this UTC day, so a consumer gets at most one mail a day whatever
// the number of runs or instances. Stops when the app closes (after the run in progress).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runSavedSearchJob } from './run';

export default fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    const every = app.config.SAVED_SEARCH_JOB_MS;
    if (every <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = runSavedSearchJob(app)
        .catch((error) => app.log.error({ err: error }, 'saved-search job run failed'))
        .finally(() => { running = undefined; });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}, { name: 'saved-search-job', dependencies: ['services', 'saved-searches-repository', 'favourites-repository', 'listings-repository'] });
