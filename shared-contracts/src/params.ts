// Path parameters of the API routes. Every string is built with text() (text.ts).
import { z } from 'zod';
import { text } from './text';

/** /api/auth/verify-email/:token (kept as sent: a token is never trimmed). */
export const verifyEmailParamsSchema = z.strictObject({ token: text({ max: 200, min: 1, trim: false }) });
/** /api/leads/verify-leads/:token */
export const verifyLeadParamsSchema = z.object({ token: text({ max: 200, trim: false }) });
/** /api/listings/:id: any text up to 64; an id that is not a uuid answers 404, not 400. */
export const listingIdParamsSchema = z.object({ id: text({ max: 64 }) });
/** /api/dealers/:id: as for listings, an unknown or malformed id answers 404. */
export const dealerIdParamsSchema = z.object({ id: text({ max: 64 }) });
/** /api/leads/:id: as for listings, an unknown or malformed id answers 404. */
export const leadIdParamsSchema = z.object({ id: text({ max: 64 }) });

export const paymentIdParamsSchema = z.object({ id: text({ max: 64 }) });

export const disputeIdParamsSchema = z.object({ id: text({ max: 64 }) });
/** /api/admin/mail/:id/retry: an outbox mail's id (not a uuid: 404). */
export const mailIdParamsSchema = z.object({ id: text({ max: 64 }) });
/** /api/listings/import/runs/:id: an import run's id (not a uuid, or another dealer's: 404). */
export const importRunIdParamsSchema = z.object({ id: text({ max: 64 }) });
