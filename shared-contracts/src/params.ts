// Path parameters of the API routes (copied from the route files as they were in issue 7).
import { z } from 'zod';

/** /api/auth/verify-email/:token */
export const verifyEmailParamsSchema = z.strictObject({ token: z.string().min(1).max(200) });
/** /api/leads/verify-leads/:token */
export const verifyLeadParamsSchema = z.object({ token: z.string().max(200) });
/** /api/listings/:id: any text up to 64; an id that is not a uuid answers 404, not 400. */
export const listingIdParamsSchema = z.object({ id: z.string().max(64) });
/** /api/dealers/:id: as for listings, an unknown or malformed id answers 404. */
export const dealerIdParamsSchema = z.object({ id: z.string().max(64) });
