// Developer tools' queries: the mail outbox, newest first.
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { outbox } from '../db/schema';

export function createDevRepository(db: Db | Tx) {
  return {
    async outbox(filter: { to?: string; limit: number }) {
      return db
        .select({
          to: outbox.to,
          subject: outbox.subject,
          text: outbox.text,
          html: outbox.html,
          createdAt: outbox.createdAt,
        })
        .from(outbox)
        .where(filter.to ? eq(outbox.to, filter.to) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(filter.limit);
    },
  };
}

export type DevRepository = ReturnType<typeof createDevRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    devRepository: DevRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('devRepository', createDevRepository(app.db));
  },
  { name: 'dev-repository', dependencies: ['infrastructure'] },
);
