// Dealer billing reads: /api/billing/* (docs/contracts.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDealer } from '../dealers/service';
import { billingStats, dealerSubscription } from './service';

const tags = ['billing'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/my-stats', { schema: { tags }, onRequest: app.requireRole('dealer') }, async (request) => {
    const dealer = await requireDealer(app.db, request.auth!.sub);
    return { success: true, data: await billingStats(app.db, dealer, app.clock.now()) };
  });

  app.get('/my-subscription', { schema: { tags }, onRequest: app.requireRole('dealer') }, async (request) => {
    const dealer = await requireDealer(app.db, request.auth!.sub);
    return { success: true, data: await dealerSubscription(app.db, dealer) };
  });
};
export default routes;
