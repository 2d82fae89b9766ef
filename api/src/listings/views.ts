// View counting: one view per visitor per listing per UTC day. A visitor is the network address
// the request came from (an IPv6 address by its /64, the block one subscriber is given), never the
// user agent (any client can send a new one with each request) nor the account (one person may
// hold many), kept only as a salted hash (salt derived from the signing key, day included, so
// hashes cannot be linked across days). listing_views keeps one row per listing, day and visitor
// (per-listing per-day views: count(*) group by listing_id, day); listings.views is the running
// total the "popular" sort reads. Views are counted in memory and written in batches (view-counter.ts).
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

function visitorHash(salt: string, day: string, visitor: string): string {
  return createHmac('sha256', salt).update(`listing-view\n${day}\n${visitor}`).digest('base64url').slice(0, 22);
}

/** The visitor a request from `ip` counts as: "ip:192.0.2.7", "ip:2001:db8:0:1::/64" (any address of that /64). */
export function visitorOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) return `ip:${mapped[1]}`;
  if (!isIPv6(ip)) return `ip:${ip}`;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `ip:${groups
    .slice(0, 4)
    .map((g) => (parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** The day (UTC) and the hashed visitor a view at `now` is counted under. */
export function viewKey(salt: string, now: Date, visitor: string): { day: string; visitor: string } {
  const day = now.toISOString().slice(0, 10);
  return { day, visitor: visitorHash(salt, day, visitor) };
}
