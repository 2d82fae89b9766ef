// Runs the daily saved-search job every SAVED_SEARCH_JOB_MS (default an hour; 0 = only on
// demand) once the app is ready, one run at a time per instance. Each run handles only the
// consumers not yet handled this UTC day, so a consumer gets at most one mail a day whatever
// the number of runs or instances. Stops when the app closes (after the run in progress).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runOnInterval } from '../../lib/interval-job';
import { runSavedSearchJob } from './run';

export default fp(
  async (app: FastifyInstance) => {
    runOnInterval(app, {
      name: 'saved-search job',
      everyMs: app.config.SAVED_SEARCH_JOB_MS,
      run: () => runSavedSearchJob(app),
    });
  },
  {
    name: 'saved-search-job',
    dependencies: ['services', 'saved-searches-repository', 'favourites-repository', 'listings-repository'],
  },
);
