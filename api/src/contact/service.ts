// Contact form: the message is stored and mailed to the team (config.CONTACT_TO) in one
// transaction (the outbox row is written with it; the sender delivers it).
import type { FastifyInstance } from 'fastify';
import type { ContactBody } from 'shared-contracts';
import { createContactRepository } from './repository';
import { contactMail } from '../lib/mail-templates';

export type ContactDeps = Pick<FastifyInstance, 'db' | 'clock' | 'config' | 'mailer'>;

export const CONTACT_ANSWER = 'Thanks for reaching out! We will get back to you within one business day.';

export async function sendContactMessage(deps: ContactDeps, form: ContactBody): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await createContactRepository(tx).insert({ ...form, phone: form.phone || null, createdAt: deps.clock.now() });
    await deps.mailer.queue(tx, contactMail(deps.config.CONTACT_TO, form));
  });
  deps.mailer.wake();
}
