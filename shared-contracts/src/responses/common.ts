// Building blocks of every answer: the error body, the success envelopes, pagination.
// Response schemas describe what the API sends (z.output): no transforms, no defaults, dates
// as ISO strings, because the API serializes answers by encoding them through these schemas.
import { z } from 'zod';

/** Every error answer of the API (4xx and 5xx). */
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** A timestamp as the API sends it (ISO 8601). */
export const isoDateTime = z.string().describe('ISO 8601 date-time');

/** `{ success: true, message }`: a command that answers only a sentence. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** `{ success: true, data }` */
export function dataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, message, data }` */
export function messageDataResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** The public search counts up to a cap; true when there are more matches than `total`. */
  totalCapped: z
    .boolean()
    .optional()
    .describe('The public search counts up to a cap; true when there are more matches than total'),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** `{ success: true, data, meta: { pagination } }` */
export function pagedResponse<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, meta: z.object({ pagination: paginationSchema }) });
}
