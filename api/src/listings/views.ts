// View counting: one view per visitor per listing per day. A visitor is the signed-in user, or
// else the address and user agent, kept only as a salted hash (salt derived from the signing
// key, day included, so hashes cannot be linked across days). listing_views keeps one row per
// listing, day and visitor (per-listing per-day views: count(*) group by listing_id, day);
// listings.views is the running total the "popular" sort reads. The write is the repository's
// recordView.
import { createHmac } from 'node:crypto';

export function visitorHash(salt: string, day: string, visitor: string): string {
  return createHmac('sha256', salt).update(`listing-view\n${day}\n${visitor}`).digest('base64url').slice(0, 22);
}

/** The day (UTC) and the hashed visitor a view at `now` is counted under. */
export function viewKey(salt: string, now: Date, visitor: string): { day: string; visitor: string } {
  const day = now.toISOString().slice(0, 10);
  return { day, visitor: visitorHash(salt, day, visitor) };
}
