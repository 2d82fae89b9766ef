// The Mailer port: every mail is written to the `outbox` table through the transaction of the
// change that causes it (a transactional outbox: saved together with the change or not at all).
// With SMTP configured, the sender (src/mail) delivers the rows; without it the outbox is the
// end of the line (read by the dev outbox and `npm run mail`).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { outbox } from '../db/schema';
import type { Clock } from './clock';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** `smtp`: a sender delivers the outbox; `outbox`: the rows stay (no SMTP configured). */
  readonly kind: 'smtp' | 'outbox';
  /**
   * Writes the mail(s) through the caller's transaction (`tx`); a plain `db` when the mail is the
   * only change (one statement: its own transaction). Never opens a connection of its own (PGlite has one).
   */
  queue(tx: Db | Tx, mail: Mail | Mail[]): Promise<void>;
  /** After the commit: asks this instance's sender to deliver now instead of at its next round (nothing without SMTP). */
  wake(): void;
}

export class OutboxMailer implements Mailer {
  private waker: (() => void) | undefined;
  constructor(
    readonly kind: 'smtp' | 'outbox',
    private readonly clock: Clock,
  ) {}

  async queue(tx: Db | Tx, mail: Mail | Mail[]): Promise<void> {
    const mails = Array.isArray(mail) ? mail : [mail];
    if (mails.length === 0) return;
    // Due at once by the app's clock; created_at is the statement's time (several mails of one
    // transaction keep their order for the readers of the outbox).
    const now = this.clock.now();
    await tx.insert(outbox).values(
      mails.map((m) => ({
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        nextAttemptAt: now,
        createdAt: sql`clock_timestamp()`,
      })),
    );
  }

  wake(): void {
    this.waker?.();
  }

  /** The sender's hook (src/mail/plugin.ts). */
  onWake(waker: () => void): void {
    this.waker = waker;
  }
}
