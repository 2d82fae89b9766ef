// The listings' upkeep: at start (before the app answers) the derived columns of rows written
// without them (rows from before migration 0005, bulk SQL like the bench's) are filled and
// every deal score is computed; then every DEAL_SCORE_REFRESH_MS (0 = start only) the scores
// are recomputed, for what no write announces (a dealer's trial or paid period running out).
// A recomputation that changed scores tells the search cache.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bumpListingsVersion } from './cache';
import { refreshAllDealScores } from './deal-score';
import { fillDerivedColumns } from './derived';

export async function listingsUpkeep(app: Pick<FastifyInstance, 'db' | 'clock'>): Promise<number> {
  const changed = await refreshAllDealScores(app.db, app.clock.now());
  if (changed > 0) await bumpListingsVersion(app.db);
  return changed;
}

export default fp(async (app: FastifyInstance) => {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    await fillDerivedColumns(app.db);
    await listingsUpkeep(app);
    const every = app.config.DEAL_SCORE_REFRESH_MS;
    if (every <= 0) return;
    timer = setInterval(() => {
      if (running) return;
      running = listingsUpkeep(app)
        .catch((error) => app.log.error({ err: error }, 'deal scores could not be recomputed'))
        .finally(() => { running = undefined; });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}, { name: 'listings-upkeep', dependencies: ['services'] });
