// The SMTP side of the sender: one nodemailer transport for SMTP_URL, with timeouts well inside
// the sender's claim lease (a mail still being sent is never claimed by another sender).
import type { Mail } from '../lib/mailer';

export interface MailTransport {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Connection, greeting and socket timeouts: together far below CLAIM_LEASE_MS (sender.ts). */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 };

export function smtpTransport(url: string, from: string): MailTransport {
  const transport = import('nodemailer').then((nm) => nm.createTransport(url, TIMEOUTS));
  return {
    async send(mail) {
      await (await transport).sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    },
    close() {
      void transport.then((t) => t.close());
    },
  };
}

/** An SMTP answer that will not change on a retry (5xx: no such mailbox, refused): final at once. */
export function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** The server could not be reached or talked to: the other due mails wait for the next round. */
export function isUnreachable(error: unknown): boolean {
  const code = (error as { code?: string }).code;
  return (
    code === 'ECONNECTION' || code === 'ETIMEDOUT' || code === 'ESOCKET' || code === 'EDNS' || code === 'ECONNREFUSED'
  );
}
