// The dealers' inventory feeds (issue 31). The dealer saves an address; an admin enables it; the
// feed job (job.ts) fetches every enabled feed with the safe fetcher (public addresses only,
// FETCH_TIMEOUT_MS, the import's size limit) and applies it as a FULL import through the
// import's own apply (applyCheckedRows), so a feed is exactly an upload of the same file. A run
// with any refused row, or whose file cannot be fetched or read, applies nothing. Every run is
// recorded in the dealer's import history; a failing feed mails the dealer once, then not again
// until a run succeeds (or the address changes).
//
// Each dealer's feed is its own background job (FEED_DEALER_JOB, singletonKey: the dealer's id,
// `stately`): the schedule's job (FEED_IMPORT_JOB) only queues one per enabled feed, and an admin
// enabling a feed queues that dealer's, so two runs of one dealer's feed never overlap (at most
// one running and one waiting), and one slow dealer's server holds no other dealer's run in its
// job's time limit.
import type { ImportDeps } from '../import/deps';
import {
  LISTING_FEED_MESSAGES,
  LISTING_IMPORT_LIMITS,
  type ListingFeed,
  type ListingImportHistory,
} from 'shared-contracts';
import { forbidden, HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { feedFailedMail } from '../../lib/mail-templates';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import type { AuthContext } from '../../plugins/auth';
import { LISTING_COMMAND_MESSAGES } from '../commands';
import { createImportHistoryRepository } from '../import/history';
import { applyCheckedRows } from '../import/service';
import { checkRows, type CheckedRow } from '../import/rows';
import { readFeedBody } from './feed-body';
import { createFeedRepository, feedView, type EnabledFeed } from './repository';

type Deps = Pick<ImportDeps, 'db' | 'clock' | 'mailer' | 'config' | 'log' | 'jobs' | 'notifications'>;

/** The schedule's job: queues one FEED_DEALER_JOB per enabled feed. */
export const FEED_IMPORT_JOB = 'feed-import';
/** One dealer's feed run (singletonKey: the dealer's id). */
export const FEED_DEALER_JOB = 'feed-import-dealer';

function dealerOf(auth: AuthContext): string {
  if (auth.role !== 'dealer' || !auth.dealerId) throw forbidden(LISTING_COMMAND_MESSAGES.dealerNotInToken);
  return auth.dealerId;
}

async function historyOf(deps: Pick<Deps, 'db'>, dealerId: string): Promise<ListingImportHistory> {
  const [feed, runs] = await Promise.all([
    createFeedRepository(deps.db).feed(dealerId),
    createImportHistoryRepository(deps.db).recent(dealerId),
  ]);
  return { feed: feedView(feed), runs };
}

/** GET /api/listings/import/history: the dealer's own. */
const dealerImportHistory = (deps: Pick<Deps, 'db'>, auth: AuthContext) => historyOf(deps, dealerOf(auth));

/** PUT /api/listings/import/feed: the dealer's own address (blank removes it). */
async function saveFeedUrl(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, url: string) {
  const row = await createFeedRepository(deps.db).saveUrl(dealerOf(auth), url || null, deps.clock.now());
  return { message: url ? LISTING_FEED_MESSAGES.saved : LISTING_FEED_MESSAGES.removed, data: feedView(row) };
}

const DEALER_NOT_FOUND = 'Dealer not found';

async function existingDealer(deps: Pick<Deps, 'db'>, dealerId: string): Promise<string> {
  if (!isUuid(dealerId) || !(await createFeedRepository(deps.db).dealerExists(dealerId)))
    throw notFound(DEALER_NOT_FOUND);
  return dealerId;
}

/** GET /api/admin/dealers/:id/feed. */
async function adminDealerFeed(deps: Pick<Deps, 'db'>, dealerId: string): Promise<ListingImportHistory> {
  return historyOf(deps, await existingDealer(deps, dealerId));
}

/** PUT /api/admin/dealers/:id/feed. */
async function switchDealerFeed(
  deps: Pick<Deps, 'db' | 'clock'>,
  dealerId: string,
  enabled: boolean,
): Promise<{ message: string; data: ListingFeed }> {
  const row = await createFeedRepository(deps.db).setEnabled(
    await existingDealer(deps, dealerId),
    enabled,
    deps.clock.now(),
  );
  return { message: enabled ? LISTING_FEED_MESSAGES.enabled : LISTING_FEED_MESSAGES.disabled, data: feedView(row) };
}

/** "3 rows are refused; the first: row 4, make: Please enter the make". */
function refusedText(refused: CheckedRow[]): string {
  const [first] = refused;
  const what = refused.length === 1 ? '1 row is refused' : `${refused.length} rows are refused`;
  return `${what}; the first: row ${first.row}, ${first.problems[0].column}: ${first.problems[0].message}`;
}

class FeedRunFailed extends Error {
  constructor(
    message: string,
    readonly refused = 0,
  ) {
    super(message);
  }
}

/** Fetches, reads and applies one feed; throws FeedRunFailed (nothing applied) when it cannot. */
async function fetchAndApply(deps: Deps, feed: EnabledFeed, startedAt: Date) {
  let checked: CheckedRow[];
  try {
    const fetched = await safeFetch(feed.url, {
      timeoutMs: deps.config.FETCH_TIMEOUT_MS,
      maxBytes: LISTING_IMPORT_LIMITS.maxBytes,
      allowLoopback: deps.config.FETCH_ALLOW_LOOPBACK === 'true',
      accept: 'text/csv, application/json;q=0.9, */*;q=0.1',
    });
    checked = checkRows(readFeedBody(fetched.bytes, fetched.contentType));
  } catch (error) {
    if (error instanceof SafeFetchError) throw new FeedRunFailed(`The feed could not be fetched: ${error.message}`);
    if (error instanceof HttpError) throw new FeedRunFailed(error.message);
    throw error;
  }
  const refused = checked.filter((r) => r.problems.length > 0);
  if (refused.length > 0) throw new FeedRunFailed(refusedText(refused), refused.length);
  try {
    // Its new pictures are fetched afterwards by the picture job, as an upload's.
    return await applyCheckedRows(deps, feed.dealerId, checked, 'full', { kind: 'feed', startedAt });
  } catch (error) {
    // Too many new pictures, or the dealer's listings changed meanwhile.
    if (error instanceof HttpError) throw new FeedRunFailed(error.message);
    throw error;
  }
}

const siteUrl = (deps: Deps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** One feed's run, recorded whatever its outcome; a failure is mailed unless one already was. */
async function runFeed(deps: Deps, feed: EnabledFeed): Promise<void> {
  const startedAt = deps.clock.now();
  try {
    const result = await fetchAndApply(deps, feed, startedAt);
    await createFeedRepository(deps.db).afterRun(feed.dealerId, {
      lastRunAt: startedAt,
      totalListings: result.created + result.updated + result.unchanged,
      failureMailedAt: null,
    });
  } catch (error) {
    const known = error instanceof FeedRunFailed;
    if (!known) deps.log.error({ err: error, dealerId: feed.dealerId }, 'feed import: the run failed');
    const message = known ? error.message : LISTING_FEED_MESSAGES.failed;
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await createImportHistoryRepository(tx).record({
        dealerId: feed.dealerId,
        kind: 'feed',
        mode: 'full',
        startedAt,
        finishedAt: now,
        refused: known ? error.refused : 0,
        error: message,
      });
      const mail = feed.failureMailedAt === null;
      if (mail)
        await deps.mailer.queue(tx, [
          feedFailedMail(feed.email, feed.firstName, message, siteUrl(deps, '/dealer/listings/import')),
        ]);
      await createFeedRepository(tx).afterRun(feed.dealerId, {
        lastRunAt: startedAt,
        ...(mail ? { failureMailedAt: now } : {}),
      });
    });
    deps.mailer.wake();
  }
}

