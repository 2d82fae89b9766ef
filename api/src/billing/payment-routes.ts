// Saving a card, the provider side, under /api/billing (the contract: shared-contracts
// endpoints.billing): pricing-info (public), setup-payment-method and the sandbox's
// confirm-setup. Who may call comes from the registry (dealer with manageBilling).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';

const PREFIX = '/api/billing';

/**
 * Per dealer account and hour: every setup makes an intent at the provider, and a stream of
 * card confirmations is how stolen cards are tested.
 */
export const CARD_SETUP_LIMITS = { setupsPerHour: 20, confirmsPerHour: 30 };
const TOO_MANY_SETUPS = 'Too many attempts to add a card. Please try again in an hour.';

const routes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.services.billing;
  app.route({
    ...contractRoute(endpoints.billing.pricingInfo, PREFIX),
    onRequest: app.requireAccess(endpoints.billing.pricingInfo),
    handler: async () => ({ success: true as const, data: billing.pricingInfo() }),
  });

  app.route({
    ...contractRoute(endpoints.billing.setupPaymentMethod, PREFIX),
    onRequest: app.requireAccess(endpoints.billing.setupPaymentMethod),
    config: {
      rateLimit: rateLimit({
        name: 'card-setup',
        max: CARD_SETUP_LIMITS.setupsPerHour,
        windowMs: HOUR_MS,
        message: TOO_MANY_SETUPS,
        by: (r) => r.auth?.sub ?? r.ip,
      }),
    },
    handler: async (request) => ({ success: true as const, data: await billing.setupPaymentMethod(request.auth!.sub) }),
  });

  app.route({
    ...contractRoute(endpoints.billing.sandboxConfirmSetup, PREFIX),
    onRequest: app.requireAccess(endpoints.billing.sandboxConfirmSetup),
    config: {
      rateLimit: rateLimit({
        name: 'card-setup-confirm',
        max: CARD_SETUP_LIMITS.confirmsPerHour,
        windowMs: HOUR_MS,
        message: TOO_MANY_SETUPS,
        by: (r) => r.auth?.sub ?? r.ip,
      }),
    },
    handler: async (request) => ({
      success: true as const,
      data: await billing.sandboxConfirmSetup(request.auth!.sub, request.body),
    }),
  });
};
export default routes;
