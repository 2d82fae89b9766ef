import { outboxQuerySchema } from '../queries';
import { healthResponseSchema, outboxResponseSchema } from '../responses/dev';
import { defineEndpoint } from './define';

export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET', path: '/api/dev/outbox', query: outboxQuerySchema, status: 200, response: outboxResponseSchema,
    tag: 'dev', summary: 'Mail written to the outbox, newest first (development only: outbox mailer, not production)',
    description: 'It holds live verification and reset links: besides an admin, only `npm run mail` reads it, with a one-minute service token signed with the API key.',
    access: ['admin'], devOnly: true,
  }),
};

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET', path: '/api/health', status: 200, response: healthResponseSchema,
    tag: 'health', summary: 'Liveness check', access: 'public',
  }),
};
