// Deal-page views without a write on the request path: each instance keeps the views it counted
// (listing, UTC day, hashed visitor; views.ts) in memory and adds them every VIEWS_FLUSH_MS in
// one statement (listing_views rows, on conflict nothing, and listings.views by the rows really
// added), and when the app closes. The rule stays one view per visitor per listing per day: the
// instance skips a visitor it already counted today, the table's key catches the rest (another
// instance, a restart). A deal page shows the stored count plus this instance's views not yet
// written. At most VIEWS_BUFFER_MAX views wait; past that a flush starts and further views are
// dropped until it ends (a flood, not a shopper).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ViewRow {
  listingId: string;
  day: string;
  visitor: string;
}

/** How many visitor keys of the day an instance remembers before it forgets them (the table still dedupes). */
const SEEN_MAX = 200_000;

export class ViewCounter {
  /** listing|day|visitor -> the view, waiting for the flush */
  private pending = new Map<string, ViewRow>();
  /** listing id -> views waiting */
  private pendingPerListing = new Map<string, number>();
  /** listing id -> views being written now (still shown until the write ends) */
  private writingPerListing = new Map<string, number>();
  /** Keys counted by this instance on `day` (pending or written). */
  private seen = new Set<string>();
  private day = '';
  private flushing: Promise<void> = Promise.resolve();
  dropped = 0;

  constructor(
    private readonly write: (rows: ViewRow[]) => Promise<void>,
    private readonly maxPending: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Counts a view (no I/O); the views of the listing not yet written by this instance. */
  record(listingId: string, day: string, visitor: string): number {
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    const key = `${listingId}|${day}|${visitor}`;
    if (!this.seen.has(key)) {
      if (this.pending.size >= this.maxPending) {
        this.dropped += 1;
        void this.flush();
      } else {
        if (this.seen.size >= SEEN_MAX) this.seen.clear();
        this.seen.add(key);
        this.pending.set(key, { listingId, day, visitor });
        this.pendingPerListing.set(listingId, (this.pendingPerListing.get(listingId) ?? 0) + 1);
      }
    }
    return (this.pendingPerListing.get(listingId) ?? 0) + (this.writingPerListing.get(listingId) ?? 0);
  }

  /** Views counted and not yet written. */
  get size(): number {
    return this.pending.size;
  }

  /** Writes the waiting views in one statement; flushes run one after another. A failed write keeps them for the next. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writePending());
    return this.flushing;
  }

  private async writePending(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.writingPerListing = this.pendingPerListing;
    this.pending = new Map();
    this.pendingPerListing = new Map();
    try {
      await this.write([...batch.values()]);
    } catch (error) {
      for (const [key, row] of batch) {
        this.pending.set(key, row);
        this.pendingPerListing.set(row.listingId, (this.pendingPerListing.get(row.listingId) ?? 0) + 1);
      }
      this.log.warn({ err: error, views: batch.size }, 'listing views not written yet; kept for the next flush');
    } finally {
      this.writingPerListing = new Map();
    }
    if (this.dropped) {
      this.log.warn({ dropped: this.dropped }, 'listing views dropped: the buffer was full');
      this.dropped = 0;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    listingViews: ViewCounter;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const counter = new ViewCounter(
      (rows) => app.listingsRepository.addViews(rows),
      app.config.VIEWS_BUFFER_MAX,
      app.log,
    );
    app.decorate('listingViews', counter);
    const every = app.config.VIEWS_FLUSH_MS;
    const timer = every > 0 ? setInterval(() => void counter.flush(), every) : undefined;
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await counter.flush();
    });
  },
  { name: 'listing-views', dependencies: ['listings-repository'] },
);
