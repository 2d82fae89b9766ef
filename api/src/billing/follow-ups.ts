// What a billing command or clock step does after its transaction commits: mails to the dealer
// and the announcement that the public listings changed. Collected inside the transaction,
// run after it (a mail is never sent for work that rolled back; on PGlite the mailer's own
// connection would wait for the open transaction).
import type { FastifyInstance } from 'fastify';
import { dealerContact } from '../dealers/service';
import type { Mail } from '../lib/mailer';
import { sendAfterCommit } from '../lib/mailer';
import { bumpListingsVersion } from '../listings/cache';
import type { BillingContact } from './mails';

export interface FollowUps {
  mails: Array<{ dealerId: string; build: (contact: BillingContact) => Mail }>;
  /** The dealer's listings enter or leave the public search (plan start, stop, expiry, pause, recovery). */
  bumpListings: boolean;
}

export const followUps = (): FollowUps => ({ mails: [], bumpListings: false });

/** A link into the site (PUBLIC_URL), e.g. the billing page /dealer/payment. */
export const siteLink = (app: Pick<FastifyInstance, 'config'>, path = '/dealer/payment') => `${app.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

export async function runFollowUps(app: FastifyInstance, f: FollowUps): Promise<void> {
  if (f.bumpListings) {
    await bumpListingsVersion(app.db).catch((error) => app.log.error({ err: error }, 'listings cache version could not be bumped'));
  }
  for (const { dealerId, build } of f.mails) {
    const contact = await dealerContact(app.db, dealerId).catch(() => undefined);
    if (contact) await sendAfterCommit(app, build(contact));
  }
}
