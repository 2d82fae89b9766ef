// Per-account sign-in limit that slows guessing without letting a stranger lock the owner out:
// failed sign-ins are counted per account (by normalised email, whether or not it exists, so
// the answer reveals nothing). Once an account has ACCOUNT_FAILURES.max failures in the window,
// only addresses that signed in to it (or reset its password) in the last 30 days get through;
// every other address gets 429 until the window ends.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normaliseEmail } from 'shared-contracts';
import { tooMany } from '../lib/errors';
import { HOUR_MS, MINUTE_MS } from '../plugins/rate-limit';

const ACCOUNT_FAILURES = { max: 10, windowMs: 15 * MINUTE_MS };
const KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

type GuardDeps = Pick<FastifyInstance, 'limits' | 'config'>;

const accountKey = (email: string) => `login-account:${normaliseEmail(email)}`;
const knownKey = (email: string, ip: string) =>
  `login-known:${normaliseEmail(email)}:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;

/** 429 when the account is under attack and this address has not signed in to it recently. */
export async function checkAccountGuard(deps: GuardDeps, email: string, ip: string, message: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  const failures = await deps.limits.read(accountKey(email));
  if (!failures || failures.count < ACCOUNT_FAILURES.max) return;
  if (await deps.limits.read(knownKey(email, ip))) return;
  throw tooMany(message);
}

export async function recordFailedSignIn(deps: GuardDeps, email: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  await deps.limits.hit(accountKey(email), ACCOUNT_FAILURES.windowMs);
}

/** Remembers that this address proved it may use the account (sign-in, password reset). */
export async function rememberAddress(deps: GuardDeps, email: string, ip: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  await deps.limits.mark(knownKey(email, ip), KNOWN_ADDRESS_MS);
}
