import { z } from 'zod';
import { emailText, text, uuidText } from './text';

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;

/** The API's answer when a lead asks for a term or mileage the listing does not offer. */
export const LEAD_TERM_NOT_OFFERED = 'This deal is not offered on that lease term';
export const LEAD_MILEAGE_NOT_OFFERED = 'This deal is not offered with that annual mileage';

/** A whole positive number of months or miles (the shopper's lease choice). */
const choiceNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(max, `${label} is too large`);

export const createLeadBodySchema = z.strictObject({
  listingId: uuidText('listingId is invalid'),
  firstName: text({ max: 80, min: 1, required: 'First name is required' }),
  lastName: text({ max: 80 }).optional().default(''),
  email: emailText(),
  phone: text({ max: 30, min: 1, required: 'Phone is required' }),
  question: text({ max: 2000, multiline: true }).optional().default(''),
  /** The lease the shopper picked on the deal page: one of the listing's terms and annual mileages (checked by the API). */
  termMonths: choiceNumber('termMonths', 120).optional(),
  annualMileage: choiceNumber('annualMileage', 100_000).optional(),
});
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_NAME_MAX_LENGTH = 161;

/**
 * PUT /api/leads/:id (spec 1 "Edit Lead modal" and section 5 "Edit lead"): the Edit Lead form's
 * fields and messages, for the modal and the API alike. The name is stored as first and last
 * name: see splitLeadName.
 */
export const updateLeadBodySchema = z.strictObject({
  name: text({ max: LEAD_NAME_MAX_LENGTH, min: 1, required: 'Name is required' }),
  email: emailText(),
  phone: text({ max: 30, min: 1, required: 'Phone is required' }),
  status: z.enum(LEAD_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Status is required'
        : 'Status must be new, contacted or closed',
  }),
});
export type UpdateLeadBody = z.infer<typeof updateLeadBodySchema>;

/** "Mary Ann Smith" -> first name "Mary", last name "Ann Smith" (the first word is the first name). */
export function splitLeadName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export const createEnquiryBodySchema = z.strictObject({
  listingId: uuidText('listingId is invalid'),
  message: text({ max: 2000, multiline: true }).optional().default(''),
  phoneNumber: text({ max: 30 }).optional(),
});
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

export const contactBodySchema = z.strictObject({
  name: text({ max: 120, min: 1, required: 'Name is required' }),
  email: emailText(),
  phone: text({ max: 30 }).optional(),
  subject: text({ max: 200, min: 1, required: 'Subject is required' }),
  message: text({ max: 5000, min: 1, required: 'Message is required', multiline: true }),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export type EditLeadValues = { name: string; email: string; phone: string; status: string };
export type EditLeadErrors = Partial<Record<keyof EditLeadValues, string>>;

/** The Edit Lead form's messages, one per field (the first that applies); empty when it may be sent. */
export function editLeadErrors(values: EditLeadValues): EditLeadErrors {
  const result = updateLeadBodySchema.safeParse(values);
  const errors: EditLeadErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof EditLeadValues;
    if (field in values && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
