import { createEnquiryBodySchema } from '../leads';
import { enquiriesQuerySchema } from '../queries';
import { enquiryPageResponseSchema, enquiryResponseSchema } from '../responses/leads';
import { defineEndpoint } from './define';

export const enquiriesEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/enquiries',
    body: createEnquiryBodySchema,
    status: 201,
    response: enquiryResponseSchema,
    tag: 'enquiries',
    summary: 'A consumer with a verified email asks about a public listing',
    access: ['user'],
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/enquiries',
    query: enquiriesQuerySchema,
    status: 200,
    response: enquiryPageResponseSchema,
    tag: 'enquiries',
    summary: "Enquiries, newest first: a dealer reads its own, an admin all or one dealer's",
    access: ['dealer', 'admin'],
  }),
};
