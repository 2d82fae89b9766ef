// The outbox's sender as a background job (jobs/plugin.ts; only with SMTP_URL): a round right
// after a command committed a mail (app.mailer.wake() queues one; a burst is one round) and on
// MAIL_SEND_CRON as a safety net (retries after a failed attempt), one round at a time across all
// instances; off = only on demand (app.mailSender.runOnce(), as the tests do). Stops with the app
// after the round in progress.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxMailer } from '../lib/mailer';
import { MailSender } from './sender';
import { smtpTransport, type MailTransport } from './transport';

const MAIL_SEND_JOB = 'mail-send';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL (the outbox is the end of the line). */
    mailSender: MailSender | undefined;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, MAIL_SEND_CRON, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } = app.config;
    if (!SMTP_URL || app.mailer.kind !== 'smtp') {
      app.decorate('mailSender', undefined);
      return;
    }
    const transport: MailTransport = smtpTransport(SMTP_URL, MAIL_FROM);
    const sender = new MailSender(
      app.db,
      transport,
      app.clock,
      { maxAttempts: MAIL_MAX_ATTEMPTS, retryBaseMs: MAIL_RETRY_BASE_MS },
      app.log,
    );
    app.decorate('mailSender', sender);
    app.jobs.define({ name: MAIL_SEND_JOB, cron: MAIL_SEND_CRON, run: () => sender.runOnce() });
    // A committed mail asks for a round at once (one queued round covers a burst); the schedule is the safety net.
    if (MAIL_SEND_CRON !== 'off' && app.mailer instanceof OutboxMailer) {
      app.mailer.onWake(() => void app.jobs.request(MAIL_SEND_JOB));
    }
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      transport.close();
    });
  },
  { name: 'mail-sender', dependencies: ['infrastructure', 'jobs'] },
);
