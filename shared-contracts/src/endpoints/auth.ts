import {
  changePasswordBodySchema, forgotPasswordBodySchema, loginBodySchema, registerBodySchema,
  registerDealerBodySchema, resetPasswordBodySchema, setupTrialBodySchema,
} from '../auth';
import { verifyEmailParamsSchema } from '../params';
import { profileFieldsBodySchema } from '../profile';
import {
  loginResponseSchema, meResponseSchema, profileResponseSchema, registerDealerResponseSchema,
  registerResponseSchema, setupTrialResponseSchema, changePasswordResponseSchema,
} from '../responses/auth';
import { messageResponseSchema } from '../responses/common';
import { defineEndpoint } from './define';

const tag = 'auth';

export const authEndpoints = {
  register: defineEndpoint({
    method: 'POST', path: '/api/auth/register', body: registerBodySchema, status: 201, response: registerResponseSchema,
    tag, summary: 'Create a consumer account (signed in at once; a verification link is mailed)', access: 'public',
  }),
  registerDealer: defineEndpoint({
    method: 'POST', path: '/api/auth/register-dealer', body: registerDealerBodySchema, status: 201, response: registerDealerResponseSchema,
    tag, summary: 'Create a dealer account, pending admin approval, in a 30-day trial', access: 'public',
  }),
  login: defineEndpoint({
    method: 'POST', path: '/api/auth/login', body: loginBodySchema, status: 200, response: loginResponseSchema,
    tag, summary: 'Sign in', access: 'public',
  }),
  me: defineEndpoint({
    method: 'GET', path: '/api/auth/me', status: 200, response: meResponseSchema,
    tag, summary: 'The signed-in user', access: 'signed-in',
  }),
  verifyEmail: defineEndpoint({
    method: 'GET', path: '/api/auth/verify-email/:token', params: verifyEmailParamsSchema, status: 200, response: messageResponseSchema,
    tag, summary: 'Confirm an email address with the mailed link', access: 'public',
  }),
  forgotPassword: defineEndpoint({
    method: 'POST', path: '/api/auth/forgot-password', body: forgotPasswordBodySchema, status: 200, response: messageResponseSchema,
    tag, summary: 'Mail a password reset link (same answer whether the account exists or not)', access: 'public',
  }),
  resetPassword: defineEndpoint({
    method: 'POST', path: '/api/auth/reset-password', body: resetPasswordBodySchema, status: 200, response: messageResponseSchema,
    tag, summary: 'Set a new password with a reset link token', access: 'public',
  }),
  changePassword: defineEndpoint({
    method: 'POST', path: '/api/auth/change-password', body: changePasswordBodySchema, status: 200, response: changePasswordResponseSchema,
    tag, summary: 'Change the signed-in user\'s password', access: 'signed-in',
  }),
  updateProfile: defineEndpoint({
    method: 'PATCH', path: '/api/auth/profile', body: profileFieldsBodySchema, multipart: true, status: 200, response: profileResponseSchema,
    tag, summary: 'Update name, phone and profile image (multipart with a profileImage file, or JSON)', access: 'signed-in',
  }),
  setupTrial: defineEndpoint({
    method: 'POST', path: '/api/auth/setup-trial', body: setupTrialBodySchema, status: 200, response: setupTrialResponseSchema,
    tag, summary: 'Record the dealer\'s plan choice for after the trial', access: ['dealer'],
  }),
};
