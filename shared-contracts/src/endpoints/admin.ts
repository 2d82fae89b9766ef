import { rejectListingBodySchema } from '../admin';
import {
  dealerFeedSwitchBodySchema,
  listingFeedSavedResponseSchema,
  listingImportHistoryResponseSchema,
} from '../listing-feed';
import { dealerIdParamsSchema, listingIdParamsSchema, mailIdParamsSchema } from '../params';
import { adminActivityQuerySchema, auditQuerySchema } from '../queries';
import {
  adminActivityResponseSchema,
  adminDashboardResponseSchema,
  auditEventsResponseSchema,
  failedMailsResponseSchema,
  jobRunsResponseSchema,
} from '../responses/admin';
import { messageResponseSchema } from '../responses/common';
import { adminDealerSavedResponseSchema } from '../responses/dealers';
import { listingSavedResponseSchema } from '../responses/listings';
import { defineEndpoint } from './define';

const tag = 'admin';

export const adminEndpoints = {
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard',
    status: 200,
    response: adminDashboardResponseSchema,
    tag,
    summary: 'Site-wide counts for the admin dashboard',
    access: ['admin'],
  }),
  activity: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dashboard/activity',
    query: adminActivityQuerySchema,
    status: 200,
    response: adminActivityResponseSchema,
    tag,
    summary: 'New dealers, leads and revenue per day or week over the last 7, 30 or 90 days (dashboard charts)',
    access: ['admin'],
  }),
  approveDealer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/dealers/:id/approve',
    params: dealerIdParamsSchema,
    status: 200,
    response: adminDealerSavedResponseSchema,
    tag,
    summary:
      'Approve a pending or suspended dealer: its active listings become public (while its plan allows) and it is mailed',
    description: 'An already approved dealer answers 409.',
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  suspendDealer: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/dealers/:id/suspend',
    params: dealerIdParamsSchema,
    status: 200,
    response: adminDealerSavedResponseSchema,
    tag,
    summary:
      'Suspend a dealer: its listings leave the public site at once, it receives no new leads and every session of its account ends',
    description: 'An already suspended dealer answers 409.',
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  dealerFeed: defineEndpoint({
    method: 'GET',
    path: '/api/admin/dealers/:id/feed',
    params: dealerIdParamsSchema,
    status: 200,
    response: listingImportHistoryResponseSchema,
    tag,
    summary: "A dealer's inventory feed (address, enabled, last run, total) and its latest imports and feed runs",
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  switchDealerFeed: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/dealers/:id/feed',
    params: dealerIdParamsSchema,
    body: dealerFeedSwitchBodySchema,
    status: 200,
    response: listingFeedSavedResponseSchema,
    tag,
    summary: "Enable or disable a dealer's inventory feed (enabling also asks for a run now)",
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  approveListing: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/listings/:id/approve',
    params: listingIdParamsSchema,
    status: 200,
    response: listingSavedResponseSchema,
    tag,
    summary: 'Approve a pending (or rejected) listing: it becomes active, public while its dealer may receive leads',
    description: 'An active or paused listing answers 409.',
    access: ['admin'],
    permissions: { admin: 'verifyLeads' },
  }),
  rejectListing: defineEndpoint({
    method: 'PUT',
    path: '/api/admin/listings/:id/reject',
    params: listingIdParamsSchema,
    body: rejectListingBodySchema,
    status: 200,
    response: listingSavedResponseSchema,
    tag,
    summary: 'Reject a pending, active or paused listing with a reason; the dealer is mailed the reason',
    description: 'An already rejected listing answers 409.',
    access: ['admin'],
    permissions: { admin: 'verifyLeads' },
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/api/admin/audit',
    query: auditQuerySchema,
    status: 200,
    response: auditEventsResponseSchema,
    tag,
    summary:
      'The audit trail, newest first: who approved, rejected, suspended, edited or deleted what, with the fields before and after',
    description:
      'Dealer events need manageDealers, listing and lead events verifyLeads: asking for a type without its permission answers 403, ' +
      'and without entityType only the readable types are listed.',
    access: ['admin'],
  }),
  jobs: defineEndpoint({
    method: 'GET',
    path: '/api/admin/jobs',
    status: 200,
    response: jobRunsResponseSchema,
    tag,
    summary:
      'Recent background job runs, newest first (at most 100): billing clock, deal score refresh, saved-search job, mail sender',
    description: 'Each run with its state, start and end, retries and last error; runs are kept JOBS_HISTORY_DAYS.',
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  failedMails: defineEndpoint({
    method: 'GET',
    path: '/api/admin/mail/failed',
    status: 200,
    response: failedMailsResponseSchema,
    tag,
    summary: 'Mails the sender gave up on, newest first (at most 100), with their attempts and last error',
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
  retryMail: defineEndpoint({
    method: 'POST',
    path: '/api/admin/mail/:id/retry',
    params: mailIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag,
    summary: 'Send a failed mail again: it goes back to pending with fresh attempts and the sender is woken',
    description: 'An unknown mail answers 404, a mail that has not failed 409.',
    access: ['admin'],
    permissions: { admin: 'manageDealers' },
  }),
};
