// Favourites (routes from the contract registry, shared-contracts endpoints.favourites): a
// signed-in consumer's kept deals. Every route reads and writes the caller's own rows only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';

const PREFIX = '/api/favourites';

const routes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.favourites;

  app.route({
    ...contractRoute(e.list, PREFIX),
    onRequest: app.requireAccess(e.list),
    handler: async (request) => {
      const q = request.query;
      const { favourites, total } = await app.services.favourites.listFavourites(request.auth!.sub, q);
      return { success: true as const, data: { favourites }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  app.route({
    ...contractRoute(e.ids, PREFIX),
    onRequest: app.requireAccess(e.ids),
    handler: async (request) => ({
      success: true as const,
      data: { listingIds: await app.services.favourites.favouriteIds(request.auth!.sub) },
    }),
  });

  app.route({
    ...contractRoute(e.alerts, PREFIX),
    onRequest: app.requireAccess(e.alerts),
    handler: async (request) => ({
      success: true as const,
      data: { priceDrops: await app.services.favourites.priceDropMailsOn(request.auth!.sub) },
    }),
  });

  app.route({
    ...contractRoute(e.setAlerts, PREFIX),
    onRequest: app.requireAccess(e.setAlerts),
    handler: async (request) => {
      await app.services.favourites.setPriceDropMails(request.auth!.sub, request.body.priceDrops);
      return { success: true as const, data: { priceDrops: request.body.priceDrops } };
    },
  });

  app.route({
    ...contractRoute(e.add, PREFIX),
    onRequest: app.requireAccess(e.add),
    handler: async (request) => {
      await app.services.favourites.addFavourite(request.auth!.sub, request.params.listingId);
      return {
        success: true as const,
        message: 'Saved to your favorites',
        data: { listingId: request.params.listingId, favourite: true },
      };
    },
  });

  app.route({
    ...contractRoute(e.remove, PREFIX),
    onRequest: app.requireAccess(e.remove),
    handler: async (request) => {
      await app.services.favourites.removeFavourite(request.auth!.sub, request.params.listingId);
      return {
        success: true as const,
        message: 'Removed from your favorites',
        data: { listingId: request.params.listingId, favourite: false },
      };
    },
  });
};

export default routes;
