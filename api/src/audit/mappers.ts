// Audit rows -> the contract's AuditEvent (dates as ISO strings).
import type { AuditEvent } from 'shared-contracts';
import type { AuditEventRow } from './repository';

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: { id: row.actorUserId, email: row.actorEmail, role: row.actorRole },
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}
