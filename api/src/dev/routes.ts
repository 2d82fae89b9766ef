// Developer tools: the mail outbox, readable when no SMTP server is configured.
// Never registered in production: the outbox holds live verification and reset links.
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../db/schema';

const tags = ['dev'];

export const outboxQuerySchema = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});

const routes: FastifyPluginAsyncZod = async (app) => {
  if (app.mailer.kind !== 'outbox' || app.config.NODE_ENV === 'production') return;

  app.get('/outbox', { schema: { tags, querystring: outboxQuerySchema } }, async (request) => {
    const { to, limit } = request.query;
    const rows = await app.db.select({ to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, createdAt: outbox.createdAt })
      .from(outbox).where(to ? eq(outbox.to, to) : undefined).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit);
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
};
export default routes;
