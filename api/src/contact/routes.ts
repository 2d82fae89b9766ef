// Contact form: /api/contact (the contract: shared-contracts endpoints.contact).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { CONTACT_ANSWER } from './service';

const CONTACT_PER_IP_PER_HOUR = 5;

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.contact.send, '/api/contact'),
    config: { rateLimit: rateLimit({ name: 'contact-ip', max: CONTACT_PER_IP_PER_HOUR, windowMs: HOUR_MS }) },
    handler: async (request, reply) => {
      await app.services.contact.sendContactMessage(request.body);
      return reply.status(201).send({ success: true, message: CONTACT_ANSWER });
    },
  });
};
export default routes;
