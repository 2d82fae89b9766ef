// The sender in each API instance (only with SMTP_URL): a round every MAIL_SEND_MS, and one
// right after a command committed a mail (app.mailer.wake()), one round at a time; 0 = only on
// demand (app.mailSender.runOnce(), as the tests do). Stops with the app after the round in progress.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { OutboxMailer } from '../lib/mailer';
import { MailSender, type SendRun } from './sender';
import { smtpTransport, type MailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender; undefined without SMTP_URL (the outbox is the end of the line). */
    mailSender: MailSender | undefined;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { SMTP_URL, MAIL_FROM, MAIL_SEND_MS, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } = app.config;
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
    if (MAIL_SEND_MS <= 0) {
      app.addHook('onClose', async () => transport.close());
      return;
    }

    let running: Promise<SendRun | void> | undefined;
    let again = false;
    let closing = false;
    const round = (): void => {
      if (closing) return;
      if (running) {
        again = true;
        return;
      }
      running = sender
        .runOnce()
        .catch((error) => app.log.error({ err: error }, 'mail sender round failed; the next one tries again'))
        .finally(() => {
          running = undefined;
          if (again) {
            again = false;
            round();
          }
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (app.mailer instanceof OutboxMailer) app.mailer.onWake(round);
      timer = setInterval(round, MAIL_SEND_MS);
      timer.unref();
      round();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      while (running) await running;
      transport.close();
    });
  },
  { name: 'mail-sender', dependencies: ['services'] },
);
