// View counting: one view per visitor per listing per day. A visitor is the signed-in user, or
// else the address and user agent, kept only as a salted hash (salt derived from the signing
// key, day included, so hashes cannot be linked across days). listing_views keeps one row per
// listing, day and visitor (per-listing per-day views: count(*) group by listing_id, day);
// listings.views is the running total the "popular" sort reads.
import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export function visitorHash(salt: string, day: string, visitor: string): string {
  return createHmac('sha256', salt).update(`listing-view\n${day}\n${visitor}`).digest('base64url').slice(0, 22);
}

/** Counts the view if this visitor has not viewed the listing today; true when counted. */
export async function recordView(db: Db, listingId: string, visitor: string, salt: string, now: Date): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const result = await db.execute(sql`
    with first_today as (
      insert into listing_views (listing_id, day, visitor) values (${listingId}, ${day}, ${visitorHash(salt, day, visitor)})
      on conflict do nothing returning listing_id
    )
    update listings set views = views + 1 where id = ${listingId} and exists (select 1 from first_today) returning id`);
  const rows = (result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows.length > 0;
}
