// Contact form queries: the message as sent.
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
