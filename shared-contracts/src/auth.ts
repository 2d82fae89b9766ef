import { z } from 'zod';

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

const email = z.string().trim().toLowerCase().email('Email is invalid').max(254);
const strongPassword = z.string().max(128).superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(80);

export const loginBodySchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.strictObject({
  email,
  password: strongPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  role: z.literal('consumer').optional(),
  phone: z.string().trim().max(30).optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerDealerBodySchema = z.strictObject({
  email,
  password: strongPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  dealershipName: name('Dealership name').max(120),
  termsAgreement: z.literal(true, { error: 'You must agree to the terms' }),
  phoneNumber: z.string().trim().min(1, 'Phone number is required').max(30),
  state: z.string().trim().min(1, 'State is required').max(60),
  zipCode: z.string().trim().min(1, 'Zip code is required').max(12),
  website: z.string().trim().max(200).optional().or(z.literal('')),
  address: z.string().trim().min(1, 'Address is required').max(200),
  city: z.string().trim().min(1, 'City is required').max(80),
  campaign: z.record(z.string().max(40), z.string().max(200)).optional(),
});
export type RegisterDealerBody = z.infer<typeof registerDealerBodySchema>;

export const forgotPasswordBodySchema = z.strictObject({ email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Email is invalid') });
export const resetPasswordBodySchema = z.strictObject({
  token: z.string().min(1, 'Invalid or missing token!').max(200),
  newPassword: strongPassword,
  confirmPassword: z.string().min(1, 'Confirm Password is required'),
}).refine((b) => b.newPassword === b.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Current password is required').max(128),
  newPassword: z.string().min(1, 'New password is required').min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters').max(128),
  confirmNewPassword: z.string().min(1, 'Confirm your new password'),
}).refine((b) => b.newPassword === b.confirmNewPassword, { message: 'Passwords do not match', path: ['confirmNewPassword'] });
export const setupTrialBodySchema = z.strictObject({
  userId: z.string().uuid(),
  selectedPlan: z.enum(['free', 'pro']),
  paymentMethodId: z.string().max(200).optional(),
  willAutoRenew: z.boolean().optional(),
});

/** Dealer phone: sent as given if it starts with +, otherwise prefixed with +91-. */
export function normaliseDealerPhone(phone: string): string {
  const p = phone.trim();
  return p.startsWith('+') ? p : `+91-${p}`;
}
/** Website: anything after a ? is removed. */
export function normaliseWebsite(website: string): string {
  return website.split('?')[0].trim();
}
