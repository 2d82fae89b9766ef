// Saved searches (routes from the contract registry, shared-contracts endpoints.savedSearches):
// a signed-in consumer's own searches; the mailed unsubscribe link (public, signed token); the
// admin's run of the daily job (it also runs on a timer, job/plugin.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, SAVED_SEARCHES_MAX } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { MINUTE_MS, rateLimit } from '../plugins/rate-limit';

const PREFIX = '/api/saved-searches';

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.savedSearches;
  const e = endpoints.savedSearches;

  app.route({
    ...contractRoute(e.list, PREFIX),
    onRequest: app.requireAccess(e.list),
    handler: async (request) => ({
      success: true as const,
      data: { savedSearches: await service.listSavedSearches(request.auth!.sub), max: SAVED_SEARCHES_MAX },
    }),
  });

  app.route({
    ...contractRoute(e.save, PREFIX),
    onRequest: app.requireAccess(e.save),
    handler: async (request, reply) => {
      const { savedSearch, created } = await service.saveSearch(request.auth!.sub, request.body.query);
      return reply
        .status(201)
        .send({ success: true, message: created ? 'Search saved' : 'This search is already saved', data: savedSearch });
    },
  });

  app.route({
    ...contractRoute(e.update, PREFIX),
    onRequest: app.requireAccess(e.update),
    handler: async (request) => {
      const savedSearch = await service.setSearchMail(request.auth!.sub, request.params.id, request.body.mailOn);
      return {
        success: true as const,
        message: savedSearch.mailOn ? 'Daily emails on' : 'Daily emails off',
        data: savedSearch,
      };
    },
  });

  app.route({
    ...contractRoute(e.remove, PREFIX),
    onRequest: app.requireAccess(e.remove),
    handler: async (request) => {
      await service.deleteSavedSearch(request.auth!.sub, request.params.id);
      return { success: true as const, message: 'Saved search deleted' };
    },
  });

  app.route({
    ...contractRoute(e.unsubscribe, PREFIX),
    config: {
      rateLimit: rateLimit({ name: 'saved-search-unsubscribe', max: 30, windowMs: MINUTE_MS * 15, by: (r) => r.ip }),
    },
    handler: async (request) => service.unsubscribe(request.body.token),
  });

  app.route({
    ...contractRoute(e.run, PREFIX),
    onRequest: app.requireAccess(e.run),
    handler: async () => ({ success: true as const, data: await service.runSavedSearchJob() }),
  });
};

export default routes;
