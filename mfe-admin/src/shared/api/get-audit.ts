import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AuditEntityType, type AuditEvent } from 'shared-contracts';

export const AUDIT_LOAD_ERROR = 'Failed to load the history';
/** The latest 50 events of one dealer, listing or lead. */
const AUDIT_LIMIT = 50;

/** GET /api/admin/audit?entityType&entityId: one entity's moderation history, newest first. */
async function getAudit(entityType: AuditEntityType, entityId: string, signal?: AbortSignal): Promise<AuditEvent[]> {
  const answer = await callApi(
    endpoints.admin.audit,
    { query: { entityType, entityId, page: 1, limit: AUDIT_LIMIT }, signal },
    { errors: { toast: false, fallback: AUDIT_LOAD_ERROR } },
  );
  return answer.data.events;
}

const auditQueryOptions = (entityType: AuditEntityType, entityId: string) =>
  queryOptions({
    queryKey: ['admin', 'audit', entityType, entityId],
    queryFn: ({ signal }) => getAudit(entityType, entityId, signal),
  });

export function useAudit(entityType: AuditEntityType, entityId: string) {
  return useQuery(auditQueryOptions(entityType, entityId));
}
