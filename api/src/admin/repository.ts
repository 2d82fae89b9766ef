// Admin queries: site-wide counts, one aggregate query per table.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, enquiries, leads, listings, users } from '../db/schema';

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

export function createAdminRepository(db: Db | Tx) {
  return {
    async dashboardCounts() {
      const [[l], [ld], [e], [d], [u]] = await Promise.all([
        db.select({
          total: count(),
          active: countWhere(sql`${listings.status} = 'active'`),
          pending: countWhere(sql`${listings.status} = 'pending'`),
        }).from(listings),
        db.select({ total: count(), verified: countWhere(sql`${leads.isEmailVerified}`) }).from(leads),
        db.select({
          total: count(),
          fresh: countWhere(sql`${enquiries.status} = 'new'`),
          open: countWhere(sql`${enquiries.status} <> 'closed'`),
        }).from(enquiries),
        db.select({
          total: count(),
          pending: countWhere(sql`${dealers.status} = 'pending'`),
          approved: countWhere(sql`${dealers.status} = 'approved'`),
        }).from(dealers),
        db.select({ consumers: count() }).from(users).where(eq(users.role, 'user')),
      ]);
      return { listings: l, leads: ld, enquiries: e, dealers: d, users: u };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance { adminRepository: AdminRepository }
}

export default fp(async (app) => {
  app.decorate('adminRepository', createAdminRepository(app.db));
}, { name: 'admin-repository', dependencies: ['services'] });
