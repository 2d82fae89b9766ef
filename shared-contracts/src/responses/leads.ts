// Lead and enquiry shapes (/api/leads, /api/enquiries). Enquiry keeps its snake_case fields (spec 2 section 3).
import { z } from 'zod';
import { dataResponse, isoDateTime, pagedResponse } from './common';

export const leadSchema = z.object({
  id: z.string(),
  listingId: z.string().nullable(),
  listing: z
    .object({ id: z.string(), make: z.string(), model: z.string(), year: z.number().int() })
    .nullable()
    .optional(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  question: z.string(),
  /** The lease the shopper picked (months, miles a year); null when the request named none. */
  termMonths: z.number().int().nullable(),
  annualMileage: z.number().int().nullable(),
  status: z.string(),
  isEmailVerified: z.boolean(),
  createdAt: isoDateTime,
});
export type Lead = z.infer<typeof leadSchema>;

/** Counts over all leads (admin list). */
export const leadStatsSchema = z.object({
  total: z.number().int(),
  verified: z.number().int(),
  pending: z.number().int(),
  new: z.number().int(),
  contacted: z.number().int(),
  closed: z.number().int(),
});
export type LeadStats = z.infer<typeof leadStatsSchema>;

export const enquiryListingSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  bodyType: z.string(),
  year: z.number().int(),
  fuelType: z.string(),
  transmission: z.string(),
  monthlyPayment: z.number(),
  imageUrls: z.array(z.string()),
  galleryImages: z.array(z.string()),
});

export const enquirySchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: isoDateTime,
  listing: enquiryListingSchema.nullable(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const myLeadsResponseSchema = pagedResponse(z.object({ leads: z.array(leadSchema) }));
export const adminLeadsResponseSchema = pagedResponse(z.object({ leads: z.array(leadSchema), stats: leadStatsSchema }));
export const leadResponseSchema = dataResponse(leadSchema);
export const enquiryResponseSchema = dataResponse(enquirySchema);
/** GET /api/enquiries: the page is inside data (`data.data`), not in meta. */
export const enquiryPageResponseSchema = dataResponse(
  z.object({
    data: z.array(enquirySchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
);
