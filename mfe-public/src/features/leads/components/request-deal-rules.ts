// The request forms' rules (request-deal-form.tsx), in their own chunk with zod: loaded on the
// first check of a form, not with the deal page.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const leadSchema = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().max(80),
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  phone: z.string().trim().min(1, 'Phone is required').max(30),
  question: z.string().trim().max(2000),
});
export type LeadValues = z.infer<typeof leadSchema>;

const enquirySchema = z.object({
  phoneNumber: z.string().trim().max(30),
  message: z.string().trim().min(1, 'Message is required').max(2000),
});
export type EnquiryValues = z.infer<typeof enquirySchema>;

export const leadResolver = zodResolver(leadSchema);
export const enquiryResolver = zodResolver(enquirySchema);
