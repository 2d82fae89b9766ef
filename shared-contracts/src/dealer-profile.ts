// PATCH /api/dealers/profiledata: the fields a dealer edits (spec 2 section 3: its own first
// name, last name and phone, and the dealership's), sent as multipart with an optional
// profileImage file. Every field is optional (only what is sent
// changes); a required field sent blank gets the same message as at dealer sign-up.
import { z } from 'zod';
import { profileFieldsBodySchema } from './profile';
import { text } from './text';

export const dealerProfileDataBodySchema = z.strictObject({
  // The account's own (PATCH /api/auth/profile's rules); a blank phone clears it.
  firstName: profileFieldsBodySchema.shape.firstName,
  lastName: profileFieldsBodySchema.shape.lastName,
  phone: profileFieldsBodySchema.shape.phone,
  dealershipName: text({ max: 120, min: 1, required: 'Dealership name is required' }).optional(),
  phoneNumber: text({ max: 30, min: 1, required: 'Phone number is required' }).optional(),
  /** Blank clears the website. */
  website: text({ max: 200, tooLong: 'Website is too long' }).optional(),
  address: text({ max: 200, min: 1, required: 'Address is required' }).optional(),
  city: text({ max: 80, min: 1, required: 'City is required' }).optional(),
  state: text({ max: 60, min: 1, required: 'State is required' }).optional(),
  zipCode: text({ max: 12, min: 1, required: 'Zip code is required' }).optional(),
});
export type DealerProfileDataBody = z.infer<typeof dealerProfileDataBodySchema>;

/** The multipart form's text field names. */
export const DEALER_PROFILE_FIELD_NAMES: ReadonlyArray<keyof DealerProfileDataBody> = [
  'firstName',
  'lastName',
  'phone',
  'dealershipName',
  'phoneNumber',
  'website',
  'address',
  'city',
  'state',
  'zipCode',
];

/** The update is aborted after 10 s (spec 2 sections 5 and 9). */
export const DEALER_PROFILE_UPDATE_TIMEOUT_MS = 10_000;
