// A small per-instance cache for public read models (search pages, counts, filter options).
//
// Correct with several API instances: every entry is keyed by a version number kept in the
// database (cache_versions). A listing write calls bumpListingsVersion(), which increments
// it; the writing instance drops its entries at once, the others within VERSION_POLL_MS
// (they re-read the version at most that often, and then tell the search index to read the
// change before it answers). Whatever no write announces (a dealer's
// trial running out at a given time, view counters behind the "popular" sort) is bounded by
// twice the entry TTL (SEARCH_CACHE_TTL_MS, default 5 s): an entry of the current version is
// answered for one more TTL after it expires while a refresh runs in the background
// (stale-while-revalidate). TTL 0 turns the cache off.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const VERSION_POLL_MS = 1000;
const MAX_ENTRIES = 5000;

interface Entry<T> {
  expires: number;
  version: number;
  value: T;
}

const caches = new Set<ReadModelCache>();

export class ReadModelCache {
  private entries = new Map<string, Entry<unknown>>();
  private inFlight = new Map<string, Promise<unknown>>();
  private version = 0;
  private versionCheckedAt = -Infinity;
  private versionRead?: Promise<number>;

  constructor(
    readonly db: Db,
    readonly name: string,
    private readonly ttlMs: number,
  ) {
    caches.add(this);
  }

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
    const now = Date.now();
    const hit = this.entries.get(key) as Entry<T> | undefined;
    if (hit && hit.version === version && hit.expires > now) return hit.value;
    const flightKey = `${version}\u0000${key}`;
    const pending = this.inFlight.get(flightKey) as Promise<T> | undefined;
    // Expired but of the current version and less than one more TTL old: answer it and refresh
    // in the background (stale-while-revalidate), so a hot search never waits for the database.
    // Not for parts of another entry (allowStale false), or staleness would add up.
    const servable = opts.allowStale !== false && hit && hit.version === version && hit.expires + ttlMs > now;
    if (pending) return servable ? hit.value : pending;
    const work = compute()
      .then((value) => {
        if (this.entries.size >= MAX_ENTRIES) this.evict(now);
        this.entries.delete(key);
        this.entries.set(key, { expires: Date.now() + ttlMs, version, value });
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

  /** The version (of `name`) as this instance knows it (read from the database at most once a second). */
  knownVersion(): Promise<number> {
    return this.currentVersion();
  }

  /** Forgets everything now (called on this instance after a write it made). */
  invalidateLocal(version?: number): void {
    this.entries.clear();
    if (version !== undefined) {
      this.version = version;
      this.versionCheckedAt = Date.now();
    } else {
      this.versionCheckedAt = -Infinity;
    }
  }

  /** Drops one entry (a key that will not be asked for again). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  close(): void {
    caches.delete(this);
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

  private async currentVersion(): Promise<number> {
    if (Date.now() - this.versionCheckedAt < VERSION_POLL_MS) return this.version;
    if (!this.versionRead) {
      this.versionRead = readVersion(this.db, this.name)
        .then((v) => {
          if (v !== this.version) {
            this.entries.clear();
            // Another instance announced a change: the search index reads it before the next
            // search answers, or that search would cache the index's older state under the new version.
            if (this.name === 'listings') for (const listener of listingsChangeListeners) listener();
          }
          this.version = v;
          this.versionCheckedAt = Date.now();
          return v;
        })
        .finally(() => {
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
 * Announces a change to the public listings (listing created, edited, deleted, approved,
 * paused; dealer approved or suspended; subscription started, cancelled or expired).
 * Call it after the write commits (or inside the same transaction, passing `tx`).
 */
export async function bumpListingsVersion(db: Db): Promise<void> {
  const result = await db.execute(sql`
    insert into cache_versions (name, version, updated_at) values ('listings', 1, now())
    on conflict (name) do update set version = cache_versions.version + 1, updated_at = now()
    returning version`);
  const version = Number(rowsOf<{ version: number }>(result)[0]?.version ?? 0);
  // Every listings cache of this process forgets at once (the writer may be a transaction
  // handle, so the cache's own db cannot be matched by identity); other processes poll.
  for (const cache of caches)
    if (cache.name === 'listings') cache.invalidateLocal(db === cache.db ? version : undefined);
  for (const listener of listingsChangeListeners) listener();
}

/** Called in this process whenever a write announces a change to the public listings (the search index). */
export const listingsChangeListeners = new Set<() => void>();

/** Rows of a db.execute() result on either driver (node-postgres and PGlite both return { rows }). */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}
