// Listings (routes from the contract registry, shared-contracts endpoints.listings): the public
// search and filter options (cached per instance, see cache.ts; sent as prebuilt JSON encoded
// through the response schema), the listing detail. Management writes come with a later issue.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { createListingsService } from './service';

const PREFIX = '/api/listings';

/** A prebuilt JSON answer (its content-type set, so Fastify sends the string as it is). */
function sendJson(reply: FastifyReply, json: string) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(json);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = createListingsService(app);
  app.addHook('onClose', async () => service.close());

  app.route({
    ...contractRoute(endpoints.listings.filterOptions, PREFIX),
    handler: async (_request, reply) => sendJson(reply, await service.filterOptions()),
  });

  // Public, or the management scope for a signed-in dealer/admin (checked by the service: 401/403).
  app.route({
    ...contractRoute(endpoints.listings.search, PREFIX),
    handler: async (request, reply) => {
      const answer = await service.search(request.query, request.auth, request.headers['user-agent']);
      return typeof answer === 'string' ? sendJson(reply, answer) : answer;
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.byId, PREFIX),
    handler: async (request) => {
      const auth = request.auth;
      const visitor = auth ? `user:${auth.sub}` : `anon:${request.ip}\n${request.headers['user-agent'] ?? ''}`;
      return { success: true as const, data: await service.detail(request.params.id, auth, visitor) };
    },
  });
};

export default routes;
