// A small per-instance cache for public read models (search pages, counts, filter options).
//
// Correct with several API instances: every entry is keyed by a version number kept in the
// database (cache_versions), which the transaction of every change to what the public sees
// increments: the read model's triggers on listings, dealers and subscriptions (migrations
// 0013, 0022) and the commands that change a dealership's card (announceDealerCardChanged). A
// change the public cannot see (a new listing pending review, any edit of a listing that is not
// public-facing) increments nothing, so it keeps every cached answer (the rule: migration 0022). Each request
// the cache answers reads that version first (one primary-key read; concurrent requests share
// the read in flight), so a change committed on any instance is in the next answer of every
// instance, with no polling. Whatever no write announces (a dealer's trial running out at a
// given time, view counters behind the "popular" sort) is bounded by twice the entry TTL
// (SEARCH_CACHE_TTL_MS, default 5 s): an entry of the current version is answered for one more
// TTL after it expires while a refresh runs in the background (stale-while-revalidate). TTL 0
// turns the cache off.
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { systemClock, type Clock } from '../lib/clock';

const MAX_ENTRIES = 5000;

interface Entry<T> {
  expires: number;
  version: number;
  value: T;
}

export class ReadModelCache {
  private entries = new Map<string, Entry<unknown>>();
  private inFlight = new Map<string, Promise<unknown>>();
  private versionRead?: Promise<number>;
  private newestVersion = 0;

  constructor(
    readonly db: Db,
    readonly name: string,
    private readonly ttlMs: number,
    /** The time entries age by: the app's clock (tests move it instead of sleeping). */
    private readonly clock: Clock = systemClock,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached value for `key`, or computes it once (concurrent callers share the work). */
  async get<T>(
    key: string,
    compute: () => Promise<T>,
    opts: { ttlMs?: number; allowStale?: boolean } = {},
  ): Promise<T> {
    const ttlMs = opts.ttlMs ?? this.ttlMs;
    if (!this.enabled) return compute();
    const version = await this.currentVersion();
    if (version > this.newestVersion) {
      // Entries of older versions are never answered again.
      this.entries.clear();
      this.newestVersion = version;
    }
    const now = this.clock.now().getTime();
    const hit = this.entries.get(key) as Entry<T> | undefined;
    if (hit && hit.version === version && hit.expires > now) return hit.value;
    const flightKey = `${version}\u0000${key}`;
    const pending = this.inFlight.get(flightKey) as Promise<T> | undefined;
    // Expired but of the current version and less than one more TTL old: answer it and refresh
    // in the background (stale-while-revalidate), so a hot search never waits for the database.
    // Not for entries keyed by the clock (allowStale false), whose key already says when they end.
    const servable = opts.allowStale !== false && hit && hit.version === version && hit.expires + ttlMs > now;
    if (pending) return servable ? hit.value : pending;
    const work = compute()
      .then((value) => {
        if (this.entries.size >= MAX_ENTRIES) this.evict(now);
        this.entries.delete(key);
        this.entries.set(key, { expires: this.clock.now().getTime() + ttlMs, version, value });
        return value;
      })
      .finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, work);
    if (servable) {
      work.catch(() => {
        /* the next request retries */
      });
      return hit.value;
    }
    return work;
  }

  /** The version of `name` in the database (what caches in front of the API key by). */
  knownVersion(): Promise<number> {
    return this.currentVersion();
  }

  /** Drops one entry (a key that will not be asked for again). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  close(): void {
    this.entries.clear();
  }

  private evict(now: number): void {
    for (const [k, e] of this.entries) if (e.expires <= now) this.entries.delete(k);
    // Still full: drop the oldest insertions (Map keeps insertion order).
    let excess = this.entries.size - MAX_ENTRIES + Math.ceil(MAX_ENTRIES / 10);
    for (const k of this.entries.keys()) {
      if (excess-- <= 0) break;
      this.entries.delete(k);
    }
  }

  /** The version in the database; requests arriving while a read is in flight share it. */
  private currentVersion(): Promise<number> {
    if (!this.versionRead) {
      this.versionRead = readVersion(this.db, this.name).finally(() => {
        this.versionRead = undefined;
      });
    }
    return this.versionRead;
  }
}

async function readVersion(db: Db, name: string): Promise<number> {
  const result = await db.execute(sql`select version from cache_versions where name = ${name}`);
  return Number(rowsOf<{ version: number }>(result)[0]?.version ?? 0);
}

/**
 * Announces a change of a dealership's card (its name or place on its listings' cards), which the
 * read model's triggers do not see: call it inside the transaction of the change. Only a dealer
 * with a public-facing listing changes what the public sees (migration 0022's rule).
 */
export async function announceDealerCardChanged(db: Db | Tx, dealerId: string): Promise<void> {
  await db.execute(sql`select listings_dealer_changed(${dealerId})`);
}

/** Rows of a db.execute() result on either driver (node-postgres and PGlite both return { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
