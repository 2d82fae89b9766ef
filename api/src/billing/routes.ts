// Billing routes: /api/billing/* (the contract: shared-contracts endpoints.billing). Who may
// call comes from each endpoint's registry entry (dealers need manageBilling, admins
// manageDealers); the services check that a dealer reaches only its own payments and leads.
// The provider's webhook is its own plugin (webhook-routes.ts: the raw body).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';
import {
  PAYMENT_METHOD_ADDED,
  SUBSCRIPTION_CANCELED,
  SUBSCRIPTION_STOPPED,
  TRIAL_CANCELED,
  UPGRADED,
} from './plan-changes';
import webhookRoutes from './webhook-routes';

const PREFIX = '/api/billing';
const done = (message: string) => ({ success: true as const, message, data: { success: true as const } });

const routes: FastifyPluginAsyncZod = async (app) => {
  const b = endpoints.billing;
  const billing = app.services.billing;

  app.route({
    ...contractRoute(b.myStats, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await billing.billingStats(request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(b.mySubscription, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await billing.dealerSubscription(request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(b.myPayments, PREFIX),
    onRequest: app.requireAccess(b.myPayments),
    handler: async (request) => {
      const { payments, total } = await billing.myPayments(request.auth!, request.query);
      return {
        success: true as const,
        data: { payments },
        meta: { pagination: pageOf(request.query.page, request.query.limit, total) },
      };
    },
  });

  app.route({
    ...contractRoute(b.receipt, PREFIX),
    onRequest: app.requireAccess(b.receipt),
    handler: async (request) => ({
      success: true as const,
      data: await billing.paymentReceipt(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(b.confirmPaymentMethod, PREFIX),
    onRequest: app.requireAccess(b.confirmPaymentMethod),
    handler: async (request) => {
      await billing.confirmPaymentMethod(request.auth!, request.body);
      return { success: true as const, message: PAYMENT_METHOD_ADDED };
    },
  });

  app.route({
    ...contractRoute(b.upgradeToPro, PREFIX),
    onRequest: app.requireAccess(b.upgradeToPro),
    handler: async (request) => ({
      success: true as const,
      message: UPGRADED,
      data: await billing.upgradeToPro(request.auth!),
    }),
  });

  app.route({
    ...contractRoute(b.cancelSubscription, PREFIX),
    onRequest: app.requireAccess(b.cancelSubscription),
    handler: async (request) => {
      await billing.cancelSubscription(request.auth!);
      return done(SUBSCRIPTION_CANCELED);
    },
  });

  app.route({
    ...contractRoute(b.cancelTrial, PREFIX),
    onRequest: app.requireAccess(b.cancelTrial),
    handler: async (request) => {
      await billing.cancelTrial(request.auth!, request.body);
      return done(TRIAL_CANCELED);
    },
  });

  app.route({
    ...contractRoute(b.checkLeadEligibility, PREFIX),
    onRequest: app.requireAccess(b.checkLeadEligibility),
    handler: async (request) => ({
      success: true as const,
      data: await billing.checkLeadEligibility(request.auth!, request.body.leadId),
    }),
  });

  app.route({
    ...contractRoute(b.dealerBilling, PREFIX),
    onRequest: app.requireAccess(b.dealerBilling),
    handler: async (request) => ({ success: true as const, data: await billing.adminDealerBilling(request.params.id) }),
  });

  app.route({
    ...contractRoute(b.stopSubscription, PREFIX),
    onRequest: app.requireAccess(b.stopSubscription),
    handler: async (request) => ({
      success: true as const,
      message: SUBSCRIPTION_STOPPED,
      data: await billing.stopSubscription(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(b.runClock, PREFIX),
    onRequest: app.requireAccess(b.runClock),
    handler: async () => ({ success: true as const, data: await billing.runBillingClock() }),
  });

  await app.register(webhookRoutes);
};
export default routes;
