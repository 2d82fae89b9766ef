// Query strings the API declared inline until issue 7, copied faithfully (api/src/leads,
// api/src/enquiries, api/src/dev). The listing search query is listingSearchQuerySchema (listings.ts).
import { z } from 'zod';
import { LEAD_STATUSES } from './leads';

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.string().trim().max(100).optional().transform((v) => v || undefined),
};

/** GET /api/leads/my-leads */
export const leadsPageQuerySchema = z.object({ ...pageFields, status: z.enum(LEAD_STATUSES).optional() });
export type LeadsPageQuery = z.infer<typeof leadsPageQuerySchema>;

/** GET /api/leads (admin): the dealer's filters plus the email state. */
export const adminLeadsQuerySchema = leadsPageQuerySchema.extend({ emailStatus: z.enum(['verified', 'pending']).optional() });
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

/** GET /api/enquiries (a dealer's dealerId is ignored: it always reads its own). */
export const enquiriesQuerySchema = z.object({ ...pageFields, dealerId: z.string().uuid().optional() });
export type EnquiriesQuery = z.infer<typeof enquiriesQuerySchema>;

/** GET /api/dev/outbox */
export const outboxQuerySchema = z.strictObject({
  to: z.string().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
