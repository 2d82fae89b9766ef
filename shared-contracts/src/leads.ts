import { z } from 'zod';
import { emailText, text, uuidText } from './text';

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;

export const createLeadBodySchema = z.strictObject({
  listingId: uuidText('listingId is invalid'),
  firstName: text({ max: 80, min: 1, required: 'First name is required' }),
  lastName: text({ max: 80 }).optional().default(''),
  email: emailText(),
  phone: text({ max: 30, min: 1, required: 'Phone is required' }),
  question: text({ max: 2000, multiline: true }).optional().default(''),
});
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;

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
