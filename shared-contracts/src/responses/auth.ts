// Answers of /api/auth/*. The user shape itself is publicUserSchema (../auth.ts).
import { z } from 'zod';
import { publicUserSchema } from '../auth';
import { dealerSubscriptionSchema } from './billing';
import { dataResponse, messageDataResponse, messageResponseSchema } from './common';

export const userAndTokenSchema = z.object({ user: publicUserSchema, token: z.string() });

/**
 * POST /api/auth/register and /register-dealer: only a message, the same whether or not the email
 * already had an account (no session, no account data: docs/decisions.md); the account signs in
 * with /api/auth/login.
 */
export const registerResponseSchema = messageResponseSchema;
export const registerDealerResponseSchema = messageResponseSchema;
export const loginResponseSchema = messageDataResponse(userAndTokenSchema);
export const meResponseSchema = dataResponse(z.object({ user: publicUserSchema }));
export const profileResponseSchema = messageDataResponse(z.object({ user: publicUserSchema }));
/** A password change ends every earlier session; `data.token` keeps the caller's own session. */
export const changePasswordResponseSchema = messageDataResponse(z.object({ token: z.string() }));
export const setupTrialResponseSchema = messageDataResponse(dealerSubscriptionSchema);
