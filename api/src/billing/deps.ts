// What the billing services use (built once in services.ts); their parts (charges/, clock/,
// reads/, follow-ups) take it, or the part of it they read.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { DealersService } from '../dealers/service';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../lib/mailer';
import type { BackgroundTasks } from './charges/background';
import type { PaymentGateway } from './gateway';
import type { BillingRepository } from './repository';

export interface BillingDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** Links in mails (PUBLIC_URL) and the support address on receipts and mails (CONTACT_TO). */
  config: Pick<Config, 'PUBLIC_URL' | 'CONTACT_TO'>;
  paymentGateway: PaymentGateway;
  billingRepository: BillingRepository;
  /** The dealer of the signed-in user and its lead count. */
  dealers: Pick<DealersService, 'requireDealer' | 'totalLeadsReceived'>;
  /** Billing work started after an answer was sent (a verified lead's charge). */
  billingTasks: BackgroundTasks;
}
