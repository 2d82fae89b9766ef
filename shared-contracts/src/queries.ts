// Query strings of the API routes (the listing search query is listingSearchQuerySchema in
// listings.ts). Every string is built with text()/emailText()/uuidText() (text.ts).
import { z } from 'zod';
import { LEAD_STATUSES } from './leads';
import { emailText, text, uuidText } from './text';

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: text({ max: 100 }).optional().transform((v) => v || undefined),
};

/** GET /api/leads/my-leads */
export const leadsPageQuerySchema = z.object({ ...pageFields, status: z.enum(LEAD_STATUSES).optional() });
export type LeadsPageQuery = z.infer<typeof leadsPageQuerySchema>;

/** GET /api/leads (admin): the dealer's filters plus the email state. */
export const adminLeadsQuerySchema = leadsPageQuerySchema.extend({ emailStatus: z.enum(['verified', 'pending']).optional() });
export type AdminLeadsQuery = z.infer<typeof adminLeadsQuerySchema>;

/** GET /api/enquiries (a dealer's dealerId is ignored: it always reads its own). */
export const enquiriesQuerySchema = z.object({ ...pageFields, dealerId: uuidText().optional() });
export type EnquiriesQuery = z.infer<typeof enquiriesQuerySchema>;

/** GET /api/dev/outbox */
export const outboxQuerySchema = z.strictObject({
  to: emailText().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;
