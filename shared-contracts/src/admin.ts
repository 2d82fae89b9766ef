// Request bodies of the admin area: dealer management (create, edit) and listing moderation
// (reject with a reason), and the names the audit trail uses. The dealer fields keep the
// rules and messages of dealer sign-up (auth.ts) and of the dealer profile (dealer-profile.ts).
import { z } from 'zod';
import { registerDealerBodySchema } from './auth';
import { dealerProfileDataBodySchema } from './dealer-profile';
import { text } from './text';

/**
 * POST /api/dealers: the dealer's account (email, name) and dealership. No password: the
 * dealer chooses one through a mailed link. Address and city are optional here (the dealer
 * completes them in its profile), but not blank if sent.
 */
export const createDealerBodySchema = registerDealerBodySchema
  .pick({
    email: true,
    firstName: true,
    lastName: true,
    dealershipName: true,
    phoneNumber: true,
    state: true,
    zipCode: true,
  })
  .extend({
    website: dealerProfileDataBodySchema.shape.website,
    address: dealerProfileDataBodySchema.shape.address,
    city: dealerProfileDataBodySchema.shape.city,
  });
export type CreateDealerBody = z.infer<typeof createDealerBodySchema>;

/** PUT /api/dealers/:id (spec "Dealer (create/update)"): only the fields sent change; none may be blank except website (blank clears it). */
export const updateDealerBodySchema = dealerProfileDataBodySchema.pick({
  dealershipName: true,
  state: true,
  zipCode: true,
  phoneNumber: true,
  website: true,
});
export type UpdateDealerBody = z.infer<typeof updateDealerBodySchema>;

export const REJECTION_REASON_MAX_LENGTH = 1000;

/** PUT /api/admin/listings/:id/reject: the reason is mailed to the dealer. */
export const rejectListingBodySchema = z.strictObject({
  reason: text({
    max: REJECTION_REASON_MAX_LENGTH,
    min: 1,
    multiline: true,
    required: 'Reason is required',
    tooLong: `Reason must be at most ${REJECTION_REASON_MAX_LENGTH} characters`,
  }),
});
export type RejectListingBody = z.infer<typeof rejectListingBodySchema>;

/** What the audit trail records changes of (a lead dispute: opened, accepted = approve, refused = reject). */
export const AUDIT_ENTITY_TYPES = ['dealer', 'listing', 'lead', 'dispute'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What was done (the entity type says to what); subscription.stop: an admin's Stop Active Plan (entity: the dealer). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'approve',
  'suspend',
  'reject',
  'delete',
  'subscription.stop',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Dashboard charts: the period in days and the bucket size. */
export const ACTIVITY_PERIODS = ['7', '30', '90'] as const;
export const ACTIVITY_BUCKETS = ['day', 'week'] as const;
export type ActivityBucket = (typeof ACTIVITY_BUCKETS)[number];
