// Accounts: /api/auth/* (the contract: shared-contracts endpoints.auth). Thin handlers; the
// rules live in service.ts (the trial setup in billing's). Who may call is checked onRequest,
// so an anonymous caller gets 401 before any 400 about the body.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, PROFILE_FIELD_NAMES, profileFieldsBodySchema } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { readMultipartForm } from '../lib/multipart-form';
import { bodyEmailKey, HOUR_MS, MINUTE_MS, rateLimit } from '../plugins/rate-limit';
import * as auth from './service';

const PREFIX = '/api/auth';

// Abuse limits (429 { message }); names shared by routes share one counter.
const SIGNUP_MESSAGE = 'Too many sign-ups. Please try again later.';
const RESET_MESSAGE = 'Too many reset requests. Please try again in an hour.';
const LIMITS = {
  signupPerAddress: rateLimit({ name: 'signup-ip', max: 5, windowMs: HOUR_MS, message: SIGNUP_MESSAGE }),
  signupPerEmail: { name: 'signup-email', max: 3, windowMs: 24 * HOUR_MS, message: SIGNUP_MESSAGE, by: bodyEmailKey },
  loginPerAddress: rateLimit({
    name: 'login-ip',
    max: 50,
    windowMs: 15 * MINUTE_MS,
    message: auth.LOGIN_LIMIT_MESSAGE,
  }),
  loginPerAddressAndEmail: {
    name: 'login-ip-email',
    max: 10,
    windowMs: 15 * MINUTE_MS,
    message: auth.LOGIN_LIMIT_MESSAGE,
    by: (r: FastifyRequest) => `${r.ip}:${bodyEmailKey(r)}`,
  },
  forgotPerAddress: rateLimit({ name: 'forgot-ip', max: 5, windowMs: HOUR_MS, message: RESET_MESSAGE }),
  forgotPerEmail: { name: 'forgot-email', max: 3, windowMs: HOUR_MS, message: RESET_MESSAGE, by: bodyEmailKey },
  resetPerAddress: rateLimit({ name: 'reset-ip', max: 10, windowMs: HOUR_MS, message: RESET_MESSAGE }),
  resendVerificationPerUser: rateLimit({
    name: 'resend-verification',
    max: 3,
    windowMs: HOUR_MS,
    message: 'Too many verification emails. Please try again in an hour.',
    by: (r) => r.auth?.sub ?? r.ip,
  }),
  changePasswordPerUser: rateLimit({
    name: 'change-password',
    max: 10,
    windowMs: 15 * MINUTE_MS,
    message: 'Too many password change attempts. Please try again in 15 minutes.',
    by: (r) => r.auth?.sub ?? r.ip,
  }),
};

/** The multipart profile form: known text fields plus one profileImage file, size-capped. */
async function readProfileForm(request: FastifyRequest, maxBytes: number): Promise<auth.ProfileChanges> {
  const { fields, file } = await readMultipartForm(request, {
    fieldNames: PROFILE_FIELD_NAMES,
    fileField: 'profileImage',
    oneFileMessage: 'Only one profile image may be sent',
    maxBytes,
    schema: profileFieldsBodySchema,
  });
  return { ...fields, image: file };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.auth;
  app.route({
    ...contractRoute(endpoints.auth.register, PREFIX),
    config: { rateLimit: LIMITS.signupPerAddress },
    preHandler: app.checkLimit(LIMITS.signupPerEmail),
    handler: async (request, reply) => {
      await service.registerConsumer(request.body);
      return reply.status(201).send({ success: true, message: auth.REGISTERED });
    },
  });

  app.route({
    ...contractRoute(endpoints.auth.registerDealer, PREFIX),
    config: { rateLimit: LIMITS.signupPerAddress },
    preHandler: app.checkLimit(LIMITS.signupPerEmail),
    handler: async (request, reply) => {
      await service.registerDealer(request.body);
      return reply.status(201).send({ success: true, message: auth.DEALER_REGISTERED });
    },
  });

  app.route({
    ...contractRoute(endpoints.auth.login, PREFIX),
    config: { rateLimit: LIMITS.loginPerAddress },
    preHandler: app.checkLimit(LIMITS.loginPerAddressAndEmail),
    handler: async (request) => {
      const data = await service.login(request.body.email, request.body.password, request.ip);
      return { success: true as const, message: 'Login successful', data };
    },
  });

  app.route({
    ...contractRoute(endpoints.auth.me, PREFIX),
    onRequest: app.authenticate,
    handler: async (request) => ({
      success: true as const,
      data: { user: await service.currentUser(request.auth!.sub) },
    }),
  });

  app.route({
    ...contractRoute(endpoints.auth.verifyEmail, PREFIX),
    handler: async (request) => {
      await service.verifyEmail(request.params.token);
      return { success: true as const, message: 'Email verified successfully. You can now sign in.' };
    },
  });

  app.route({
    ...contractRoute(endpoints.auth.resendVerification, PREFIX),
    onRequest: app.authenticate,
    config: { rateLimit: LIMITS.resendVerificationPerUser },
    handler: async (request) => ({
      success: true as const,
      message: await service.resendVerification(request.auth!.sub),
    }),
  });

  app.route({
    ...contractRoute(endpoints.auth.forgotPassword, PREFIX),
    config: { rateLimit: LIMITS.forgotPerAddress },
    preHandler: app.checkLimit(LIMITS.forgotPerEmail),
    handler: async (request) => {
      await service.forgotPassword(request.body.email);
      return { success: true as const, message: auth.FORGOT_PASSWORD_ANSWER };
    },
  });

  app.route({
    ...contractRoute(endpoints.auth.resetPassword, PREFIX),
    config: { rateLimit: LIMITS.resetPerAddress },
    handler: async (request) => {
      await service.resetPassword(request.body.token, request.body.newPassword, request.ip);
      return { success: true as const, message: 'Password reset successfully!' };
    },
  });

  // Every other session ends; the answer carries a new token for this one.
  app.route({
    ...contractRoute(endpoints.auth.changePassword, PREFIX),
    onRequest: app.authenticate,
    config: { rateLimit: LIMITS.changePasswordPerUser },
    handler: async (request) => {
      const token = await service.changePassword(
        request.auth!.sub,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return { success: true as const, message: 'Password changed successfully!', data: { token } };
    },
  });

  // Multipart (firstName, lastName, phone, profileImage); a JSON body with the text fields is accepted too.
  app.route({
    ...contractRoute(endpoints.auth.updateProfile, PREFIX),
    onRequest: app.authenticate,
    handler: async (request) => {
      const changes = request.isMultipart()
        ? await readProfileForm(request, app.config.MAX_UPLOAD_BYTES)
        : (request.body ?? {});
      return {
        success: true as const,
        message: 'Profile updated successfully',
        data: { user: await service.updateProfile(request.auth!.sub, changes) },
      };
    },
  });

  // The plan chosen for after the trial: billing's rule, on the accounts path the sign-up flow calls.
  app.route({
    ...contractRoute(endpoints.auth.setupTrial, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => {
      const data = await app.services.billing.setupTrial(request.auth!.sub, request.body);
      return { success: true as const, message: 'Your plan has been saved', data };
    },
  });
};
export default routes;
