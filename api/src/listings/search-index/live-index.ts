// The public search index of one API instance (store.ts + query.ts), kept current from the
// database. The first search loads every active listing; after that the index reads only the
// rows changed since its last read (listings.search_changed_at, set by a trigger) and the ids
// deleted since (listing_removals), overlapping the last read by a margin so a write committed
// late is not missed. It reads before a search answers when a write of this instance announced
// a change (cache.ts bumpListingsVersion), and in the background when its last read is POLL_MS
// old (another instance's writes, and changes nobody announces). Every RELOAD_MS it refreshes: reads every
// active listing again, CHUNK rows at a time while searches go on, for the view counts (the
// popular sort: counting a view does not mark the row) and anything a change read missed.
import type { ListingSearchQuery } from 'shared-contracts';
import type { Db } from '../../db/client';
import { listingsChangeListeners } from '../cache';
import type { CappedCount } from '../mappers';
import { RAW_COLUMNS } from '../repository';
import { buildCommonOrders, eligibleDealers, searchIndex } from './query';
import { BULK_MOVES, SearchStore, type IndexedRow, type RowField } from './store';

const POLL_MS = 1000;
const RELOAD_MS = 3_600_000;
/** Rows read at a time when loading or refreshing everything. */
const CHUNK = 10_000;
/** How far back each read reaches before the previous one (a transaction committing later than this is caught by the reload). */
const OVERLAP = '10 seconds';

type RawClient = { query(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> };

const COLUMNS = `${RAW_COLUMNS}, listings.dealer_id, listings.zip_code, listings.latitude, listings.longitude, listings.available, listings.views,
  (extract(epoch from listings.date_added) * 1000000)::float8 as date_added_us, listings.due_at_signing::float8 as due_at_signing, listings.status,
  listings.search_changed_at::text as changed_at`;

/** A row of COLUMNS (driver types) as the store keeps it: one object literal, every field set (mappers.ts rawSummaryRow's conversions). */
function indexedRow(r: Record<string, unknown>): IndexedRow {
  const money = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id as string,
    make: r.make as string,
    model: r.model as string,
    year: r.year as number,
    bodyType: r.body_type as string,
    fuelType: r.fuel_type as string,
    transmission: r.transmission as string,
    monthlyPayment: Number(r.monthly_payment),
    imageUrl: (r.image_url as string | null) ?? null,
    isLimitedOffer: r.is_limited_offer as boolean,
    dateAdded: r.date_added instanceof Date ? r.date_added : new Date(r.date_added as string),
    msrp: Number(r.msrp),
    downPayment: Number(r.down_payment),
    leaseTerms: r.lease_terms as number[],
    mileageLimits: r.mileage_limits as number[],
    extraMileageCost: Number(r.extra_mileage_cost),
    effectiveMonthly: money(r.effective_monthly),
    dealScore: (r.deal_score as number | null) ?? null,
    dealScorePeers: (r.deal_score_peers as number | null) ?? null,
    dealPeerMedian: money(r.deal_peer_median),
    dealPeerBand: (r.deal_peer_band as boolean | null) ?? null,
    dealerId: r.dealer_id as string,
    zipCode: (r.zip_code as string | null) ?? null,
    latitude: (r.latitude as number | null) ?? null,
    longitude: (r.longitude as number | null) ?? null,
    available: r.available as boolean,
    views: r.views as number,
    dateAddedUs: Number(r.date_added_us),
    dueAtSigning: money(r.due_at_signing),
    changedAt: r.changed_at as string,
  };
}

function grown(a: Uint8Array, length: number): Uint8Array<ArrayBuffer> {
  const next = new Uint8Array(length);
  next.set(a);
  return next;
}

export interface IndexAnswer {
  cards: string[];
  count: CappedCount;
  listingIds: string[];
}

export class ListingSearchIndex {
  private store?: SearchStore;
  /** The database's clock when the last read began. */
  private readAt = '';
  private changed = true;
  private readStartedAt = -Infinity;
  private loadedAt = -Infinity;
  private reading?: Promise<void>;
  /** The refresh under way, and the listings removed since it began (with when). */
  private refreshing?: Promise<void>;
  private removedDuringRefresh?: Map<string, string>;
  private eligible?: { ids: readonly string[]; store: SearchStore; dealers: number; of: Uint8Array };
  private readonly onChange = () => {
    this.changed = true;
  };

  constructor(
    private readonly client: RawClient,
    private readonly reloadMs = RELOAD_MS,
  ) {
    listingsChangeListeners.add(this.onChange);
  }

  /** The refresh under way, if any (tests). */
  get settled(): Promise<void> {
    return this.refreshing ?? Promise.resolve();
  }

  static of(db: Db, reloadMs = RELOAD_MS): ListingSearchIndex {
    return new ListingSearchIndex((db as unknown as { $client: RawClient }).$client, reloadMs);
  }

  close(): void {
    listingsChangeListeners.delete(this.onChange);
    this.store = undefined;
  }

  /** A page of the public matches of `q` (listings of the eligible dealers only) and their count capped at `cap`. */
  async search(q: ListingSearchQuery, eligibleDealerIds: readonly string[], cap: number): Promise<IndexAnswer> {
    const st = await this.current();
    const page = searchIndex(st, q, this.eligibleOf(st, eligibleDealerIds), cap);
    const cards = page.slots.map((s, i) => {
      const card = st.cardJson(s);
      return page.distances ? `${card.slice(0, -1)},"distanceMiles":${page.distances[i]}}` : card;
    });
    return { cards, count: page.count, listingIds: page.slots.map((s) => st.ids[s]) };
  }

