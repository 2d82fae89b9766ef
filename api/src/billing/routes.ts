// Dealer billing reads: /api/billing/* (the contract: shared-contracts endpoints.billing).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { billingStats, dealerSubscription } from './service';

const PREFIX = '/api/billing';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.billing.myStats, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await billingStats(app, request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(endpoints.billing.mySubscription, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await dealerSubscription(app, request.auth!.sub) }),
  });
};
export default routes;
