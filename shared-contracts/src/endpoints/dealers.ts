import { dealerIdParamsSchema } from '../params';
import { dealerProfileDataBodySchema } from '../dealer-profile';
import {
  adminDealerResponseSchema, dealerDashboardStatsResponseSchema, dealerFunnelResponseSchema, dealerProfileResponseSchema,
  dealerProfileUpdateResponseSchema,
} from '../responses/dealers';
import { defineEndpoint } from './define';

const tag = 'dealers';

export const dealersEndpoints = {
  profile: defineEndpoint({
    method: 'GET', path: '/api/dealers/profile', status: 200, response: dealerProfileResponseSchema,
    tag, summary: 'The signed-in dealer\'s dealership', access: ['dealer'],
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH', path: '/api/dealers/profiledata', body: dealerProfileDataBodySchema, multipart: true, status: 200,
    response: dealerProfileUpdateResponseSchema, tag,
    summary: 'Update the signed-in dealer\'s dealership details (multipart, with an optional profileImage file, or JSON)', access: ['dealer'],
  }),
  dashboardStats: defineEndpoint({
    method: 'GET', path: '/api/dealers/stats/dashboard', status: 200, response: dealerDashboardStatsResponseSchema,
    tag, summary: 'The signed-in dealer\'s dashboard numbers', access: ['dealer'],
  }),
  funnel: defineEndpoint({
    method: 'GET', path: '/api/dealers/stats/funnel', status: 200, response: dealerFunnelResponseSchema, tag,
    summary: 'The signed-in dealer\'s funnel per listing over the last 30 days: search impressions, deal-page views, leads, enquiries, conversions',
    access: ['dealer'],
  }),
  byId: defineEndpoint({
    method: 'GET', path: '/api/dealers/:id', params: dealerIdParamsSchema, status: 200, response: adminDealerResponseSchema,
    tag, summary: 'One dealer as an admin sees it, with its subscription (404 when unknown)', access: ['admin'],
  }),
};
