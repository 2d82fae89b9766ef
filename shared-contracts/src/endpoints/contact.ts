import { contactBodySchema } from '../leads';
import { messageResponseSchema } from '../responses/common';
import { defineEndpoint } from './define';

export const contactEndpoints = {
  send: defineEndpoint({
    method: 'POST',
    path: '/api/contact',
    body: contactBodySchema,
    status: 201,
    response: messageResponseSchema,
    tag: 'contact',
    summary: 'Send the contact form to the team',
    access: 'public',
  }),
};
