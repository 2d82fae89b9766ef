// What the billing services use (built once in services.ts); their parts (charges/, clock/,
// reads/, follow-ups) take it, or the part of it they read.
import type { Config } from '../config';
import type { DealersService } from '../dealers/service';
import type { BackgroundTasks } from './charges/background';
import type { PaymentGateway } from './gateway';
import type { BillingRepository } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

export interface BillingDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer'> {
  /** Links in mails (PUBLIC_URL) and the support address on receipts and mails (CONTACT_TO). */
  config: Pick<Config, 'PUBLIC_URL' | 'CONTACT_TO'>;
  paymentGateway: PaymentGateway;
  billingRepository: BillingRepository;
  /** The dealer of the signed-in user and its lead count. */
  dealers: Pick<DealersService, 'requireDealer' | 'totalLeadsReceived'>;
  /** Billing work started after an answer was sent (a verified lead's charge). */
  billingTasks: BackgroundTasks;
}
