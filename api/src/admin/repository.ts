// Admin queries: site-wide counts, one aggregate query per table, and the dashboard's activity
// per bucket of time in one statement.
import { count, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client';
import { dealers, enquiries, leads, listings, users } from '../db/schema';

/** Rows of a db.execute() result on either driver (node-postgres and PGlite both answer { rows }). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

function createAdminRepository(db: Db | Tx) {
  return {
    async dashboardCounts() {
      const [[l], [ld], [e], [d], [u]] = await Promise.all([
        db
          .select({
            total: count(),
            active: countWhere(sql`${listings.status} = 'active'`),
            pending: countWhere(sql`${listings.status} = 'pending'`),
          })
          .from(listings),
        db.select({ total: count(), verified: countWhere(sql`${leads.isEmailVerified}`) }).from(leads),
        db
          .select({
            total: count(),
            fresh: countWhere(sql`${enquiries.status} = 'new'`),
            open: countWhere(sql`${enquiries.status} <> 'closed'`),
          })
          .from(enquiries),
        db
          .select({
            total: count(),
            pending: countWhere(sql`${dealers.status} = 'pending'`),
            approved: countWhere(sql`${dealers.status} = 'approved'`),
          })
          .from(dealers),
        db.select({ consumers: count() }).from(users).where(eq(users.role, 'user')),
      ]);
      return { listings: l, leads: ld, enquiries: e, dealers: d, users: u };
    },

    /**
     * New dealers, leads (all, and those verified since) and revenue (succeeded charges minus refunds, cents) per
     * bucket: `buckets` consecutive spans of `bucketDays` days from `from`. One statement: each
     * table grouped by bucket number, joined to the series of buckets (empty ones are zeros).
     */
    async activity(from: Date, buckets: number, bucketDays: number) {
      const start = from.toISOString();
      const end = new Date(from.getTime() + buckets * bucketDays * 86_400_000).toISOString();
      const seconds = bucketDays * 86_400;
      const bucketOf = (column: SQL) =>
        sql`floor(extract(epoch from (${column} - ${start}::timestamptz)) / ${seconds}::int)::int`;
      const inRange = (column: SQL) => sql`${column} >= ${start}::timestamptz and ${column} < ${end}::timestamptz`;
      const result = await db.execute(sql`
        with d as (
          select ${bucketOf(sql`created_at`)} as i, count(*)::int as n from dealers where ${inRange(sql`created_at`)} group by 1
        ), l as (
          select ${bucketOf(sql`created_at`)} as i, count(*)::int as n, (count(*) filter (where is_email_verified))::int as v
          from leads where ${inRange(sql`created_at`)} group by 1
        ), p as (
          select ${bucketOf(sql`created_at`)} as i, sum(case when type = 'refund' then -amount_cents else amount_cents end)::bigint as c
          from payments where status = 'succeeded' and ${inRange(sql`created_at`)} group by 1
        )
        select b.i, coalesce(d.n, 0) as new_dealers, coalesce(l.n, 0) as leads, coalesce(l.v, 0) as verified_leads, coalesce(p.c, 0) as revenue_cents
        from generate_series(0, ${buckets - 1}::int) as b(i)
        left join d on d.i = b.i left join l on l.i = b.i left join p on p.i = b.i
        order by b.i`);
      return rowsOf<{
        i: number;
        new_dealers: number;
        leads: number;
        verified_leads: number;
        revenue_cents: number | string;
      }>(result).map((r) => ({
        bucket: Number(r.i),
        newDealers: Number(r.new_dealers),
        leads: Number(r.leads),
        verifiedLeads: Number(r.verified_leads),
        revenueCents: Number(r.revenue_cents),
      }));
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adminRepository: AdminRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('adminRepository', createAdminRepository(app.db));
  },
  { name: 'admin-repository', dependencies: ['infrastructure'] },
);
