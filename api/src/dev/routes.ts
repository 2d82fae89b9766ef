// Developer tools: the mail outbox, readable when no SMTP server is configured.
// Not registered with SMTP or in production. It holds live verification and reset links and
// shoppers' details, so only a signed-in admin reads it over HTTP (401/403 otherwise), or
// `npm run mail` with a one-minute service token signed with the API's own key.
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailText } from 'shared-contracts';
import { z } from 'zod';
import { outbox } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

const tags = ['dev'];

export const outboxQuerySchema = z.strictObject({
  to: emailText().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

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

  app.get('/outbox', { schema: { tags, querystring: outboxQuerySchema }, onRequest: adminOrMailScript }, async (request) => {
    const { to, limit } = request.query;
    const rows = await app.db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, createdAt: outbox.createdAt })
      .from(outbox).where(to ? eq(outbox.to, to) : undefined).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
};
export default routes;
