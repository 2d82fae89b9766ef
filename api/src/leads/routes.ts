// Leads (routes from the contract registry, shared-contracts endpoints.leads): a visitor's
// request about a listing, its mailed confirmation, the dealer's and the admin's lists, and
// reading, editing and deleting one lead (admin: any; dealer: its own verified leads).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';
import { bodyEmailKey, HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { LEAD_DELETED, LEAD_LIMITS, TOO_MANY_MESSAGE } from './service';

const PREFIX = '/api/leads';

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.leads;
  // 10 per hour per address, 5 per hour per (normalised) email.
  app.route({
    ...contractRoute(endpoints.leads.create, PREFIX),
    config: {
      rateLimit: rateLimit({
        name: 'lead-ip',
        max: LEAD_LIMITS.perIpPerHour,
        windowMs: HOUR_MS,
        message: TOO_MANY_MESSAGE,
      }),
    },
    preHandler: app.checkLimit({
      name: 'lead-email',
      max: LEAD_LIMITS.perEmailPerHour,
      windowMs: HOUR_MS,
      message: TOO_MANY_MESSAGE,
      by: bodyEmailKey,
    }),
    handler: async (request, reply) => {
      await service.createLead(request.body, request.ip, request.auth?.sub);
      return reply.status(201).send({
        success: true,
        message: 'Thank you! Please check your email and click the link to confirm your request.',
      });
    },
  });

  app.route({
    ...contractRoute(endpoints.leads.verify, PREFIX),
    handler: async (request) => {
      await service.verifyLead(request.params.token);
      return { success: true as const, message: 'Email verified successfully' };
    },
  });

  app.route({
    ...contractRoute(endpoints.leads.myLeads, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => {
      const q = request.query;
      const { leads, total } = await service.dealerLeads(request.auth!, q);
      return { success: true as const, data: { leads }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  app.route({
    ...contractRoute(endpoints.leads.list, PREFIX),
    onRequest: app.requireAccess(endpoints.leads.list),
    handler: async (request) => {
      const q = request.query;
      const { leads, stats, total } = await service.allLeads(q);
      return { success: true as const, data: { leads, stats }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  // Admins (with verifyLeads): any lead; dealers: their own verified leads (checked in the service).
  // Edits and deletes are recorded in the audit trail.
  app.route({
    ...contractRoute(endpoints.leads.byId, PREFIX),
    onRequest: app.requireAccess(endpoints.leads.byId),
    handler: async (request) => ({
      success: true as const,
      data: await service.leadById(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(endpoints.leads.update, PREFIX),
    onRequest: app.requireAccess(endpoints.leads.update),
    handler: async (request) => ({
      success: true as const,
      data: await service.updateLead(request.auth!, request.params.id, request.body),
    }),
  });

  app.route({
    ...contractRoute(endpoints.leads.remove, PREFIX),
    onRequest: app.requireAccess(endpoints.leads.remove),
    handler: async (request) => {
      await service.deleteLead(request.auth!, request.params.id);
      return { success: true as const, message: LEAD_DELETED };
    },
  });
};

export default routes;
