// Lead disputes: /api/billing/disputes (the contract: shared-contracts endpoints.billing
// openDispute, disputes, resolveDispute). Who may call (a dealer with manageBilling, an admin
// with manageDealers) is checked onRequest, before any 400; ownership in the service.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../../lib/contract-route';
import { pageOf } from '../../lib/pagination';

const PREFIX = '/api/billing/disputes';

const routes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.billing;

  app.route({
    ...contractRoute(e.openDispute, PREFIX),
    onRequest: app.requireAccess(e.openDispute),
    handler: async (request, reply) => {
      const { message, dispute } = await app.services.disputes.openDispute(request.auth!, request.body);
      return reply.status(201).send({ success: true as const, message, data: dispute });
    },
  });

  app.route({
    ...contractRoute(e.disputes, PREFIX),
    onRequest: app.requireAccess(e.disputes),
    handler: async (request) => {
      const q = request.query;
      const { disputes, total } = await app.services.disputes.disputeQueue(q);
      return { success: true as const, data: { disputes }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  app.route({
    ...contractRoute(e.resolveDispute, PREFIX),
    onRequest: app.requireAccess(e.resolveDispute),
    handler: async (request) => {
      const { message, dispute } = await app.services.disputes.resolveDispute(
        request.auth!,
        request.params.id,
        request.body,
      );
      return { success: true as const, message, data: dispute };
    },
  });
};
export default routes;
