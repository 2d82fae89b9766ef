import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail { to: string; subject: string; text: string; html: string }

/** The Mailer port: SMTP when configured, otherwise the database outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  constructor(private readonly db: Db) {}
  async send(mail: Mail): Promise<void> {
    await this.db.insert(outbox).values(mail);
  }
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private transport: Promise<{ sendMail(m: object): Promise<unknown> }>;
  constructor(url: string, private readonly from: string) {
    this.transport = import('nodemailer').then((nm) => nm.createTransport(url));
  }
  async send(mail: Mail): Promise<void> {
    await (await this.transport).sendMail({ from: this.from, ...mail });
  }
}

/**
 * Sends a mail after the command's transaction committed: a failure is logged and the saved
 * work stays (on PGlite the outbox's own connection would wait for an open transaction).
 */
export async function sendAfterCommit(deps: { mailer: Mailer; log: FastifyBaseLogger }, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}
