// Admin area: /api/admin/* (docs/contracts.md). Approvals come with a later issue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardStats } from './service';

const tags = ['admin'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { tags }, onRequest: app.requireRole('admin') }, async () => {
    return { success: true, data: await adminDashboardStats(app.db) };
  });
};
export default routes;
