// Query strings of the API routes (the listing search query is listingSearchQuerySchema in
// listings.ts). Every string is built with text()/emailText()/uuidText() (text.ts).
import { z } from 'zod';
import { ACTIVITY_BUCKETS, ACTIVITY_PERIODS, AUDIT_ENTITY_TYPES } from './admin';
import { LEAD_STATUSES } from './leads';
import { DEALER_STATUSES } from './responses/dealers';
import { emailText, text, uuidText } from './text';

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: text({ max: 100 })
    .optional()
    .transform((v) => v || undefined),
};

/** GET /api/leads/my-leads */
export const leadsPageQuerySchema = z.object({ ...pageFields, status: z.enum(LEAD_STATUSES).optional() });
export type LeadsPageQuery = z.infer<typeof leadsPageQuerySchema>;

/** GET /api/leads (admin): the dealer's filters plus the email state and, for a dealer's detail page, its id. */
export const adminLeadsQuerySchema = leadsPageQuerySchema.extend({
  emailStatus: z.enum(['verified', 'pending']).optional(),
  dealerId: uuidText().optional(),
});
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

/** GET /api/enquiries (a dealer's dealerId is ignored: it always reads its own). */
export const enquiriesQuerySchema = z.object({ ...pageFields, dealerId: uuidText().optional() });
export type EnquiriesQuery = z.infer<typeof enquiriesQuerySchema>;

/** GET /api/dealers (admin): search over the dealership name, the account email and the city. */
export const adminDealersQuerySchema = z.object({ ...pageFields, status: z.enum(DEALER_STATUSES).optional() });
export type AdminDealersQuery = z.infer<typeof adminDealersQuerySchema>;

/** GET /api/admin/audit: one entity's history (entityType and entityId), or every event the admin may read. */
export const auditQuerySchema = z.object({
  page: pageFields.page,
  limit: pageFields.limit,
  entityType: z.enum(AUDIT_ENTITY_TYPES).optional(),
  entityId: uuidText().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** GET /api/admin/dashboard/activity: the last 7, 30 or 90 days, by day (default up to 30 days) or week (default for 90). */
export const adminActivityQuerySchema = z.object({
  period: z.enum(ACTIVITY_PERIODS).default('30'),
  bucket: z.enum(ACTIVITY_BUCKETS).optional(),
});
export type AdminActivityQuery = z.infer<typeof adminActivityQuerySchema>;

/** GET /api/dev/outbox */
export const outboxQuerySchema = z.strictObject({
  to: emailText().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
