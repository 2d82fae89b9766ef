// Delivers the outbox through SMTP: claims one due mail at a time, sends it, records `sent`, or
// a retry at an exponential backoff, or `failed` after the last attempt (or at once on a
// permanent SMTP refusal). Several senders (instances) may run against one database: a claim
// is exclusive until its lease ends, so a mail is sent once. The one gap is a sender that dies
// after the server accepted a mail and before `sent` is recorded: after the lease the mail is
// sent again (at least once, never lost).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { createMailRepository, type MailRepository, type OutboxRow } from './repository';
import { isPermanent, isUnreachable, type MailTransport } from './transport';

/** How long a claim holds a mail: far longer than one SMTP conversation may take (transport.ts timeouts). */
export const CLAIM_LEASE_MS = 5 * 60_000;
/** The longest wait between two attempts. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export interface SenderOptions {
  /** Attempts before a mail is recorded as failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** The wait after the first failed attempt, doubled after each next one up to an hour (MAIL_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Mails sent at most per run (the rest waits for the next one). */
  batch?: number;
}

export interface SendRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The wait after the `attempt`-th failed attempt: base, 2 x base, 4 x base ... at most an hour. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export class MailSender {
  private readonly repo: MailRepository;

  constructor(
    db: Db,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly options: SenderOptions,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.repo = createMailRepository(db);
  }

  /** One round: sends what is due now (up to `batch`); stops early when the server cannot be reached. */
  async runOnce(): Promise<SendRun> {
    const run: SendRun = { sent: 0, retried: 0, failed: 0 };
    const batch = this.options.batch ?? 100;
    for (let i = 0; i < batch; i += 1) {
      const now = this.clock.now();
      const mail = await this.repo.claimDue(now, new Date(now.getTime() + CLAIM_LEASE_MS));
      if (!mail) break;
      const outcome = await this.deliver(mail);
      run[outcome.result] += 1;
      if (outcome.unreachable) break;
    }
    return run;
  }

  private async deliver(mail: OutboxRow): Promise<{ result: keyof SendRun; unreachable?: boolean }> {
    try {
      await this.transport.send(mail);
    } catch (error) {
      const message = describe(error);
      if (mail.attempts >= this.options.maxAttempts || isPermanent(error)) {
        await this.repo.markFailed(mail, message);
        this.log?.error(
          { err: error, mailId: mail.id, to: mail.to, attempts: mail.attempts },
          'mail could not be delivered: recorded as failed',
        );
        return { result: 'failed', unreachable: isUnreachable(error) };
      }
      const next = new Date(this.clock.now().getTime() + retryDelayMs(mail.attempts, this.options.retryBaseMs));
      await this.repo.markRetry(mail, next, message);
      this.log?.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, nextAttemptAt: next },
        'mail not delivered yet: tried again later',
      );
      return { result: 'retried', unreachable: isUnreachable(error) };
    }
    await this.repo.markSent(mail, this.clock.now());
    return { result: 'sent' };
  }
}
