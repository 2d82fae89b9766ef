// POST /api/billing/webhook: the payment provider's events. Its own encapsulated plugin, so only
// here is a JSON body kept as the raw bytes (the signature is checked on them, not on a parsed
// and re-serialized copy).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { badRequest } from '../lib/errors';
import { contractRoute } from '../lib/contract-route';

const PREFIX = '/api/billing';

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    ...contractRoute(endpoints.billing.webhook, PREFIX),
    handler: async (request) => {
      if (!Buffer.isBuffer(request.body)) throw badRequest('A webhook body must be JSON');
      const signature = request.headers['stripe-signature'];
      await app.services.billing.handleGatewayEvent(
        request.body,
        typeof signature === 'string' ? signature : undefined,
      );
      return { received: true as const };
    },
  });
};
export default webhookRoutes;
