// Contact form: the message is stored and mailed to the team (config.CONTACT_TO) in one
// transaction (the outbox row is written with it; the sender delivers it).
import type { ContactBody } from 'shared-contracts';
import type { Config } from '../config';
import { createContactRepository } from './repository';
import { contactMail } from '../lib/mail-templates';
import type { Infrastructure } from '../lib/infrastructure';

/** What the contact service uses (built once in services.ts). */
interface ContactDeps extends Pick<Infrastructure, 'db' | 'clock' | 'mailer'> {
  config: Pick<Config, 'CONTACT_TO'>;
}

export const CONTACT_ANSWER = 'Thanks for reaching out! We will get back to you within one business day.';

export function createContactService(deps: ContactDeps) {
  return {
    async sendContactMessage(form: ContactBody): Promise<void> {
      await deps.db.transaction(async (tx) => {
        await createContactRepository(tx).insert({ ...form, phone: form.phone || null, createdAt: deps.clock.now() });
        await deps.mailer.queue(tx, contactMail(deps.config.CONTACT_TO, form));
      });
      deps.mailer.wake();
    },
  };
}
