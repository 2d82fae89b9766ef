// The listings' upkeep: at start (before the app answers) the derived columns of rows written
// without them (rows from before migration 0005, bulk SQL like the bench's) are filled, and the
// deal scores are computed when a public listing has none (after a migration or a bulk load;
// otherwise writes keep them current); then on DEAL_SCORE_REFRESH_CRON (a background job, once
// across all instances; off = never) the scores are recomputed, for what no write announces (a
// dealer's trial or paid period running out). A recomputation that changed scores tells the
// search cache (the listings trigger of migration 0013 bumps its version in the refresh's transaction).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withoutStatementTimeout } from '../db/client';
import { hasUnscoredPublicListing, refreshAllDealScores } from './deal-score';
import { fillDerivedColumns } from './derived';

async function listingsUpkeep(app: Pick<FastifyInstance, 'db' | 'clock'>): Promise<number> {
  return refreshAllDealScores(app.db, app.clock.now());
}

export default fp(
  async (app: FastifyInstance) => {
    // Before the jobs start (startJobs is registered after this plugin; hooks run in the order they are added).
    app.addHook('onReady', async () => {
      await withoutStatementTimeout(app.db, (tx) => fillDerivedColumns(tx));
      if (await hasUnscoredPublicListing(app.db, app.clock.now())) await listingsUpkeep(app);
    });
    app.jobs.define({
      name: 'deal-score-refresh',
      cron: app.config.DEAL_SCORE_REFRESH_CRON,
      run: () => listingsUpkeep(app),
    });
  },
  { name: 'listings-upkeep', dependencies: ['services', 'jobs'] },
);
