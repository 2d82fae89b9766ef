// Audit trail queries (no rules): one insert (the actor's email copied from the account in the
// same statement) and pages of events, newest first, with their count.
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AuditEntityType } from 'shared-contracts';
import type { Db, Tx } from '../db/client';
import { auditEvents, users } from '../db/schema';
import { offsetOf } from '../lib/pagination';

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEvent = Omit<typeof auditEvents.$inferInsert, 'actorEmail'>;

/** Which events a page shows: of these entity types (at least one), optionally of one entity. */
export interface AuditFilter {
  entityTypes: AuditEntityType[];
  entityId?: string;
  page: number;
  limit: number;
}

export function createAuditRepository(db: Db | Tx) {
  return {
    async insert(values: NewAuditEvent): Promise<void> {
      await db.insert(auditEvents).values({
        ...values,
        actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${values.actorUserId})`,
      });
    },

    async page(f: AuditFilter): Promise<{ rows: AuditEventRow[]; total: number }> {
      const where: SQL | undefined = and(
        inArray(auditEvents.entityType, f.entityTypes),
        f.entityId ? eq(auditEvents.entityId, f.entityId) : undefined,
      );
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(f.limit)
          .offset(offsetOf(f.page, f.limit)),
        db.select({ n: count() }).from(auditEvents).where(where),
      ]);
      return { rows, total: Number(n) };
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditRepository', createAuditRepository(app.db));
  },
  { name: 'audit-repository', dependencies: ['infrastructure'] },
);
