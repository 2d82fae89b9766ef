// Sign-in throttle that slows guessing without locking the owner out: failed sign-ins are
// counted per account (normalised email, existing or not, so the answer reveals nothing) and
// client address together, and each failure past the first few makes that address wait longer
// before its next try on that account. Another address (the owner's) is not slowed by them.
// The routes add 10 tries per 15 minutes per address and account, and 50 per address.
import { createHash } from 'node:crypto';
import { normaliseEmail } from 'shared-contracts';
import type { Config } from '../config';
import type { Clock } from '../lib/clock';
import { tooMany } from '../lib/errors';
import type { DbRateLimitStore } from '../lib/rate-limit-store';
import { MINUTE_MS } from '../plugins/rate-limit';

/** Failures of one address on one account are counted for this long after the first. */
const FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Failures answered at once; each one after them doubles the wait (2 s, 4 s, 8 s ... at most 5 minutes). */
const FREE_FAILURES = 3;
const FIRST_WAIT_MS = 2000;
const LONGEST_WAIT_MS = 5 * MINUTE_MS;

type GuardDeps = { limits: DbRateLimitStore; config: Pick<Config, 'RATE_LIMIT'>; clock: Clock };

const pairOf = (email: string, ip: string) =>
  `${normaliseEmail(email)}:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
const failuresKey = (email: string, ip: string) => `login-failures:${pairOf(email, ip)}`;
const waitKey = (email: string, ip: string) => `login-wait:${pairOf(email, ip)}`;

/** How long an address waits after its `failures`-th failure on an account. */
export function waitAfter(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1), LONGEST_WAIT_MS);
}

const waitMessage = (ms: number): string => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const wait = seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
};

/** 429 while this address still waits after its last failure on this account. */
export async function checkSignInWait(deps: GuardDeps, email: string, ip: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  const wait = await deps.limits.read(waitKey(email, ip));
  if (wait) throw tooMany(waitMessage(wait.endsAt.getTime() - deps.clock.now().getTime()));
}

/** Counts a failure of this address on this account and starts its wait. */
export async function recordFailedSignIn(deps: GuardDeps, email: string, ip: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  const { count } = await deps.limits.hit(failuresKey(email, ip), FAILURE_WINDOW_MS);
  const ms = waitAfter(count);
  if (ms > 0) await deps.limits.mark(waitKey(email, ip), ms);
}

/** This address proved it may use the account (sign-in, password reset): its failures are forgotten. */
export async function forgetFailures(deps: GuardDeps, email: string, ip: string): Promise<void> {
  if (deps.config.RATE_LIMIT === 'off') return;
  // A window that ends now is over (read and hit start afresh).
  await deps.limits.mark(failuresKey(email, ip), 0);
  await deps.limits.mark(waitKey(email, ip), 0);
}
