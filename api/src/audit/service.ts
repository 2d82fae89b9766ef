// The audit trail: every moderation action (dealer create/edit/approve/suspend/delete, listing
// approve/reject/delete by an admin, lead edit/delete by anyone, a lead dispute opened by its
// dealer and accepted (approve) or refused (reject) by an admin) is recorded by the domain that
// makes the change, inside its transaction (recordAudit(tx, ...)), so a change and its record
// commit or fail together. Admins read it per entity (GET /api/admin/audit).
import type { AuditAction, AuditEntityType, AuditEvent, AuditQuery, Permission } from 'shared-contracts';
import type { Tx } from '../db/client';
import { forbidden } from '../lib/errors';
import { hasPermission, type AuthContext } from '../plugins/auth';
import { toAuditEvent } from './mappers';
import { createAuditRepository, type AuditRepository } from './repository';

/** A JSON-ready snapshot of some fields of an entity (dates as ISO strings). */
export type AuditFields = Record<string, unknown>;

export interface AuditRecord {
  /** Who acted (the caller's session). */
  actor: Pick<AuthContext, 'sub' | 'role'>;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  before?: AuditFields | null;
  after?: AuditFields | null;
  reason?: string | null;
  at: Date;
}

/** Records one action inside the caller's transaction. */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await createAuditRepository(tx).insert({
    actorUserId: record.actor.sub,
    actorRole: record.actor.role,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
    reason: record.reason ?? null,
    createdAt: record.at,
  });
}

const jsonValue = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v === undefined ? null : v);
const same = (a: unknown, b: unknown) => JSON.stringify(jsonValue(a)) === JSON.stringify(jsonValue(b));

/** The named fields of a row as JSON values (a delete's before, a create's after). */
export function snapshot<T extends object>(row: T, fields: ReadonlyArray<keyof T & string>): AuditFields {
  return Object.fromEntries(fields.map((f) => [f, jsonValue(row[f])]));
}

/** Only the named fields whose value changed, before and after; undefined when none did. */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: ReadonlyArray<keyof T & string>,
): { before: AuditFields; after: AuditFields } | undefined {
  const changed = fields.filter((f) => !same(before[f], after[f]));
  if (changed.length === 0) return undefined;
  return { before: snapshot(before, changed), after: snapshot(after, changed) };
}

/** The permission an admin needs to read each entity type's history (the menus' permissions). */
const READ_PERMISSION: Record<AuditEntityType, Permission> = {
  dealer: 'manageDealers',
  listing: 'verifyLeads',
  lead: 'verifyLeads',
  dispute: 'manageDealers',
};

/** What the audit service uses (built once in services.ts); the records are written through the caller's `tx`. */
interface AuditDeps {
  auditRepository: AuditRepository;
}

export function createAuditService(deps: AuditDeps) {
  return {
    /**
     * GET /api/admin/audit: an entity type the admin may not manage answers 403; without a type,
     * the events of every type it may read.
     */
    async auditHistory(auth: AuthContext, q: AuditQuery): Promise<{ events: AuditEvent[]; total: number }> {
      const readable = (Object.keys(READ_PERMISSION) as AuditEntityType[]).filter((t) =>
        hasPermission(auth, READ_PERMISSION[t]),
      );
      if (q.entityType && !readable.includes(q.entityType)) throw forbidden();
      const entityTypes = q.entityType ? [q.entityType] : readable;
      if (entityTypes.length === 0) return { events: [], total: 0 };
      const { rows, total } = await deps.auditRepository.page({
        entityTypes,
        entityId: q.entityId,
        page: q.page,
        limit: q.limit,
      });
      return { events: rows.map(toAuditEvent), total };
    },
  };
}
