// The daily saved-search job: for each verified consumer not yet handled today (UTC), the new
// public matches of each mailed saved search (added or changed since its last run and never told
// before; a search's first run tells its newest matches) and the price drops on their favourites
// below the price last told. One transaction per consumer: the (consumer, day) claim first
// (keep_mail_days, a unique key: a second run or another instance finds it and skips), then what
// was told, the watermarks and the mail (outbox). Reads happen before it (PGlite has one
// connection). Its "now" is deps.clock (tests move it); runs on a timer (plugin.ts) and on
// POST /api/saved-searches/run (admin).
import { listingSearchQuerySchema, type SavedSearchRun } from 'shared-contracts';
import { recordPriceDropsTold } from '../../favourites/service';
import type { SavedSearchesDeps } from '../deps';
import { keepMail, type SearchMatches } from '../mails';
import { createSavedSearchesRepository } from '../repository';
import { unsubscribeToken } from '../unsubscribe-token';

/** At most this many new matches per search in one mail (the mail links the search for the rest). */
const MATCHES_PER_SEARCH = 10;

const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

export async function runSavedSearchJob(deps: SavedSearchesDeps): Promise<SavedSearchRun> {
  const now = deps.clock.now();
  const day = utcDay(now);
  const site = deps.config.PUBLIC_URL.replace(/\/+$/, '');
  const secret = deps.config.JWT_SECRET;
  const run: SavedSearchRun = {
    ranAt: now.toISOString(),
    day,
    consumersChecked: 0,
    mailsQueued: 0,
    newMatches: 0,
    priceDrops: 0,
  };
  const consumers = await deps.savedSearchesRepository.consumersDue(day);
  for (const consumer of consumers) {
    try {
      const searches = await deps.savedSearchesRepository.mailedSearches(consumer.id);
      const found: Array<SearchMatches & { id: string }> = [];
      for (const s of searches) {
        const q = listingSearchQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(s.query)));
        if (!q.success) continue;
        const candidates = await deps.listings.publicMatchesSince(q.data, s.lastRunAt, now, MATCHES_PER_SEARCH * 2);
        const told = await deps.savedSearchesRepository.toldIds(
          s.id,
          candidates.map((l) => l.id),
        );
        const listings = candidates.filter((l) => !told.has(l.id)).slice(0, MATCHES_PER_SEARCH);
        found.push({
          id: s.id,
          name: s.name,
          query: s.query,
          listings,
          unsubscribeUrl: `${site}/unsubscribe?token=${unsubscribeToken(secret, { scope: 'search', id: s.id })}`,
        });
      }
      const drops = await deps.favourites.pendingPriceDrops(consumer.id, now);
      const withMatches = found.filter((s) => s.listings.length > 0);
      const mailed = withMatches.length > 0 || drops.length > 0;
      const claimed = await deps.db.transaction(async (tx) => {
        const repo = createSavedSearchesRepository(tx);
        if (!(await repo.claimDay(consumer.id, day, now, mailed))) return false;
        await repo.markRun(
          searches.map((s) => s.id),
          now,
        );
        for (const s of withMatches)
          await repo.recordTold(
            s.id,
            s.listings.map((l) => l.id),
            now,
          );
        await recordPriceDropsTold(tx, consumer.id, drops);
        if (mailed) {
          await deps.mailer.queue(
            tx,
            keepMail({
              to: consumer.email,
              firstName: consumer.firstName,
              site,
              searches: withMatches,
              drops,
              unsubscribeAllUrl: `${site}/unsubscribe?token=${unsubscribeToken(secret, { scope: 'all', id: consumer.id })}`,
            }),
          );
        }
        return true;
      });
      if (!claimed) continue;
      run.consumersChecked += 1;
      if (mailed) {
        run.mailsQueued += 1;
        run.newMatches += withMatches.reduce((n, s) => n + s.listings.length, 0);
        run.priceDrops += drops.length;
      }
    } catch (error) {
      deps.log.error(
        { err: error, userId: consumer.id },
        'saved-search job: a consumer failed; the next run tries again',
      );
    }
  }
  if (run.mailsQueued > 0) deps.mailer.wake();
  return run;
}
