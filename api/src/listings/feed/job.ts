// The feed job as a background job (jobs/plugin.ts): every enabled dealer feed is fetched and
// applied on FEED_IMPORT_CRON (default every 6 hours; off = only on demand), once across all
// instances. An admin enabling a feed asks for a run at once (app.jobs.request).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FEED_IMPORT_JOB, runFeeds } from './service';

export default fp(
  async (app: FastifyInstance) => {
    app.jobs.define({ name: FEED_IMPORT_JOB, cron: app.config.FEED_IMPORT_CRON, run: () => runFeeds(app) });
  },
  { name: 'feed-import-job', dependencies: ['services', 'jobs'] },
);
