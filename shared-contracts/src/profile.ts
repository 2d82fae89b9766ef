// PATCH /api/auth/profile text fields (copied from api/src/auth/routes.ts). The route takes
// them as multipart (with a profileImage file) or as JSON.
import { z } from 'zod';

export const profileFieldsBodySchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(80).optional(),
  lastName: z.string().trim().min(1, 'Last name is required').max(80).optional(),
  phone: z.string().trim().max(30, 'Phone is too long').optional(),
});
export type ProfileFieldsBody = z.infer<typeof profileFieldsBodySchema>;
