// Liveness: /api/health (the contract: shared-contracts endpoints.health).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...contractRoute(endpoints.health.check, '/api'), handler: async () => ({ status: 'ok' as const }) });
};
export default routes;
