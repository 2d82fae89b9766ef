import {
  cancelTrialBodySchema, checkLeadEligibilityBodySchema, confirmPaymentMethodBodySchema, disputesQuerySchema,
  openDisputeBodySchema, paymentsQuerySchema, resolveDisputeBodySchema, sandboxConfirmSetupBodySchema,
} from '../billing';
import { dealerIdParamsSchema, disputeIdParamsSchema, paymentIdParamsSchema } from '../params';
import {
  adminDisputesResponseSchema, billingRunResponseSchema, billingStatsResponseSchema, dealerSubscriptionResponseSchema,
  disputeResponseSchema, leadEligibilityResponseSchema, paymentsResponseSchema, pricingInfoSchema, receiptResponseSchema,
  sandboxSetupResponseSchema, setupPaymentMethodResponseSchema, stopSubscriptionResponseSchema, successDataResponseSchema,
  upgradeResponseSchema, webhookResponseSchema,
} from '../responses/billing';
import { dataResponse, messageResponseSchema } from '../responses/common';
import { defineEndpoint } from './define';

const tag = 'billing';
const dealerBilling = { access: ['dealer'], permissions: { dealer: 'manageBilling' } } as const;
const adminBilling = { access: ['admin'], permissions: { admin: 'manageDealers' } } as const;

export const billingEndpoints = {
  myStats: defineEndpoint({
    method: 'GET', path: '/api/billing/my-stats', status: 200, response: billingStatsResponseSchema,
    tag, summary: 'The signed-in dealer\'s billing state and totals', access: ['dealer'],
  }),
  mySubscription: defineEndpoint({
    method: 'GET', path: '/api/billing/my-subscription', status: 200, response: dealerSubscriptionResponseSchema,
    tag, summary: 'The signed-in dealer\'s subscription (404 when there is none)', access: ['dealer'],
  }),
  pricingInfo: defineEndpoint({
    method: 'GET', path: '/api/billing/pricing-info', status: 200, response: dataResponse(pricingInfoSchema),
    tag, summary: 'Trial length, Pro fee, per-lead rate, the plan\'s features and which payment form the browser shows', access: 'public',
  }),
  myPayments: defineEndpoint({
    method: 'GET', path: '/api/billing/my-payments', query: paymentsQuerySchema, status: 200, response: paymentsResponseSchema,
    tag, summary: 'The signed-in dealer\'s payments, newest first (Payment History): charges, failed attempts, refunds, each lead charge with its dispute',
    ...dealerBilling,
  }),
  receipt: defineEndpoint({
    method: 'GET', path: '/api/billing/my-payments/:id', params: paymentIdParamsSchema, status: 200, response: receiptResponseSchema,
    tag, summary: 'One of the dealer\'s own payments as a receipt (another dealer\'s answers 404)', ...dealerBilling,
  }),
  setupPaymentMethod: defineEndpoint({
    method: 'POST', path: '/api/billing/setup-payment-method', status: 200, response: setupPaymentMethodResponseSchema,
    tag, summary: 'Start saving a card: the client secret of a setup intent for the card form', ...dealerBilling,
  }),
  sandboxConfirmSetup: defineEndpoint({
    method: 'POST', path: '/api/billing/sandbox/confirm-setup', body: sandboxConfirmSetupBodySchema, status: 200, response: sandboxSetupResponseSchema,
    tag, summary: 'Sandbox gateway only: plays the payment provider\'s card setup with the test card numbers (404 when Stripe is configured)',
    description: '4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined (402), 4000 0025 0000 3155 needs authentication '
      + '(requires_action, then send authenticated: true or false), 4000 0000 0000 0341 saves but every charge fails.',
    ...dealerBilling,
  }),
  confirmPaymentMethod: defineEndpoint({
    method: 'POST', path: '/api/billing/confirm-payment-method', body: confirmPaymentMethodBodySchema, status: 200, response: messageResponseSchema,
    tag, summary: 'Make the card the provider confirmed the dealer\'s payment method; a payment left unpaid in the grace period is retried with it',
    ...dealerBilling,
  }),
  upgradeToPro: defineEndpoint({
    method: 'POST', path: '/api/billing/upgrade-to-pro', status: 200, response: upgradeResponseSchema,
    tag, summary: 'Move to the Pro plan (charges the first month unless trial days or a paid period remain; resumes a cancelled plan)',
    description: 'Needs a valid payment method (402 otherwise); a declined charge answers 402 with the issuer\'s message and changes nothing.',
    ...dealerBilling,
  }),
  cancelSubscription: defineEndpoint({
    method: 'DELETE', path: '/api/billing/my-subscription', status: 200, response: successDataResponseSchema,
    tag, summary: 'Cancel Pro: the plan stays active until the end of the paid period, no refund for the partial month', ...dealerBilling,
  }),
  cancelTrial: defineEndpoint({
    method: 'POST', path: '/api/billing/cancel-trial', body: cancelTrialBodySchema, status: 200, response: successDataResponseSchema,
    tag, summary: 'End the free trial at once, with a reason from the list', ...dealerBilling,
  }),
  checkLeadEligibility: defineEndpoint({
    method: 'POST', path: '/api/billing/check-lead-eligibility', body: checkLeadEligibilityBodySchema, status: 200, response: leadEligibilityResponseSchema,
    tag, summary: 'Whether one of the dealer\'s leads is charged and why (trial, duplicate, refunded...)', ...dealerBilling,
  }),
  openDispute: defineEndpoint({
    method: 'POST', path: '/api/billing/disputes', body: openDisputeBodySchema, status: 201, response: disputeResponseSchema,
    tag, summary: 'Dispute a charged lead within 15 days of its charge; clear-cut cases are accepted at once',
    description: 'One dispute per charge (409 for a second); out of the window or not a lead charge answers 400.',
    ...dealerBilling,
  }),
  disputes: defineEndpoint({
    method: 'GET', path: '/api/billing/disputes', query: disputesQuerySchema, status: 200, response: adminDisputesResponseSchema,
    tag, summary: 'Lead disputes, open ones first, oldest first within a status (the admin\'s queue)', ...adminBilling,
  }),
  resolveDispute: defineEndpoint({
    method: 'PUT', path: '/api/billing/disputes/:id', params: disputeIdParamsSchema, body: resolveDisputeBodySchema, status: 200,
    response: disputeResponseSchema,
    tag, summary: 'Accept (the lead charge is refunded once) or refuse (with a note) an open dispute; the dealer is mailed',
    description: 'A dispute already resolved answers 409.',
    ...adminBilling,
  }),
  stopSubscription: defineEndpoint({
    method: 'DELETE', path: '/api/billing/subscriptions/:id', params: dealerIdParamsSchema, status: 200, response: stopSubscriptionResponseSchema,
    tag, summary: 'Stop Active Plan: ends the dealer\'s (id: the dealer id) trial or Pro plan at once, without refund; the dealer is mailed',
    description: 'An already cancelled plan answers 409.',
    ...adminBilling,
  }),
  runClock: defineEndpoint({
    method: 'POST', path: '/api/billing/run', status: 200, response: billingRunResponseSchema,
    tag, summary: 'Run the billing clock now (it also runs on a timer): reminders, trial ends, renewals, lead charges, grace, expiries',
    ...adminBilling,
  }),
  webhook: defineEndpoint({
    method: 'POST', path: '/api/billing/webhook', status: 200, response: webhookResponseSchema,
    tag, summary: 'Stripe events (signature checked on the raw body, each event applied once); 404 without Stripe', access: 'public',
  }),
};
