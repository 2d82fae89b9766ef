// The feed jobs as background jobs (jobs/plugin.ts): on FEED_IMPORT_CRON (default every 6 hours;
// off = only on demand), once across all instances, one run per enabled dealer feed is queued,
// each its own job keyed by the dealer (so one dealer's runs never overlap). An admin enabling a
// feed asks for that dealer's run at once (requestDealerFeed).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FEED_DEALER_JOB, FEED_IMPORT_JOB } from './service';

export default fp(
  async (app: FastifyInstance) => {
    app.jobs.define({
      name: FEED_IMPORT_JOB,
      cron: app.config.FEED_IMPORT_CRON,
      run: () => app.services.feeds.queueFeeds(),
    });
    app.jobs.define({
      name: FEED_DEALER_JOB,
      cron: 'off',
      run: async (data) => {
        if (typeof data.dealerId === 'string') await app.services.feeds.runDealerFeed(data.dealerId);
      },
    });
  },
  { name: 'feed-import-job', dependencies: ['infrastructure', 'jobs'] },
);
