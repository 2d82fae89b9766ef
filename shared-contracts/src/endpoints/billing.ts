import { billingStatsResponseSchema, dealerSubscriptionResponseSchema } from '../responses/billing';
import { defineEndpoint } from './define';

const tag = 'billing';

export const billingEndpoints = {
  myStats: defineEndpoint({
    method: 'GET', path: '/api/billing/my-stats', status: 200, response: billingStatsResponseSchema,
    tag, summary: 'The signed-in dealer\'s billing state and totals', access: ['dealer'],
  }),
  mySubscription: defineEndpoint({
    method: 'GET', path: '/api/billing/my-subscription', status: 200, response: dealerSubscriptionResponseSchema,
    tag, summary: 'The signed-in dealer\'s subscription (404 when there is none)', access: ['dealer'],
  }),
};
