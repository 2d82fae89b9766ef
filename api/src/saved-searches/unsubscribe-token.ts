// The mailed unsubscribe links: `s.<savedSearchId>.<mac>` (that search's mail) or
// `a.<userId>.<mac>` (every saved-search and price-drop mail), the mac an HMAC-SHA256 of the
// kind and id with the server's signing key (config.JWT_SECRET, generated when unset: never a
// default). No expiry: a link in an old mail keeps working; nothing but mail settings changes.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../lib/ids';

export type UnsubscribeTarget = { scope: 'search'; id: string } | { scope: 'all'; id: string };

const KIND = { search: 's', all: 'a' } as const;

function mac(secret: string, kind: string, id: string): string {
  return createHmac('sha256', secret).update(`keep-unsubscribe:${kind}:${id}`).digest('base64url');
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  const kind = KIND[target.scope];
  return `${kind}.${target.id}.${mac(secret, kind, target.id)}`;
}

/** The target of a token whose mac verifies, else undefined. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const [kind, id, given, ...rest] = token.split('.');
  if (rest.length > 0 || !id || !given || !isUuid(id) || (kind !== 's' && kind !== 'a')) return undefined;
  const expected = Buffer.from(mac(secret, kind, id));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { scope: kind === 's' ? 'search' : 'all', id };
}
