// The daily saved-search job as a background job (jobs/plugin.ts): checked on SAVED_SEARCH_JOB_CRON
// (default hourly; off = only on demand, POST /api/saved-searches/run), once across all instances.
// Each run handles only the consumers not yet handled this UTC day, so a consumer gets at most one
// mail a day whatever the number of runs.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export default fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      name: 'saved-search-job',
      cron: app.config.SAVED_SEARCH_JOB_CRON,
      run: () => app.services.savedSearches.runSavedSearchJob(),
    });
  },
  {
    name: 'saved-search-job',
    dependencies: [
      'infrastructure',
      'jobs',
      'saved-searches-repository',
      'favourites-repository',
      'listings-repository',
    ],
  },
);
