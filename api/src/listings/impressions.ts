// Search impressions: how many times each listing was shown on a page of the public search, per
// UTC day (the top of a dealer's funnel: shown in search -> deal page viewed -> lead). Counting
// must cost the search next to nothing, cached answers included: each instance adds the listing
// ids of every page it serves to an in-memory tally, and writes the tally every
// IMPRESSIONS_FLUSH_MS in one upsert (count = count + excluded.count) and when the app closes.
// Only shoppers count: no signed-in dealer or admin, no client that says it is a crawler or a
// script, no client without a user agent (every browser sends one).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ListingSearchResponse } from 'shared-contracts';
import type { Clock } from '../lib/clock';
import type { AuthContext } from '../plugins/auth';
import type { PrebuiltJson } from '../lib/prebuilt-json';
import { searchPageJson } from './mappers';

interface ImpressionRow {
  listingId: string;
  day: string;
  count: number;
}

const DAY_MS = 86_400_000;

/** A public search page as it is sent (prebuilt JSON), with the ids of the listings it shows. */
export interface ShownPage {
  answer: PrebuiltJson;
  listingIds: string[];
}

export function shownPage(page: ListingSearchResponse): ShownPage {
  return { answer: searchPageJson(page), listingIds: page.data.listings.map((l) => l.id) };
}

// Crawlers name themselves ("Googlebot/2.1; +http://www.google.com/bot.html"), link previews say
// "preview" or "externalhit", scripts send their library's name. "bot/" and "bot;" rather than
// "bot", so a phone model such as "CUBOT X30" is not taken for one.
const NOT_A_SHOPPER =
  /bot[/;)]|spider|crawl|slurp|preview|externalhit|\+https?:|^(curl|wget|python|go-http|java|okhttp|axios|node|undici|libwww|apache-httpclient)\b/i;

/** Whether a public search by this caller counts as shown to a shopper. */
function isShopperSearch(auth: AuthContext | undefined, userAgent: string | undefined): boolean {
  if (auth && auth.role !== 'user') return false;
  return Boolean(userAgent) && !NOT_A_SHOPPER.test(userAgent!);
}

/**
 * The per-instance tally and its writer. Counting a page is a few map increments keyed by the
 * page's own id strings (the cached page hands out the same strings every time), no allocation.
 */
export class ImpressionCounter {
  /** day (YYYY-MM-DD, UTC) -> listing id -> times shown */
  private tally = new Map<string, Map<string, number>>();
  private flushing: Promise<void> = Promise.resolve();
  private day = '';
  private dayEndsAt = -Infinity;

  constructor(
    private readonly write: (rows: ImpressionRow[]) => Promise<void>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts the page's listings once each if a shopper asked; answers the page's JSON. */
  shown(page: ShownPage, auth: AuthContext | undefined, userAgent: string | undefined): PrebuiltJson {
    if (isShopperSearch(auth, userAgent)) this.record(page.listingIds);
    return page.answer;
  }

  record(listingIds: readonly string[]): void {
    if (listingIds.length === 0) return;
    const now = this.clock.now().getTime();
    if (now >= this.dayEndsAt || now < this.dayEndsAt - DAY_MS) {
      this.day = new Date(now).toISOString().slice(0, 10);
      this.dayEndsAt = Date.parse(this.day) + DAY_MS;
    }
    let counts = this.tally.get(this.day);
    if (!counts) this.tally.set(this.day, (counts = new Map()));
    for (const id of listingIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  }

  /** Listing-days counted and not yet written. */
  get pending(): number {
    let n = 0;
    for (const counts of this.tally.values()) n += counts.size;
    return n;
  }

  /**
   * Writes what was counted so far in one statement; flushes run one after another. If the write
   * fails the counts are kept for the next flush (and logged), so a database hiccup loses nothing.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeTally());
    return this.flushing;
  }

  private async writeTally(): Promise<void> {
    if (this.tally.size === 0) return;
    const batch = this.tally;
    this.tally = new Map();
    const rows: ImpressionRow[] = [];
    for (const [day, counts] of batch) for (const [listingId, count] of counts) rows.push({ listingId, day, count });
    try {
      await this.write(rows);
    } catch (error) {
      for (const { listingId, day, count } of rows) {
        let counts = this.tally.get(day);
        if (!counts) this.tally.set(day, (counts = new Map()));
        counts.set(listingId, (counts.get(listingId) ?? 0) + count);
      }
      this.log.warn(
        { err: error, listingDays: rows.length },
        'search impressions not written yet; kept for the next flush',
      );
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listingImpressions: ImpressionCounter;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    // The repository is looked up at each write, so a test can watch the statements.
    const counter = new ImpressionCounter((rows) => app.listingsRepository.addImpressions(rows), app.clock, app.log);
    app.decorate('listingImpressions', counter);
    const every = app.config.IMPRESSIONS_FLUSH_MS;
    const timer = every > 0 ? setInterval(() => void counter.flush(), every) : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'listing-impressions', dependencies: ['listings-repository'] },
);
