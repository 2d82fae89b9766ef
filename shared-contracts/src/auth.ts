import { z } from 'zod';
import { EMAIL_MAX_LENGTH, emailText, text, uuidText } from './text';

export const ROLES = ['admin', 'dealer', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['manageDealers', 'verifyLeads', 'manageListings', 'manageLeads', 'manageBilling'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  phone: z.string().nullable(),
  profileImage: z.string().nullable(),
  isEmailVerified: z.boolean(),
  permissions: z.record(z.string(), z.boolean()).optional(),
  dealerId: z.string().optional(),
  dealerStatus: z.string().optional(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** Password rules of the reset-password page, each with its own message (spec 1 section 5). */
export const PASSWORD_RULES: ReadonlyArray<{ test: (v: string) => boolean; message: string }> = [
  { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: 'Password must be at least 8 characters' },
  { test: (v) => /[a-z]/.test(v), message: 'Password must contain at least one lowercase letter' },
  { test: (v) => /[A-Z]/.test(v), message: 'Password must contain at least one uppercase letter' },
  { test: (v) => /\d/.test(v), message: 'Password must contain at least one number' },
  { test: (v) => /[^A-Za-z0-9]/.test(v), message: 'Password must contain at least one special character' },
];

/** First failing password rule's message, or undefined when the password is strong enough. */
export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Password is required';
  return PASSWORD_RULES.find((r) => !r.test(password))?.message;
}

const email = emailText();
const password = (required: string) => text({ max: 128, min: 1, required, trim: false });
const strongPassword = text({ max: 128, trim: false }).superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const name = (label: string, max = 80) => text({ max, min: 1, required: `${label} is required` });

export const loginBodySchema = z.strictObject({
  email: text({ max: EMAIL_MAX_LENGTH, min: 1, required: 'Email is required' }).toLowerCase(),
  password: password('Password is required'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.strictObject({
  email,
  password: strongPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  role: z.literal('consumer').optional(),
  phone: text({ max: 30 }).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerDealerBodySchema = z.strictObject({
  email,
  password: strongPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  dealershipName: name('Dealership name', 120),
  termsAgreement: z.literal(true, { error: 'You must agree to the terms' }),
  phoneNumber: text({ max: 30, min: 1, required: 'Phone number is required' }),
  state: text({ max: 60, min: 1, required: 'State is required' }),
  zipCode: text({ max: 12, min: 1, required: 'Zip code is required' }),
  website: text({ max: 200 }).optional(),
  address: text({ max: 200, min: 1, required: 'Address is required' }),
  city: text({ max: 80, min: 1, required: 'City is required' }),
  campaign: z
    .record(text({ max: 40 }), text({ max: 200 }))
    .refine((c) => Object.keys(c).length <= 20, 'Too many campaign fields')
    .optional(),
});
export type RegisterDealerBody = z.infer<typeof registerDealerBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email });
export const resetPasswordBodySchema = z
  .strictObject({
    token: text({ max: 200, min: 1, required: 'Invalid or missing token!' }),
    newPassword: strongPassword,
    confirmPassword: password('Confirm Password is required'),
  })
  .refine((b) => b.newPassword === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export const changePasswordBodySchema = z
  .strictObject({
    currentPassword: password('Current password is required'),
    newPassword: password('New password is required').min(
      PASSWORD_MIN_LENGTH,
      'Password must be at least 8 characters',
    ),
    confirmNewPassword: password('Confirm your new password'),
  })
  .refine((b) => b.newPassword === b.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });
export const setupTrialBodySchema = z.strictObject({
  userId: uuidText(),
  selectedPlan: z.enum(['free', 'pro']),
  paymentMethodId: text({ max: 200 }).optional(),
  willAutoRenew: z.boolean().optional(),
});
export type SetupTrialBody = z.infer<typeof setupTrialBodySchema>;

/** Dealer phone: sent as given if it starts with +, otherwise prefixed with +91-. */
export function normaliseDealerPhone(phone: string): string {
  const p = phone.trim();
  return p.startsWith('+') ? p : `+91-${p}`;
}
/** Website: anything after a ? is removed. */
export function normaliseWebsite(website: string): string {
  return website.split('?')[0].trim();
}
