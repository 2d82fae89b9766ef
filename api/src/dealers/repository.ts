// Dealer queries: the dealership rows, the admin read model (dealer, its user, its
// subscription in one query) and the dashboard counts over the dealer's own rows.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, enquiries, leads, listings, subscriptions, users } from '../db/schema';

export type DealerRow = typeof dealers.$inferSelect;
export type NewDealerRow = typeof dealers.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export function createDealersRepository(db: Db | Tx) {
  return {
    async findByUserId(userId: string): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.userId, userId)).limit(1);
      return row;
    },

    async findById(id: string): Promise<DealerRow | undefined> {
      const [row] = await db.select().from(dealers).where(eq(dealers.id, id)).limit(1);
      return row;
    },

    async update(id: string, values: Partial<NewDealerRow>): Promise<DealerRow | undefined> {
      const [row] = await db.update(dealers).set(values).where(eq(dealers.id, id)).returning();
      return row;
    },

    async insert(values: NewDealerRow): Promise<DealerRow> {
      const [row] = await db.insert(dealers).values(values).returning();
      return row;
    },

    /** The dealer, the name and email of its user, and its subscription (null when it has none). */
    async findAdminView(id: string) {
      const [row] = await db.select({
        dealer: dealers,
        user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
        subscription: subscriptions,
      }).from(dealers)
        .innerJoin(users, eq(users.id, dealers.userId))
        .leftJoin(subscriptions, eq(subscriptions.dealerId, dealers.id))
        .where(eq(dealers.id, id)).limit(1);
      return row;
    },

    /** Counts over this dealer's listings, leads (and those since `since`) and enquiries. */
    async dashboardCounts(dealerId: string, since: Date) {
      const [[l], [ld], [e]] = await Promise.all([
        db.select({
          total: count(),
          active: countWhere(sql`${listings.status} = 'active'`),
          pending: countWhere(sql`${listings.status} = 'pending'`),
          views: sql<number>`coalesce(sum(${listings.views}), 0)`.mapWith(Number),
        }).from(listings).where(eq(listings.dealerId, dealerId)),
        db.select({
          total: count(),
          verified: countWhere(sql`${leads.isEmailVerified}`),
          fresh: countWhere(sql`${leads.status} = 'new'`),
          since: countWhere(sql`${leads.createdAt} >= ${since.toISOString()}::timestamptz`),
        }).from(leads).where(eq(leads.dealerId, dealerId)),
        db.select({ total: count() }).from(enquiries).where(eq(enquiries.dealerId, dealerId)),
      ]);
      return { listings: l, leads: ld, enquiries: e };
    },
  };
}

export type DealersRepository = ReturnType<typeof createDealersRepository>;

declare module 'fastify' {
  interface FastifyInstance { dealersRepository: DealersRepository }
}

export default fp(async (app) => {
  app.decorate('dealersRepository', createDealersRepository(app.db));
}, { name: 'dealers-repository', dependencies: ['services'] });
