// Fixed-window rate limits kept in the database, so they hold across API instances.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tooMany } from './errors';

/**
 * Counts one hit on `key`; throws 429 once more than `max` hits fall in the window.
 * One statement (upsert), so concurrent hits are counted exactly.
 */
export async function hitRateLimit(db: Db, key: string, max: number, windowSeconds: number, now: Date, message?: string): Promise<void> {
  const windowEnds = new Date(now.getTime() + windowSeconds * 1000);
  const rows = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_ends_at) values (${key}, 1, ${windowEnds.toISOString()})
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= ${now.toISOString()} then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= ${now.toISOString()} then ${windowEnds.toISOString()}::timestamptz else rate_limits.window_ends_at end
    returning count`);
  const count = Number((rows as unknown as { rows: Array<{ count: number }> }).rows?.[0]?.count ?? (rows as unknown as Array<{ count: number }>)[0]?.count);
  if (count > max) throw tooMany(message);
}
