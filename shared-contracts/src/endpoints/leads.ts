import { createLeadBodySchema, updateLeadBodySchema } from '../leads';
import { leadIdParamsSchema, verifyLeadParamsSchema } from '../params';
import { adminLeadsQuerySchema, leadsPageQuerySchema } from '../queries';
import { messageResponseSchema } from '../responses/common';
import { adminLeadsResponseSchema, leadResponseSchema, myLeadsResponseSchema } from '../responses/leads';
import { defineEndpoint } from './define';

/** Admins reach leads with verifyLeads (spec 1 section 6: the admin listings and leads menu). */
const verifyLeads = { admin: 'verifyLeads' } as const;

export const leadsEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/leads',
    body: createLeadBodySchema,
    status: 201,
    response: messageResponseSchema,
    tag: 'leads',
    summary: 'Ask about a public listing; a confirmation link is mailed',
    access: 'public',
  }),
  verify: defineEndpoint({
    method: 'GET',
    path: '/api/leads/verify-leads/:token',
    params: verifyLeadParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag: 'leads',
    summary: 'Confirm a lead with the mailed link; the dealer is told',
    access: 'public',
  }),
  myLeads: defineEndpoint({
    method: 'GET',
    path: '/api/leads/my-leads',
    query: leadsPageQuerySchema,
    status: 200,
    response: myLeadsResponseSchema,
    tag: 'leads',
    summary: "The signed-in dealer's verified leads, newest first",
    access: ['dealer'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/leads',
    query: adminLeadsQuerySchema,
    status: 200,
    response: adminLeadsResponseSchema,
    tag: 'leads',
    summary: "All leads with counts, newest first (dealerId: one dealer's)",
    access: ['admin'],
    permissions: verifyLeads,
  }),
  byId: defineEndpoint({
    method: 'GET',
    path: '/api/leads/:id',
    params: leadIdParamsSchema,
    status: 200,
    response: leadResponseSchema,
    tag: 'leads',
    summary: "One lead: any lead for an admin, one of the signed-in dealer's verified leads for a dealer",
    access: ['admin', 'dealer'],
    permissions: verifyLeads,
    description:
      'Another dealer\'s lead, an unconfirmed lead (for a dealer), an unknown or a malformed id all answer 404 "Lead not found".',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/leads/:id',
    params: leadIdParamsSchema,
    body: updateLeadBodySchema,
    status: 200,
    response: leadResponseSchema,
    tag: 'leads',
    summary: "Edit a lead's name, email, phone and status (the Edit Lead modal)",
    access: ['admin', 'dealer'],
    permissions: verifyLeads,
    description:
      'The name is stored as first name (its first word) and last name (the rest). Same reach as GET /api/leads/:id. The changed fields are recorded in the audit trail.',
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/leads/:id',
    params: leadIdParamsSchema,
    status: 200,
    response: messageResponseSchema,
    tag: 'leads',
    summary: 'Delete a lead',
    access: ['admin', 'dealer'],
    permissions: verifyLeads,
    description:
      "Same reach as GET /api/leads/:id; the lead's confirmation links go with it. Recorded in the audit trail.",
  }),
};
