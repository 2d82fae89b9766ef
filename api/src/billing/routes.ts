// Billing routes: /api/billing/* (the contract: shared-contracts endpoints.billing). Who may
// call comes from each endpoint's registry entry (dealers need manageBilling, admins
// manageDealers); the services check that a dealer reaches only its own payments and leads.
// The provider's webhook is its own plugin (webhook-routes.ts: the raw body).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { pageOf } from '../lib/pagination';
import { runBillingClock } from './clock';
import { cancelSubscription, cancelTrial, SUBSCRIPTION_CANCELED, TRIAL_CANCELED } from './commands/cancel';
import { confirmPaymentMethod, PAYMENT_METHOD_ADDED } from './commands/payment-method';
import { stopSubscription, SUBSCRIPTION_STOPPED } from './commands/stop';
import { UPGRADED, upgradeToPro } from './commands/upgrade';
import { checkLeadEligibility } from './reads/lead-eligibility';
import { myPayments, paymentReceipt } from './reads/payments';
import { adminDealerBilling, billingStats } from './reads/stats';
import { dealerSubscription } from './service';
import webhookRoutes from './webhook-routes';

const PREFIX = '/api/billing';
const done = (message: string) => ({ success: true as const, message, data: { success: true as const } });

const routes: FastifyPluginAsyncZod = async (app) => {
  const b = endpoints.billing;

  app.route({
    ...contractRoute(b.myStats, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await billingStats(app, request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(b.mySubscription, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({ success: true as const, data: await dealerSubscription(app, request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(b.myPayments, PREFIX),
    onRequest: app.requireAccess(b.myPayments),
    handler: async (request) => {
      const { payments, total } = await myPayments(app, request.auth!, request.query);
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
      data: await paymentReceipt(app, request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(b.confirmPaymentMethod, PREFIX),
    onRequest: app.requireAccess(b.confirmPaymentMethod),
    handler: async (request) => {
      await confirmPaymentMethod(app, request.auth!, request.body);
      return { success: true as const, message: PAYMENT_METHOD_ADDED };
    },
  });

  app.route({
    ...contractRoute(b.upgradeToPro, PREFIX),
    onRequest: app.requireAccess(b.upgradeToPro),
    handler: async (request) => ({
      success: true as const,
      message: UPGRADED,
      data: await upgradeToPro(app, request.auth!),
    }),
  });

  app.route({
    ...contractRoute(b.cancelSubscription, PREFIX),
    onRequest: app.requireAccess(b.cancelSubscription),
    handler: async (request) => {
      await cancelSubscription(app, request.auth!);
      return done(SUBSCRIPTION_CANCELED);
    },
  });

  app.route({
    ...contractRoute(b.cancelTrial, PREFIX),
    onRequest: app.requireAccess(b.cancelTrial),
    handler: async (request) => {
      await cancelTrial(app, request.auth!, request.body);
      return done(TRIAL_CANCELED);
    },
  });

  app.route({
    ...contractRoute(b.checkLeadEligibility, PREFIX),
    onRequest: app.requireAccess(b.checkLeadEligibility),
    handler: async (request) => ({
      success: true as const,
      data: await checkLeadEligibility(app, request.auth!, request.body.leadId),
    }),
  });

  app.route({
    ...contractRoute(b.dealerBilling, PREFIX),
    onRequest: app.requireAccess(b.dealerBilling),
    handler: async (request) => ({ success: true as const, data: await adminDealerBilling(app, request.params.id) }),
  });

  app.route({
    ...contractRoute(b.stopSubscription, PREFIX),
    onRequest: app.requireAccess(b.stopSubscription),
    handler: async (request) => ({
      success: true as const,
      message: SUBSCRIPTION_STOPPED,
      data: await stopSubscription(app, request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(b.runClock, PREFIX),
    onRequest: app.requireAccess(b.runClock),
    handler: async () => ({ success: true as const, data: await runBillingClock(app) }),
  });

  await app.register(webhookRoutes);
};
export default routes;
