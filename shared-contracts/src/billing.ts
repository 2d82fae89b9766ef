// Billing requests and their fixed lists (spec 2 sections 4, 5, 7, 9): cancel-trial reasons,
// lead dispute reasons, the sandbox gateway's test cards. Money is in dollars on the wire.
import { z } from 'zod';
import { text, uuidText } from './text';

/** Spec 2 section 5, in its order: the cancel-trial modal lists them and the API accepts only them. */
export const CANCEL_TRIAL_REASONS = [
  'Not ready to commit yet',
  'Trying another service',
  'Did not find value',
  'Too busy to use',
  'Limited features in trial',
  'Technical issues',
  'Interface is confusing',
  'Did not need the service',
  'Not satisfied with performance',
  'Trial period too short',
  'Received too many emails/notifications',
  'Privacy concerns',
  'Service did not meet expectations',
  'Found a better alternative',
] as const;
export type CancelTrialReason = (typeof CANCEL_TRIAL_REASONS)[number];

export const cancelTrialBodySchema = z.strictObject({
  reason: z.enum(CANCEL_TRIAL_REASONS, { error: 'Please choose a reason' }),
});
export type CancelTrialBody = z.infer<typeof cancelTrialBodySchema>;

export const confirmPaymentMethodBodySchema = z.strictObject({
  paymentMethodId: text({ max: 200, min: 1, required: 'Payment method is required' }),
});
export type ConfirmPaymentMethodBody = z.infer<typeof confirmPaymentMethodBodySchema>;

export const checkLeadEligibilityBodySchema = z.strictObject({ leadId: uuidText() });
export type CheckLeadEligibilityBody = z.infer<typeof checkLeadEligibilityBodySchema>;

/** What a dealership waiting for approval is told (its plan screens and a refused plan command). */
export const DEALERSHIP_UNDER_REVIEW =
  'Your dealership is under review. Your 30-day free trial starts when it is approved; we email you then.';

/** Payment History page size (spec 2 section 9). */
export const PAYMENT_HISTORY_PAGE_SIZE = 10;
/** A charged lead may be disputed this many days after its charge (terms). */
export const DISPUTE_WINDOW_DAYS = 15;
/** No charge for a second lead from the same person for the same dealer and model within this many days. */
export const DUPLICATE_LEAD_CHARGE_DAYS = 30;
/** Trial reminder mails: this many days before the trial ends (terms). */
export const TRIAL_REMINDER_DAYS = [7, 3] as const;

export const PAYMENT_TYPES = ['subscription', 'lead', 'refund'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const PAYMENT_STATUSES = ['succeeded', 'pending', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Why a dealer disputes a charged lead. */
export const DISPUTE_REASONS = ['unreachable', 'duplicate', 'not_genuine', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  unreachable: 'The contact details do not work',
  duplicate: 'The same person sent this lead before',
  not_genuine: 'Not a real enquiry',
  other: 'Something else',
};
export const DISPUTE_STATUSES = ['open', 'accepted', 'refused'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const openDisputeBodySchema = z.strictObject({
  paymentId: uuidText(),
  reason: z.enum(DISPUTE_REASONS, { error: 'Please choose a reason' }),
  details: text({ max: 1000, multiline: true, tooLong: 'Details must be at most 1000 characters' }).optional(),
});
export type OpenDisputeBody = z.infer<typeof openDisputeBodySchema>;

/** The longest note an admin sends with a dispute decision. */
export const DISPUTE_NOTE_MAX_LENGTH = 1000;
export const resolveDisputeBodySchema = z
  .strictObject({
    decision: z.enum(['accepted', 'refused']),
    note: text({
      max: DISPUTE_NOTE_MAX_LENGTH,
      multiline: true,
      tooLong: `The note must be at most ${DISPUTE_NOTE_MAX_LENGTH} characters`,
    }).optional(),
  })
  .refine((b) => b.decision === 'accepted' || Boolean(b.note), {
    message: 'Tell the dealer why the dispute is refused',
    path: ['note'],
  });
export type ResolveDisputeBody = z.infer<typeof resolveDisputeBodySchema>;

export const disputesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(DISPUTE_STATUSES).optional(),
});
export type DisputesQuery = z.infer<typeof disputesQuerySchema>;

export const paymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(PAYMENT_HISTORY_PAGE_SIZE),
});
export type PaymentsQuery = z.infer<typeof paymentsQuerySchema>;

/**
 * The sandbox gateway (the default, no Stripe keys): Stripe's own test numbers, any future
 * expiry, any 3-digit CVC. Nothing is charged; the flows are the real ones.
 */
export const SANDBOX_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  authentication: '4000002500003155',
  /** Saved fine, but every later charge fails (the grace period). */
  chargeFails: '4000000000000341',
} as const;

/** The sandbox card form posts the card to the API, which plays the payment provider. */
export const sandboxConfirmSetupBodySchema = z.strictObject({
  clientSecret: text({ max: 200, min: 1, required: 'Setup intent not initialized' }),
  cardNumber: z
    .string()
    .trim()
    .max(30)
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, 'Your card number is incomplete.')),
  expMonth: z.coerce
    .number()
    .int()
    .min(1, "Your card's expiration date is invalid.")
    .max(12, "Your card's expiration date is invalid."),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  /** The answer to the simulated bank check of the authentication test card. */
  authenticated: z.boolean().optional(),
});
export type SandboxConfirmSetupBody = z.infer<typeof sandboxConfirmSetupBodySchema>;