/** Every enabled feed in turn, here and now (one failing does not stop the others): the tests' run of the schedule. */
async function runFeeds(deps: Deps): Promise<{ feeds: number }> {
  const feeds = await createFeedRepository(deps.db).enabledFeeds();
  for (const feed of feeds) await runFeed(deps, feed);
  return { feeds: feeds.length };
}

/** Asks for one dealer's feed run (none queued twice, none while one of the same dealer runs but one waiting). */
const requestDealerFeed = (deps: Pick<Deps, 'jobs'>, dealerId: string) =>
  deps.jobs.request(FEED_DEALER_JOB, { data: { dealerId }, singletonKey: dealerId });

/** The schedule's job: one dealer job queued per enabled feed. */
async function queueFeeds(deps: Deps): Promise<{ feeds: number }> {
  const feeds = await createFeedRepository(deps.db).enabledFeeds();
  for (const feed of feeds) await requestDealerFeed(deps, feed.dealerId);
  return { feeds: feeds.length };
}

/** The dealer job: its feed's run, if it is still enabled. */
async function runDealerFeed(deps: Deps, dealerId: string): Promise<void> {
  const [feed] = await createFeedRepository(deps.db).enabledFeeds(dealerId);
  if (feed) await runFeed(deps, feed);
}

/** The dealers' inventory feeds and the import history (built once in services.ts). */
export function createFeedService(deps: ImportDeps) {
  return {
    dealerImportHistory: (auth: AuthContext) => dealerImportHistory(deps, auth),
    saveFeedUrl: (auth: AuthContext, url: string) => saveFeedUrl(deps, auth, url),
    adminDealerFeed: (dealerId: string) => adminDealerFeed(deps, dealerId),
    switchDealerFeed: (dealerId: string, enabled: boolean) => switchDealerFeed(deps, dealerId, enabled),
    requestDealerFeed: (dealerId: string) => requestDealerFeed(deps, dealerId),
    /** The schedule's job (FEED_IMPORT_JOB). */
    queueFeeds: () => queueFeeds(deps),
    /** The dealer job (FEED_DEALER_JOB). */
    runDealerFeed: (dealerId: string) => runDealerFeed(deps, dealerId),
    /** Every enabled feed here and now: the tests' run of the schedule. */
    runFeeds: () => runFeeds(deps),
  };
}
