// Who the admin notices go to and what they name (no rules): the admin accounts with their
// stored permissions, and a listing with its dealership.
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, listings, users } from '../db/schema';

export function createNotificationsRepository(db: Db | Tx) {
  return {
    async admins(): Promise<Array<{ email: string; firstName: string; permissions: Record<string, boolean> | null }>> {
      return db
        .select({ email: users.email, firstName: users.firstName, permissions: users.permissions })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(users.createdAt);
    },

    async listingWithDealer(listingId: string) {
      const [row] = await db
        .select({
          id: listings.id,
          status: listings.status,
          year: listings.year,
          make: listings.make,
          model: listings.model,
          dealershipName: dealers.dealershipName,
        })
        .from(listings)
        .innerJoin(dealers, eq(dealers.id, listings.dealerId))
        .where(eq(listings.id, listingId))
        .limit(1);
      return row;
    },
  };
}

type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    notificationsRepository: NotificationsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('notificationsRepository', createNotificationsRepository(app.db));
  },
  { name: 'notifications-repository', dependencies: ['infrastructure'] },
);
