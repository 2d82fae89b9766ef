import { createLeadBodySchema } from '../leads';
import { verifyLeadParamsSchema } from '../params';
import { adminLeadsQuerySchema, leadsPageQuerySchema } from '../queries';
import { messageResponseSchema } from '../responses/common';
import { adminLeadsResponseSchema, myLeadsResponseSchema } from '../responses/leads';
import { defineEndpoint } from './define';

export const leadsEndpoints = {
  create: defineEndpoint({
    method: 'POST', path: '/api/leads', body: createLeadBodySchema, status: 201, response: messageResponseSchema,
    tag: 'leads', summary: 'Ask about a public listing; a confirmation link is mailed', access: 'public',
  }),
  verify: defineEndpoint({
    method: 'GET', path: '/api/leads/verify-leads/:token', params: verifyLeadParamsSchema, status: 200, response: messageResponseSchema,
    tag: 'leads', summary: 'Confirm a lead with the mailed link; the dealer is told', access: 'public',
  }),
  myLeads: defineEndpoint({
    method: 'GET', path: '/api/leads/my-leads', query: leadsPageQuerySchema, status: 200, response: myLeadsResponseSchema,
    tag: 'leads', summary: 'The signed-in dealer\'s verified leads, newest first', access: ['dealer'],
  }),
  list: defineEndpoint({
    method: 'GET', path: '/api/leads', query: adminLeadsQuerySchema, status: 200, response: adminLeadsResponseSchema,
    tag: 'leads', summary: 'All leads with counts, newest first', access: ['admin'],
  }),
};
