// Answers of /api/admin/*.
import { z } from 'zod';
import { ACTIVITY_BUCKETS, AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../admin';
import { ROLES } from '../auth';
import { dataResponse, isoDateTime, pagedResponse } from './common';

export const adminDashboardStatsSchema = z.object({
  activeEnquiries: z.number().int(),
  activeListings: z.number().int(),
  pendingEnquiries: z.number().int(),
  totalEnquiries: z.number().int(),
  totalLeads: z.number().int(),
  verifiedLeads: z.number().int(),
  totalDealers: z.number().int(),
  pendingDealers: z.number().int(),
  approvedDealers: z.number().int(),
  totalUsers: z.number().int(),
  totalListings: z.number().int(),
  pendingListings: z.number().int(),
});
export type AdminDashboardStats = z.infer<typeof adminDashboardStatsSchema>;

export const adminDashboardResponseSchema = dataResponse(adminDashboardStatsSchema);

/** One bucket of the dashboard charts: what happened from `start` (inclusive) to the next bucket's start. */
export const activityPointSchema = z.object({
  start: isoDateTime,
  newDealers: z.number().int(),
  leads: z.number().int(),
  verifiedLeads: z.number().int(),
  /** dollars, succeeded payments */
  revenue: z.number().describe('dollars, succeeded payments'),
});
export type ActivityPoint = z.infer<typeof activityPointSchema>;

/**
 * GET /api/admin/dashboard/activity: new dealers, leads (all and verified) and revenue per
 * day or week over the last `period` days (UTC days, the current day included; `to` is exclusive).
 */
export const adminActivitySchema = z.object({
  period: z.number().int(),
  bucket: z.enum(ACTIVITY_BUCKETS),
  from: isoDateTime,
  to: isoDateTime,
  series: z.array(activityPointSchema),
  totals: activityPointSchema.omit({ start: true }),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;
export const adminActivityResponseSchema = dataResponse(adminActivitySchema);

/** Who did it: the account's id, its email and role at the time. */
export const auditActorSchema = z.object({ id: z.string(), email: z.string().nullable(), role: z.enum(ROLES) });

/**
 * One recorded moderation action. `before` and `after` hold only the fields that changed
 * (a create has no before, a delete no after; approve/suspend/reject carry the status).
 */
export const auditEventSchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  actor: auditActorSchema,
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** GET /api/admin/audit: newest first. */
export const auditEventsResponseSchema = pagedResponse(z.object({ events: z.array(auditEventSchema) }));

/** A background job run's state, as the job library (pg-boss) records it. */
export const JOB_RUN_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobRunState = (typeof JOB_RUN_STATES)[number];

/** One run of a background job (billing-clock, deal-score-refresh, listings-catch-up, saved-search-job, mail-send, feed-import, feed-import-dealer, import-pictures, import-pictures-sweep). */
export const jobRunSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_RUN_STATES),
  createdAt: isoDateTime,
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  /** Tries after the first (a failed run is retried up to retryLimit times). */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** The last failure's message (a run being retried, or failed). */
  lastError: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** GET /api/admin/jobs: the newest runs first (at most 100), and whether this instance runs the jobs. */
export const jobRunsResponseSchema = dataResponse(z.object({ runs: z.array(jobRunSchema) }));

/** A mail the sender gave up on (its last attempt failed, or the server refused it for good). */
export const failedMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoDateTime,
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/admin/mail/failed: the newest first (at most 100). */
export const failedMailsResponseSchema = dataResponse(z.object({ mails: z.array(failedMailSchema) }));
