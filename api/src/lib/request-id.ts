// The request id: the X-Request-Id the shell's proxy (or a load balancer) sends, when it is a
// plain token (8-128 letters, digits, dot, dash, underscore, colon: nothing that could split or
// forge a log line), else a new UUID. Fastify logs it as reqId on every line of the request and
// the API returns it in the answer's X-Request-Id.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}
