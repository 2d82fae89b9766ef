import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type AuditEntityType, type AuditEvent } from 'shared-contracts';

export const AUDIT_LOAD_ERROR = 'Failed to load history';

/** GET /api/admin/audit?entityType&entityId: one entity's recorded moderation actions, newest first (the first 50). */
export async function getAuditEvents(entityType: AuditEntityType, entityId: string, signal?: AbortSignal): Promise<AuditEvent[]> {
  const { data } = await callApi(endpoints.admin.audit, {
    query: { entityType, entityId, page: 1, limit: 50 },
    signal,
  }, { errors: { toast: false, redirect: false, fallback: AUDIT_LOAD_ERROR } });
  return data.events;
}

export const auditEventsQueryOptions = (entityType: AuditEntityType, entityId: string) =>
  queryOptions({
    queryKey: ['admin', 'audit', entityType, entityId],
    queryFn: ({ signal }) => getAuditEvents(entityType, entityId, signal),
  });

/** The history of one dealer, listing or lead (detail pages). */
export function useAuditEvents(entityType: AuditEntityType, entityId: string) {
  return useQuery(auditEventsQueryOptions(entityType, entityId));
}
