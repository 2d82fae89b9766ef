// Answers that have no success envelope: the dev mail outbox and the health check.
import { z } from 'zod';
import { isoDateTime } from './common';

export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: isoDateTime,
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
/** GET /api/dev/outbox: newest first. */
export const outboxResponseSchema = z.array(outboxMailSchema);

export const healthResponseSchema = z.object({ status: z.literal('ok') });
