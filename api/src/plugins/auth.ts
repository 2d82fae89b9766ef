// Who is calling: a bearer JWT sets request.auth; preHandlers state the roles a route allows.
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from 'shared-contracts';
import type { TokenClaims } from '../lib/auth-token';
import { forbidden, unauthorized } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest { auth?: TokenClaims }
  interface FastifyInstance {
    /** Requires a valid bearer token. */
    authenticate: preHandlerHookHandler;
    /** Requires a valid bearer token of one of the roles. */
    requireRole: (...roles: Role[]) => preHandlerHookHandler;
  }
}

export default fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      request.auth = await app.tokens.verify(header.slice(7).trim());
    }
  });
  const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw unauthorized();
  };
  app.decorate('authenticate', authenticate as preHandlerHookHandler);
  app.decorate('requireRole', (...roles: Role[]) => (async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
    if (!roles.includes(request.auth.role)) throw forbidden();
  }) as preHandlerHookHandler);
}, { name: 'auth', dependencies: ['services'] });
