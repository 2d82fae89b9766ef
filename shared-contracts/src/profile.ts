// PATCH /api/auth/profile text fields. The route takes them as multipart (with a profileImage
// file) or as JSON; the multipart fields are validated with this same schema.
import { z } from 'zod';
import { text } from './text';

export const profileFieldsBodySchema = z.strictObject({
  firstName: text({ max: 80, min: 1, required: 'First name is required' }).optional(),
  lastName: text({ max: 80, min: 1, required: 'Last name is required' }).optional(),
  phone: text({ max: 30, tooLong: 'Phone is too long' }).optional(),
});
export type ProfileFieldsBody = z.infer<typeof profileFieldsBodySchema>;

/** The multipart form's text field names. */
export const PROFILE_FIELD_NAMES: ReadonlyArray<keyof ProfileFieldsBody> = ['firstName', 'lastName', 'phone'];
