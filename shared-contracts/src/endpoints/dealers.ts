import { createDealerBodySchema, updateDealerBodySchema } from '../admin';
import { dealerIdParamsSchema } from '../params';
import { dealerProfileDataBodySchema } from '../dealer-profile';
import { adminDealersQuerySchema } from '../queries';
import { messageResponseSchema } from '../responses/common';
import {
  adminDealerResponseSchema,
  adminDealerSavedResponseSchema,
  adminDealersResponseSchema,
  dealerDashboardStatsResponseSchema,
  dealerFunnelResponseSchema,
  dealerProfileResponseSchema,
  dealerProfileUpdateResponseSchema,
} from '../responses/dealers';
import { defineEndpoint } from './define';

const tag = 'dealers';
/** Dealer management is for admins holding manageDealers (spec 1 section 6 menu). */
const manageDealers = { admin: 'manageDealers' } as const;

export const dealersEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: '/api/dealers/profile',
    status: 200,
    response: dealerProfileResponseSchema,
    tag,
    summary: "The signed-in dealer's dealership",
    access: ['dealer'],
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH',
    path: '/api/dealers/profiledata',
    body: dealerProfileDataBodySchema,
    multipart: true,
    status: 200,
    response: dealerProfileUpdateResponseSchema,
    tag,
    summary:
      "Update the signed-in dealer's dealership details (multipart, with an optional profileImage file, or JSON)",
    access: ['dealer'],
  }),
  dashboardStats: defineEndpoint({
    method: 'GET',
    path: '/api/dealers/stats/dashboard',
    status: 200,
    response: dealerDashboardStatsResponseSchema,
    tag,
    summary: "The signed-in dealer's dashboard numbers",
    access: ['dealer'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/dealers',
    query: adminDealersQuerySchema,
    status: 200,
    response: adminDealersResponseSchema,
    tag,
    summary: 'Dealers, newest first, by status and a search over the dealership name, email and city',
    access: ['admin'],
    permissions: manageDealers,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/dealers',
    body: createDealerBodySchema,
    status: 201,
    response: adminDealerSavedResponseSchema,
    tag,
    summary:
      'Create a dealer: its account (no password: a link to choose one is mailed, valid 72 hours) and its dealership, approved, with the trial started',
    description: 'An email that already has an account answers 409.',
    access: ['admin'],
    permissions: manageDealers,
  }),
  funnel: defineEndpoint({
    method: 'GET',
    path: '/api/dealers/stats/funnel',
    status: 200,
    response: dealerFunnelResponseSchema,
    tag,
    summary:
      "The signed-in dealer's funnel per listing over the last 30 days: search impressions, deal-page views, leads, enquiries, conversions",
    access: ['dealer'],
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/dealers/:id',
    params: dealerIdParamsSchema,
    status: 200,
    response: adminDealerResponseSchema,
    tag,
    summary: 'One dealer as an admin sees it, with its subscription and figures (404 when unknown)',
    access: ['admin'],
    permissions: manageDealers,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/dealers/:id',
    params: dealerIdParamsSchema,
    body: updateDealerBodySchema,
    status: 200,
    response: adminDealerSavedResponseSchema,
    tag,
    summary: "Edit a dealer's dealershipName, state, zipCode, phoneNumber and website (only the fields sent change)",
    access: ['admin'],
    permissions: manageDealers,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/dealers/:id',
    params: dealerIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag,
    summary: 'Delete a dealer with its account, listings (and their images), leads and enquiries',
    description:
      'A dealer with billing history (any payment) is never deleted: 409, nothing changes; suspend it instead.',
    access: ['admin'],
    permissions: manageDealers,
  }),
};
