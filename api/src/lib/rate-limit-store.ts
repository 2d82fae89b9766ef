// Fixed-window counters in the database table rate_limits, so limits hold across API
// instances. Used as the store of @fastify/rate-limit (incr/child, plugins/rate-limit.ts) and
// directly for counters that are not one-per-request (plugins/login-guard.ts).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Clock } from './clock';

export interface Window {
  count: number;
  endsAt: Date;
}
type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

const CLEANUP_EVERY = 500;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

export class DbRateLimitStore {
  private hits = 0;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly prefix = '',
  ) {}

  /** Counts one hit on `key` (one upsert, so concurrent hits are counted exactly). */
  async hit(key: string, windowMs: number): Promise<Window> {
    const now = this.clock.now();
    const ends = new Date(now.getTime() + windowMs).toISOString();
    const result = await this.db.execute(sql`
      insert into rate_limits (key, count, window_ends_at) values (${this.prefix + key}, 1, ${ends})
      on conflict (key) do update set
        count = case when rate_limits.window_ends_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
        window_ends_at = case when rate_limits.window_ends_at <= ${now.toISOString()} then ${ends}::timestamptz else rate_limits.window_ends_at end
      returning count, window_ends_at`);
    if (++this.hits % CLEANUP_EVERY === 0) await this.cleanup(now);
    const [row] = rowsOf<{ count: number; window_ends_at: string | Date }>(result);
    return { count: Number(row.count), endsAt: new Date(row.window_ends_at) };
  }

  /** The running window of `key`, if any (no hit counted). */
  async read(key: string): Promise<Window | undefined> {
    const now = this.clock.now();
    const result = await this.db.execute(sql`
      select count, window_ends_at from rate_limits where key = ${this.prefix + key} and window_ends_at > ${now.toISOString()}`);
    const [row] = rowsOf<{ count: number; window_ends_at: string | Date }>(result);
    return row ? { count: Number(row.count), endsAt: new Date(row.window_ends_at) } : undefined;
  }

  /** Sets `key` to one hit in a new window of `windowMs` (a marker, e.g. "this address signed in here"). */
  async mark(key: string, windowMs: number): Promise<void> {
    const ends = new Date(this.clock.now().getTime() + windowMs).toISOString();
    await this.db.execute(sql`
      insert into rate_limits (key, count, window_ends_at) values (${this.prefix + key}, 1, ${ends})
      on conflict (key) do update set count = 1, window_ends_at = ${ends}::timestamptz`);
  }

  private async cleanup(now: Date): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limits where window_ends_at < ${new Date(now.getTime() - 3600_000).toISOString()}`,
    );
  }

  // --- the @fastify/rate-limit store interface (v11: incr, read, child) ---

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.hit(key, timeWindow).then(
      (w) => callback(null, { current: w.count, ttl: Math.max(0, w.endsAt.getTime() - this.clock.now().getTime()) }),
      (error: Error) => callback(error),
    );
  }

  child(params: { name?: string; routeInfo?: { method?: unknown; url?: string } }): DbRateLimitStore {
    const name = params.name ?? `${String(params.routeInfo?.method ?? '')}:${params.routeInfo?.url ?? ''}`;
    return new DbRateLimitStore(this.db, this.clock, `${this.prefix}${name}:`);
  }
}
