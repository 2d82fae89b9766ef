// The listings' upkeep, in background jobs so that a start never waits on the table:
// - at start (onReady, after the jobs started) one read of the active listings' deal-score index
//   asks whether a public listing with a lease term has no score (rows loaded by bulk SQL or from
//   before a migration); only then is `listings-catch-up` requested: it fills the derived columns
//   of rows written without them, a page at a time (derived.ts fillDerivedColumns), then
//   recomputes the MSRP bands whose scores do not match who is public (refreshChangedDealScores).
//   Until it has run such a listing is searched as it is: without a score, and without a lease
//   cost while its derived columns are empty.
// - on DEAL_SCORE_REFRESH_CRON (`deal-score-refresh`, once across all instances; off = never)
//   the bands whose scores no longer match who is public are recomputed, for what no write
//   announces (a dealer's trial or paid period running out); nothing changed is one read.
// A recomputation that changed scores tells the search cache (the listings trigger of migration
// 0013 bumps its version in the refresh's transaction).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Infrastructure } from '../lib/infrastructure';
import { hasUnscoredPublicListing, refreshChangedDealScores } from './deal-score';
import { fillDerivedColumns } from './derived';

type UpkeepDeps = Pick<Infrastructure, 'db' | 'clock'>;

/** The upkeep's work, on what it uses; the plugin below schedules it. */
function createListingsUpkeep({ db, clock }: UpkeepDeps) {
  return {
    /** Whether a public listing has no score yet (one index range), so a catch-up is due. */
    needsCatchUp: () => hasUnscoredPublicListing(db, clock.now()),
    /** The catch-up after rows written without derived columns or scores. Answers how many scores changed. */
    async catchUp(): Promise<number> {
      await fillDerivedColumns(db);
      return refreshChangedDealScores(db, clock.now());
    },
    /** The bands whose scores no longer match who is public, recomputed. */
    refresh: () => refreshChangedDealScores(db, clock.now()),
  };
}

export default fp(
  async (app: FastifyInstance) => {
    const upkeep = createListingsUpkeep({ db: app.db, clock: app.clock });
    app.jobs.define({
      name: 'listings-catch-up',
      cron: 'off',
      // Nothing else would pick it up: without pg-boss here it runs in this process, in the background.
      inProcessWhenStopped: true,
      expireInSeconds: 60 * 60,
      run: () => upkeep.catchUp(),
    });
    app.jobs.define({
      name: 'deal-score-refresh',
      cron: app.config.DEAL_SCORE_REFRESH_CRON,
      run: () => upkeep.refresh(),
    });
    // Registered after startJobs: the request goes to pg-boss when it runs here.
    app.addHook('onReady', async () => {
      if (await upkeep.needsCatchUp()) await app.jobs.request('listings-catch-up');
    });
  },
  { name: 'listings-upkeep', dependencies: ['infrastructure', 'jobs', 'jobs-start'] },
);
