import { outboxQuerySchema } from '../queries';
import { healthResponseSchema, outboxResponseSchema, readinessResponseSchema } from '../responses/dev';
import { defineEndpoint } from './define';

export const devEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/dev/outbox',
    query: outboxQuerySchema,
    status: 200,
    response: outboxResponseSchema,
    tag: 'dev',
    summary: 'Mail written to the outbox, newest first (development only: outbox mailer, not production)',
    description:
      'It holds live verification and reset links: besides an admin, only `npm run mail` reads it, with a one-minute service token signed with the API key.',
    access: ['admin'],
    devOnly: true,
  }),
};

export const healthEndpoints = {
  check: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    status: 200,
    response: healthResponseSchema,
    tag: 'health',
    summary: 'Liveness check',
    access: 'public',
    description:
      'The process answers; it checks nothing else (a load balancer restarts an instance that stops answering it).',
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/api/health/ready',
    status: 200,
    response: readinessResponseSchema,
    tag: 'health',
    summary: 'Readiness check',
    access: 'public',
    description:
      'Ready for traffic: the database answers a query and the storage is reachable within a short timeout, and the instance is not shutting down. Otherwise 503 with a `message` (a load balancer sends no new requests there).',
  }),
};
