// Admin area: /api/admin/* (the contract: shared-contracts endpoints.admin): the dashboard and
// its charts, dealer approval and suspension, listing moderation, the audit trail, and the
// background work (job runs, failed mails and their retry). Who may
// call (admin, and the permission the registry names) is checked onRequest, before any 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { MAIL_RETRIED } from '../jobs/admin';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';
import { DEALER_APPROVED, DEALER_SUSPENDED } from './service/dealers';
import { LISTING_APPROVED, LISTING_REJECTED } from './service/listings';

const PREFIX = '/api/admin';

const routes: FastifyPluginAsyncZod = async (app) => {
  const e = endpoints.admin;

  app.route({
    ...contractRoute(e.dashboard, PREFIX),
    onRequest: app.requireAccess(e.dashboard),
    handler: async () => ({ success: true as const, data: await app.services.admin.adminDashboardStats() }),
  });

  app.route({
    ...contractRoute(e.activity, PREFIX),
    onRequest: app.requireAccess(e.activity),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.admin.adminActivity(request.query),
    }),
  });

  app.route({
    ...contractRoute(e.approveDealer, PREFIX),
    onRequest: app.requireAccess(e.approveDealer),
    handler: async (request) => ({
      success: true as const,
      message: DEALER_APPROVED,
      data: await app.services.admin.approveDealer(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(e.suspendDealer, PREFIX),
    onRequest: app.requireAccess(e.suspendDealer),
    handler: async (request) => ({
      success: true as const,
      message: DEALER_SUSPENDED,
      data: await app.services.admin.suspendDealer(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(e.dealerFeed, PREFIX),
    onRequest: app.requireAccess(e.dealerFeed),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.feeds.adminDealerFeed(request.params.id),
    }),
  });

  app.route({
    ...contractRoute(e.switchDealerFeed, PREFIX),
    onRequest: app.requireAccess(e.switchDealerFeed),
    handler: async (request) => {
      const saved = await app.services.feeds.switchDealerFeed(request.params.id, request.body.enabled);
      if (request.body.enabled) await app.services.feeds.requestDealerFeed(request.params.id);
      return { success: true as const, ...saved };
    },
  });

  app.route({
    ...contractRoute(e.approveListing, PREFIX),
    onRequest: app.requireAccess(e.approveListing),
    handler: async (request) => ({
      success: true as const,
      message: LISTING_APPROVED,
      data: await app.services.admin.approveListing(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(e.rejectListing, PREFIX),
    onRequest: app.requireAccess(e.rejectListing),
    handler: async (request) => ({
      success: true as const,
      message: LISTING_REJECTED,
      data: await app.services.admin.rejectListing(request.auth!, request.params.id, request.body.reason),
    }),
  });

  app.route({
    ...contractRoute(e.audit, PREFIX),
    onRequest: app.requireAccess(e.audit),
    handler: async (request) => {
      const q = request.query;
      const { events, total } = await app.services.audit.auditHistory(request.auth!, q);
      return { success: true as const, data: { events }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  app.route({
    ...contractRoute(e.jobs, PREFIX),
    onRequest: app.requireAccess(e.jobs),
    handler: async () => ({ success: true as const, data: { runs: await app.services.jobsAdmin.recentJobRuns() } }),
  });

  app.route({
    ...contractRoute(e.failedMails, PREFIX),
    onRequest: app.requireAccess(e.failedMails),
    handler: async () => ({ success: true as const, data: { mails: await app.services.jobsAdmin.failedMails() } }),
  });

  app.route({
    ...contractRoute(e.retryMail, PREFIX),
    onRequest: app.requireAccess(e.retryMail),
    handler: async (request) => {
      await app.services.jobsAdmin.retryFailedMail(request.params.id);
      return { success: true as const, message: MAIL_RETRIED };
    },
  });
};
export default routes;
