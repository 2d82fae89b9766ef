// Contact form queries: the message as sent.
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { contactMessages } from '../db/schema';

type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: Db | Tx) {
  return {
    async insert(values: NewContactMessage): Promise<void> {
      await db.insert(contactMessages).values(values);
    },
  };
}

type ContactRepository = ReturnType<typeof createContactRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    contactRepository: ContactRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('contactRepository', createContactRepository(app.db));
  },
  { name: 'contact-repository', dependencies: ['services'] },
);
