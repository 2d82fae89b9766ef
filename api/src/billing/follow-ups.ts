// What a billing command or clock step does about its mails and the public listings. A mail to
// the dealer is written to the outbox inside the step's transaction (`mailDealer`: sent only if
// the work commits); after the commit `runFollowUps` announces that the public listings changed
// and wakes the mail sender.
import type { BillingDeps } from './deps';
import type { Tx } from '../db/client';
import { dealerContact } from '../dealers/service';
import type { Mail } from '../lib/mailer';
import { rescoreAllListings } from '../listings/service';
import type { BillingContact } from './mails';

export interface FollowUps {
  /** The dealer's listings enter or leave the public search (plan start, stop, expiry, pause, recovery). */
  bumpListings: boolean;
}

export const followUps = (): FollowUps => ({ bumpListings: false });

/** A link into the site (PUBLIC_URL), e.g. the billing page /dealer/payment. */
export const siteLink = (deps: Pick<BillingDeps, 'config'>, path = '/dealer/payment') =>
  `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

/** Writes the mail `build` makes for the dealer's contact into the outbox, inside the caller's transaction. */
export async function mailDealer(
  tx: Tx,
  deps: Pick<BillingDeps, 'mailer'>,
  dealerId: string,
  build: (contact: BillingContact) => Mail,
): Promise<void> {
  const contact = await dealerContact(tx, dealerId);
  if (contact) await deps.mailer.queue(tx, build(contact));
}

export async function runFollowUps(deps: BillingDeps, f: FollowUps): Promise<void> {
  deps.mailer.wake();
  if (f.bumpListings) {
    // Whose listings entered or left the public set moves their peers' deal scores.
    await rescoreAllListings(deps.db, deps.clock.now()).catch((error) =>
      deps.log.error({ err: error }, 'deal scores could not be recomputed'),
    );
  }
}
