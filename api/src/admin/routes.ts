// Admin area: /api/admin/* (the contract: shared-contracts endpoints.admin). Approvals come with a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { adminDashboardStats } from './service';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.admin.dashboard, '/api/admin'),
    onRequest: app.requireRole('admin'),
    handler: async () => ({ success: true as const, data: await adminDashboardStats(app) }),
  });
};
export default routes;
