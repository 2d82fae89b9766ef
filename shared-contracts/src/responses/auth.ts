// Answers of /api/auth/*. The user shape itself is publicUserSchema (../auth.ts).
import { z } from 'zod';
import { publicUserSchema } from '../auth';
import { dealerProfileSchema } from './dealers';
import { dealerSubscriptionSchema } from './billing';
import { dataResponse, messageDataResponse } from './common';

export const userAndTokenSchema = z.object({ user: publicUserSchema, token: z.string() });

/** POST /api/auth/register: user and token at the top level (spec 1). */
export const registerResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: publicUserSchema,
  token: z.string(),
});
export const registerDealerResponseSchema = messageDataResponse(
  z.object({ user: publicUserSchema, dealer: dealerProfileSchema }),
);
export const loginResponseSchema = messageDataResponse(userAndTokenSchema);
export const meResponseSchema = dataResponse(z.object({ user: publicUserSchema }));
export const profileResponseSchema = messageDataResponse(z.object({ user: publicUserSchema }));
/** A password change ends every earlier session; `data.token` keeps the caller's own session. */
export const changePasswordResponseSchema = messageDataResponse(z.object({ token: z.string() }));
export const setupTrialResponseSchema = messageDataResponse(dealerSubscriptionSchema);
