// Developer tools: the mail outbox, readable when no SMTP server is configured.
// Not registered with SMTP or in production. It holds live verification and reset links and
// shoppers' details, so only a signed-in admin reads it over HTTP (401/403 otherwise), or
// `npm run mail` with a one-minute service token signed with the API's own key.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { forbidden, unauthorized } from '../lib/errors';

const routes: FastifyPluginAsyncZod = async (app) => {
  if (app.mailer.kind !== 'outbox' || app.config.NODE_ENV === 'production') return;

  const adminOrMailScript = async (request: FastifyRequest) => {
    if (request.auth) {
      if (request.auth.role !== 'admin') throw forbidden();
      return;
    }
    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ') && (await app.tokens.verifyService(header.slice(7).trim(), 'outbox'))) return;
    throw unauthorized();
  };

  app.route({
    ...contractRoute(endpoints.dev.outbox, '/api/dev'),
    onRequest: adminOrMailScript,
    handler: async (request) => app.services.dev.readOutbox(request.query),
  });
};
export default routes;
