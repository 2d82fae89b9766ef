// Enquiries (routes from the contract registry, shared-contracts endpoints.enquiries): a
// signed-in consumer with a verified email asks about a public listing; the listing's dealer
// and admins read them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { ENQUIRIES_PER_USER_PER_HOUR } from './service';

const PREFIX = '/api/enquiries';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.enquiries.create, PREFIX),
    onRequest: app.requireRole('user'),
    config: {
      rateLimit: rateLimit({
        name: 'enquiry-user',
        max: ENQUIRIES_PER_USER_PER_HOUR,
        windowMs: HOUR_MS,
        by: (r) => r.auth?.sub ?? r.ip,
      }),
    },
    handler: async (request, reply) => {
      const enquiry = await app.services.enquiries.createEnquiry(request.auth!, request.body);
      return reply.status(201).send({ success: true, data: enquiry });
    },
  });

  app.route({
    ...contractRoute(endpoints.enquiries.list, PREFIX),
    onRequest: app.requireRole('dealer', 'admin'),
    handler: async (request) => {
      const q = request.query;
      const { enquiries, total } = await app.services.enquiries.listEnquiries(request.auth!, q);
      // The page is inside data (`data.data`), not in meta.
      return { success: true as const, data: { data: enquiries, ...pageOf(q.page, q.limit, total) } };
    },
  });
};

export default routes;
