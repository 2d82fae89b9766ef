// Accounts: /api/auth/* (docs/contracts.md). Thin handlers; the rules live in service.ts.
// Who may call is checked onRequest, so an anonymous caller gets 401 before any 400 about the body.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema, forgotPasswordBodySchema, loginBodySchema, registerBodySchema,
  registerDealerBodySchema, resetPasswordBodySchema, setupTrialBodySchema,
} from 'shared-contracts';
import { z } from 'zod';
import { badRequest, HttpError } from '../lib/errors';
import * as auth from './service';

const tags = ['auth'];

const profileFieldsSchema = z.strictObject({
  firstName: z.string().trim().min(1, 'First name is required').max(80).optional(),
  lastName: z.string().trim().min(1, 'Last name is required').max(80).optional(),
  phone: z.string().trim().max(30, 'Phone is too long').optional(),
});
const PROFILE_FIELDS = new Set(['firstName', 'lastName', 'phone']);

/** Reads the multipart profile form: known text fields plus one profileImage file, size-capped. */
async function readProfileForm(request: FastifyRequest, maxBytes: number): Promise<auth.ProfileChanges> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  const tooLarge = () => new HttpError(413, `Image is too large (max ${Math.round(maxBytes / 1024 / 1024)} MB)`);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profileImage') {
          part.file.resume();
          throw badRequest(`Unknown field: ${part.fieldname}`);
        }
        if (image) throw badRequest('Only one profile image may be sent');
        // toBuffer() does not throw when the size limit is hit: it returns a cut buffer.
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        if (bytes.length > 0) image = bytes;
      } else {
        if (!PROFILE_FIELDS.has(part.fieldname)) throw badRequest(`Unknown field: ${part.fieldname}`);
        if (typeof part.value !== 'string') throw badRequest(`Invalid value for ${part.fieldname}`);
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (error instanceof HttpError) throw error;
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500) throw new HttpError(status === 413 ? 413 : 400, (error as Error).message);
    throw error;
  }
  const parsed = profileFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new HttpError(400, errors[0].message, errors);
  }
  return { ...parsed.data, image };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/register', { schema: { tags, body: registerBodySchema } }, async (request, reply) => {
    const { user, token } = await auth.registerConsumer(app, request.body);
    return reply.status(201).send({
      success: true,
      message: 'Registration successful. Please check your email to verify your account.',
      user,
      token,
    });
  });

  app.post('/register-dealer', { schema: { tags, body: registerDealerBodySchema } }, async (request, reply) => {
    const data = await auth.registerDealer(app, request.body);
    return reply.status(201).send({ success: true, message: 'Registration successful. Your dealership is awaiting admin approval.', data });
  });

  app.post('/login', { schema: { tags, body: loginBodySchema } }, async (request) => {
    const data = await auth.login(app, request.body.email, request.body.password, request.ip);
    return { success: true, message: 'Login successful', data };
  });

  app.get('/me', { schema: { tags }, onRequest: app.authenticate }, async (request) => {
    return { success: true, data: { user: await auth.currentUser(app, request.auth!.sub) } };
  });

  app.get('/verify-email/:token', { schema: { tags, params: z.strictObject({ token: z.string().min(1).max(200) }) } }, async (request) => {
    await auth.verifyEmail(app, request.params.token);
    return { success: true, message: 'Email verified successfully. You can now sign in.' };
  });

  app.post('/forgot-password', { schema: { tags, body: forgotPasswordBodySchema } }, async (request) => {
    await auth.forgotPassword(app, request.body.email, request.ip);
    return { success: true, message: auth.FORGOT_PASSWORD_ANSWER };
  });

  app.post('/reset-password', { schema: { tags, body: resetPasswordBodySchema } }, async (request) => {
    await auth.resetPassword(app, request.body.token, request.body.newPassword);
    return { success: true, message: 'Password reset successfully!' };
  });

  app.post('/change-password', { schema: { tags, body: changePasswordBodySchema }, onRequest: app.authenticate }, async (request) => {
    await auth.changePassword(app, request.auth!.sub, request.body.currentPassword, request.body.newPassword);
    return { success: true, message: 'Password changed successfully!' };
  });

  // Multipart (firstName, lastName, phone, profileImage); a JSON body with the text fields is accepted too.
  app.patch('/profile', { schema: { tags, body: profileFieldsSchema.nullish() }, onRequest: app.authenticate }, async (request) => {
    const changes = request.isMultipart() ? await readProfileForm(request, app.config.MAX_UPLOAD_BYTES) : (request.body ?? {});
    return { success: true, message: 'Profile updated successfully', data: { user: await auth.updateProfile(app, request.auth!.sub, changes) } };
  });

  app.post('/setup-trial', { schema: { tags, body: setupTrialBodySchema }, onRequest: app.requireRole('dealer') }, async (request) => {
    const data = await auth.setupTrial(app, request.auth!.sub, request.body);
    return { success: true, message: 'Your plan has been saved', data };
  });
};
export default routes;
