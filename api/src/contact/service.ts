// Contact form: the message is stored, then mailed to the team (config.CONTACT_TO). A mail
// failure is logged: the team reads contact_messages even when mail is down.
import type { FastifyInstance } from 'fastify';
import type { ContactBody } from 'shared-contracts';
import { contactMail } from '../lib/mail-templates';
import { sendAfterCommit } from '../lib/mailer';

export type ContactDeps = Pick<FastifyInstance, 'contactRepository' | 'clock' | 'config' | 'mailer' | 'log'>;

export const CONTACT_ANSWER = 'Thanks for reaching out! We will get back to you within one business day.';

export async function sendContactMessage(deps: ContactDeps, form: ContactBody): Promise<void> {
  await deps.contactRepository.insert({ ...form, phone: form.phone || null, createdAt: deps.clock.now() });
  await sendAfterCommit(deps, contactMail(deps.config.CONTACT_TO, form));
}
