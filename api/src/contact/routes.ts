// Contact form: stored, and mailed to the team (config.CONTACT_TO).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBodySchema } from 'shared-contracts';
import { contactMessages } from '../db/schema';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { escapeHtml } from '../lib/mail-templates';

export const CONTACT_PER_IP_PER_HOUR = 5;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/', {
    schema: { body: contactBodySchema },
    config: { rateLimit: rateLimit({ name: 'contact-ip', max: CONTACT_PER_IP_PER_HOUR, windowMs: HOUR_MS }) },
  }, async (request, reply) => {
    const body = request.body;
    await app.db.insert(contactMessages).values({ ...body, phone: body.phone || null, createdAt: app.clock.now() });
    const lines = [`From: ${body.name} <${body.email}>`, body.phone ? `Phone: ${body.phone}` : '', `Subject: ${body.subject}`, '', body.message].filter((l, i) => l !== '' || i === 3);
    try {
      await app.mailer.send({
        to: app.config.CONTACT_TO,
        subject: `Contact form: ${body.subject}`,
        text: lines.join('\n'),
        html: `<p><strong>From:</strong> ${escapeHtml(body.name)} &lt;${escapeHtml(body.email)}&gt;</p>${body.phone ? `<p><strong>Phone:</strong> ${escapeHtml(body.phone)}</p>` : ''}<p><strong>Subject:</strong> ${escapeHtml(body.subject)}</p><p>${escapeHtml(body.message).replace(/\n/g, '<br>')}</p>`,
      });
    } catch (error) {
      // The message is stored; the team reads contact_messages even when mail is down.
      request.log.error(error);
    }
    return reply.status(201).send({ success: true, message: 'Thanks for reaching out! We will get back to you within one business day.' });
  });
};

export default routes;
