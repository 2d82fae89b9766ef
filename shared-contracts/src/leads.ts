import { z } from 'zod';

export const LEAD_STATUSES = ['new', 'contacted', 'closed'] as const;

export const createLeadBodySchema = z.strictObject({
  listingId: z.string().uuid('listingId is invalid'),
  firstName: z.string().trim().min(1, 'First name is required').max(80),
  lastName: z.string().trim().max(80).optional().default(''),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Email is invalid').max(254),
  phone: z.string().trim().min(1, 'Phone is required').max(30),
  question: z.string().trim().max(2000).optional().default(''),
});
export type CreateLeadBody = z.infer<typeof createLeadBodySchema>;

export const createEnquiryBodySchema = z.strictObject({
  listingId: z.string().uuid('listingId is invalid'),
  message: z.string().trim().max(2000).optional().default(''),
  phoneNumber: z.string().trim().max(30).optional(),
});
export type CreateEnquiryBody = z.infer<typeof createEnquiryBodySchema>;

export const contactBodySchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.string().trim().toLowerCase().min(1, 'Email is required').email('Email is invalid'),
  phone: z.string().trim().max(30).optional(),
  subject: z.string().trim().min(1, 'Subject is required').max(200),
  message: z.string().trim().min(1, 'Message is required').max(5000),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
