// Dealer's own area: /api/dealers/* (docs/contracts.md). Admin dealer management comes later.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerDashboardStats, requireDealer } from './service';

const tags = ['dealers'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/profile', { schema: { tags }, onRequest: app.requireRole('dealer') }, async (request) => {
    return { success: true, data: await requireDealer(app.db, request.auth!.sub) };
  });

  app.get('/stats/dashboard', { schema: { tags }, onRequest: app.requireRole('dealer') }, async (request) => {
    const dealer = await requireDealer(app.db, request.auth!.sub);
    return { success: true, data: await dealerDashboardStats(app.db, dealer.id, app.clock.now()) };
  });
};
export default routes;
