// Dealers: /api/dealers/* (the contract: shared-contracts endpoints.dealers). HTTP only: who
// may call (onRequest, so 401/403 come before any 400), then the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { adminDealer, dealerDashboardStats, dealerProfile } from './service';

const PREFIX = '/api/dealers';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.dealers.profile, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await dealerProfile(app, request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.dashboardStats, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await dealerDashboardStats(app, request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.byId, PREFIX),
    onRequest: app.requireRole('admin'),
    handler: async (request) => ({ success: true as const, data: await adminDealer(app, request.params.id) }),
  });
};
export default routes;
