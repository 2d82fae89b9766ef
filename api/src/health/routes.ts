// Liveness /api/health and readiness /api/health/ready (the contract: shared-contracts
// endpoints.health; the checks: ./readiness.ts). Both public and cheap: load balancers poll them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({ ...contractRoute(endpoints.health.check, '/api'), handler: async () => ({ status: 'ok' as const }) });
  app.route({
    ...contractRoute(endpoints.health.ready, '/api'),
    handler: async (_request, reply) => {
      await app.readiness.check();
      // Never cached by a proxy: the answer changes when a dependency goes away.
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const };
    },
  });
};
export default routes;