  /**
   * The store: brought up to date first when this instance announced a change (its own writes
   * show at once); when the last read is POLL_MS old, read in the background while this search
   * answers from the store as it is (a slow read never holds the searches).
   */
  private async current(): Promise<SearchStore> {
    if (this.store && !this.changed) {
      if (Date.now() - this.readStartedAt >= POLL_MS && !this.reading) {
        // (a failed read marks the index changed: the next search waits for a read and meets the error)
        this.startRead().catch(() => undefined);
      }
      return this.store;
    }
    while (this.changed || !this.store) await this.startRead();
    return this.store;
  }

  private startRead(): Promise<void> {
    return (this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    }));
  }

  /** Reads what changed since the last read (everything the first time), and starts the refresh every RELOAD_MS. */
  private async read(): Promise<void> {
    this.changed = false;
    this.readStartedAt = Date.now();
    try {
      const {
        rows: [clock],
      } = await this.client.query('select clock_timestamp()::text as at');
      if (!this.store) {
        const store = new SearchStore();
        await this.eachActive((rows) => {
          for (const r of rows) store.upsert(indexedRow(r));
        });
        buildCommonOrders(store);
        this.store = store;
        this.loadedAt = Date.now();
      } else {
        const since = [this.readAt];
        const { rows } = await this.client.query(
          `select ${COLUMNS} from listings where listings.search_changed_at > $1::timestamptz - interval '${OVERLAP}'`,
          since,
        );
        const { rows: removed } = await this.client.query(
          `select listing_id::text as id, removed_at::text as at from listing_removals where removed_at > $1::timestamptz - interval '${OVERLAP}'`,
          since,
        );
        const store = this.store;
        if (!store) return; // closed meanwhile
        // Rows of the overlap already read as they are now are skipped.
        const fresh = rows.filter((r) => store.changedAt(r.id as string) !== r.changed_at);
        if (fresh.length > BULK_MOVES) {
          // The orders reading a field that changes are rebuilt on their next use (a new median moving many deal scores: the deal score orders).
          // A listing arriving or leaving is in every order.
          const fields = new Set<RowField>();
          let all = false;
          for (const r of fresh) {
            const changed = r.status === 'active' ? store.fieldsChanged(indexedRow(r)) : undefined;
            if (!changed) all = true;
            else for (const f of changed) fields.add(f);
          }
          store.forgetOrders(all ? undefined : fields);
        }
        for (const r of fresh) {
          if (r.status === 'active') store.upsert(indexedRow(r));
          else this.removeListing(r.id as string, r.changed_at as string);
        }
        for (const r of removed) this.removeListing(r.id as string, r.at as string);
      }
      this.readAt = clock.at as string;
    } catch (error) {
      this.changed = true;
      throw error;
    }
    if (Date.now() - this.loadedAt >= this.reloadMs && !this.refreshing) {
      this.loadedAt = Date.now();
      this.refreshing = this.refresh()
        .catch(() => {
          // Tried again in a minute (the index stays as it is meanwhile).
          this.loadedAt = Date.now() - this.reloadMs + 60_000;
        })
        .finally(() => {
          this.refreshing = undefined;
        });
    }
  }

  private removeListing(id: string, at: string): void {
    this.store?.remove(id);
    this.removedDuringRefresh?.set(id, at);
  }

  /** Every active listing, CHUNK rows at a time in id order. */
  private async eachActive(take: (rows: Array<Record<string, unknown>>) => void): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = await this.client.query(
        `select ${COLUMNS} from listings where listings.status = 'active' and listings.id > $1::uuid order by listings.id limit ${CHUNK}`,
        [after],
      );
      take(rows);
      if (rows.length < CHUNK) return;
      after = rows[rows.length - 1].id as string;
    }
  }

  /**
   * Reads every active listing again, CHUNK rows at a time while searches go on: applies what
   * the change reads missed (a row newer than the index's, unless removed since), takes the
   * view counts (the popular sort: counting a view does not mark the row), and drops a listing
   * it did not meet that has not changed since it began.
   */
  private async refresh(): Promise<void> {
    const st = this.store!;
    const {
      rows: [clock],
    } = await this.client.query(`select (clock_timestamp() - interval '${OVERLAP}')::text as at`);
    const before = clock.at as string;
    let seen: Uint8Array<ArrayBuffer> = new Uint8Array(st.end + CHUNK);
    const views: Array<[string, number]> = [];
    this.removedDuringRefresh = new Map();
    try {
      await this.eachActive((rows) => {
        for (const r of rows) {
          const id = r.id as string;
          const at = r.changed_at as string;
          const held = st.changedAt(id);
          // (the database's timestamps as text, in one zone, sort as they compare)
          if (held === undefined ? !(this.removedDuringRefresh!.get(id)! >= at) : at > held) st.upsert(indexedRow(r));
          else if (held === at) views.push([id, r.views as number]);
          const slot = st.slotOf.get(id);
          if (slot === undefined) continue;
          if (slot >= seen.length) seen = grown(seen, slot + CHUNK);
          seen[slot] = 1;
        }
      });
      st.setViews(views);
      for (let s = 0; s < st.end; s++) {
        const row = st.rows[s];
        if (row && !seen[s] && row.changedAt < before) st.remove(row.id);
      }
    } finally {
      this.removedDuringRefresh = undefined;
    }
  }

  /** The eligible dealers as the store numbers them (kept until the ids, the store or its dealers change). */
  private eligibleOf(st: SearchStore, ids: readonly string[]): Uint8Array {
    const e = this.eligible;
    if (e && e.ids === ids && e.store === st && e.dealers === st.dealers.values.length) return e.of;
    const of = eligibleDealers(st, ids);
    this.eligible = { ids, store: st, dealers: st.dealers.values.length, of };
    return of;
  }
}
