// Account rules: registration, sign-in, verification and reset links, passwords, profile, trial setup.
// One transaction per command; mail goes out after the commit (a mail failure is logged, the
// account stays), because on PGlite the mailer's own connection would wait for the transaction.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  normaliseDealerPhone, normaliseWebsite, passwordProblem,
  type DealerSubscription, type PublicUser, type RegisterBody, type RegisterDealerBody, type Role,
} from 'shared-contracts';
import { dealers, subscriptions, users } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { dealerPendingMail, resetPasswordMail, verifyEmailMail } from '../lib/mail-templates';
import type { Mail } from '../lib/mailer';
import { consumeToken, issueToken, revokeTokens } from '../lib/one-time-tokens';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findDealerByUserId, findSubscription, type DealerRow, type SubscriptionRow } from '../dealers/service';
import { checkAccountGuard, recordFailedSignIn, rememberAddress } from './login-guard';
import { permissionsFor } from './permissions';
import { endSessions } from './sessions';

export type AuthDeps = Pick<FastifyInstance, 'db' | 'config' | 'clock' | 'mailer' | 'tokens' | 'storage' | 'log' | 'limits'>;
type UserRow = typeof users.$inferSelect;

export const TRIAL_DAYS = 30;
const DAY_MS = 86_400_000;
const EMAIL_TAKEN = 'An account with this email already exists';

export function toPublicUser(user: UserRow, dealer?: Pick<DealerRow, 'id' | 'status'> | null): PublicUser {
  const role = user.role as Role;
  const permissions = permissionsFor(role, user.permissions);
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role,
    phone: user.phone,
    profileImage: user.profileImage,
    isEmailVerified: user.isEmailVerified,
    ...(permissions ? { permissions } : {}),
    ...(role === 'dealer' && dealer ? { dealerId: dealer.id, dealerStatus: dealer.status } : {}),
  };
}

export function toDealerSubscription(subscription: SubscriptionRow, dealer: Pick<DealerRow, 'trialEndDate'>): DealerSubscription {
  return {
    id: subscription.id,
    plan: subscription.plan,
    status: subscription.status,
    planExpiresAt: subscription.planExpiresAt?.toISOString() ?? null,
    trialEndDate: dealer.trialEndDate?.toISOString() ?? null,
    nextPaymentDate: subscription.nextPaymentDate?.toISOString() ?? null,
    monthlyFee: subscription.monthlyFeeCents / 100,
    cplRate: subscription.cplRateCents / 100,
  };
}

async function sendAfterCommit(deps: { mailer: AuthDeps['mailer']; log: FastifyBaseLogger }, mail: Mail): Promise<void> {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent');
  }
}

const verifyUrl = (deps: AuthDeps, token: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/verify-email/${token}`;
const resetUrl = (deps: AuthDeps, token: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}/reset-password?token=${token}`;

async function emailTaken(deps: AuthDeps, email: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export async function registerConsumer(deps: AuthDeps, body: RegisterBody): Promise<{ user: PublicUser; token: string }> {
  if (await emailTaken(deps, body.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let created: { user: UserRow; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({
        email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName,
        phone: body.phone || null, role: 'user', createdAt: now, updatedAt: now,
      }).returning();
      const token = await issueToken(tx, 'verify_email', { userId: user.id }, now);
      return { user, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  await sendAfterCommit(deps, verifyEmailMail(created.user.email, created.user.firstName, verifyUrl(deps, created.token)));
  return { user: toPublicUser(created.user), token: await deps.tokens.sign({ sub: created.user.id, ver: created.user.tokenVersion }) };
}

export async function registerDealer(deps: AuthDeps, body: RegisterDealerBody): Promise<{ user: PublicUser; dealer: DealerRow }> {
  if (await emailTaken(deps, body.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  let created: { user: UserRow; dealer: DealerRow; token: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({
        email: body.email, passwordHash, firstName: body.firstName, lastName: body.lastName,
        phone: normaliseDealerPhone(body.phoneNumber), role: 'dealer', createdAt: now, updatedAt: now,
      }).returning();
      const [dealer] = await tx.insert(dealers).values({
        userId: user.id,
        dealershipName: body.dealershipName,
        phoneNumber: normaliseDealerPhone(body.phoneNumber),
        website: body.website ? normaliseWebsite(body.website) || null : null,
        address: body.address,
        city: body.city,
        state: body.state,
        zipCode: body.zipCode,
        termsAgreement: body.termsAgreement,
        status: 'pending',
        campaign: body.campaign ?? null,
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        trialPeriodDays: TRIAL_DAYS,
        createdAt: now,
        updatedAt: now,
      }).returning();
      await tx.insert(subscriptions).values({ dealerId: dealer.id, plan: 'free', status: 'trialing', createdAt: now, updatedAt: now });
      const token = await issueToken(tx, 'verify_email', { userId: user.id }, now);
      return { user, dealer, token };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
  const { user, dealer, token } = created;
  await sendAfterCommit(deps, dealerPendingMail(user.email, user.firstName, dealer.dealershipName, verifyUrl(deps, token)));
  return { user: toPublicUser(user, dealer), dealer };
}

export const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please try again in 15 minutes.';

export async function login(deps: AuthDeps, email: string, password: string, ip: string): Promise<{ user: PublicUser; token: string }> {
  await checkAccountGuard(deps, email, ip, LOGIN_LIMIT_MESSAGE);
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await recordFailedSignIn(deps, email);
    throw unauthorized('Invalid email or password');
  }
  const dealer = user.role === 'dealer' ? await findDealerByUserId(deps.db, user.id) : undefined;
  if (dealer?.status === 'suspended') {
    throw forbidden('Your dealership account has been suspended. Please contact support.');
  }
  await rememberAddress(deps, email, ip);
  return { user: toPublicUser(user, dealer), token: await deps.tokens.sign({ sub: user.id, ver: user.tokenVersion }) };
}

export async function currentUser(deps: AuthDeps, userId: string): Promise<PublicUser> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized('Your account no longer exists');
  const dealer = user.role === 'dealer' ? await findDealerByUserId(deps.db, user.id) : undefined;
  return toPublicUser(user, dealer);
}

export async function verifyEmail(deps: AuthDeps, rawToken: string): Promise<void> {
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'verify_email', rawToken, now);
    if (!token?.userId) return false;
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, token.userId));
    return true;
  });
  if (!verified) throw badRequest('This verification link is invalid or has expired.');
}

export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a reset link has been sent.';

export async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = await issueToken(deps.db, 'reset_password', { userId: user.id }, deps.clock.now());
  await sendAfterCommit(deps, resetPasswordMail(user.email, user.firstName, resetUrl(deps, token)));
}

/** Sets the new password, ends every session of the account and lets this address past the per-account sign-in limit. */
export async function resetPassword(deps: AuthDeps, rawToken: string, newPassword: string, ip: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset_password', rawToken, now);
    if (!token?.userId) return undefined;
    // The link came by mail, so the address is proven too.
    const [user] = await tx.update(users).set({ passwordHash, isEmailVerified: true, updatedAt: now }).where(eq(users.id, token.userId)).returning({ email: users.email });
    await revokeTokens(tx, 'reset_password', token.userId, now);
    await endSessions(tx, token.userId);
    return user?.email;
  });
  if (!email) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
  await rememberAddress(deps, email, ip);
}

/** Changes the password and ends every earlier session; returns a new token for the caller's own session. */
export async function changePassword(deps: AuthDeps, userId: string, currentPassword: string, newPassword: string): Promise<string> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new HttpError(400, problem, [{ path: 'newPassword', message: problem }]);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized('Your account no longer exists');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', [{ path: 'currentPassword', message: 'Current password is incorrect' }]);
  }
  if (currentPassword === newPassword) throw badRequest('The new password must be different from the current one');
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const version = await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
    await revokeTokens(tx, 'reset_password', userId, now);
    return endSessions(tx, userId);
  });
  return deps.tokens.sign({ sub: userId, ver: version });
}

export interface ProfileChanges { firstName?: string; lastName?: string; phone?: string; image?: Buffer }

export async function updateProfile(deps: AuthDeps, userId: string, changes: ProfileChanges): Promise<PublicUser> {
  const [existing] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!existing) throw unauthorized('Your account no longer exists');
  // Checks the bytes (JPEG or PNG) and stores them; 400 otherwise.
  const imageKey = changes.image ? await deps.storage.put('profiles', changes.image) : undefined;
  let user: UserRow;
  try {
    [user] = await deps.db.update(users).set({
      ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
      ...(imageKey ? { profileImage: imageKey } : {}),
      updatedAt: deps.clock.now(),
    }).where(eq(users.id, userId)).returning();
  } catch (error) {
    if (imageKey) await deps.storage.remove(imageKey).catch(() => undefined);
    throw error;
  }
  if (imageKey && existing.profileImage && existing.profileImage !== imageKey) {
    await deps.storage.remove(existing.profileImage).catch(() => undefined);
  }
  const dealer = user.role === 'dealer' ? await findDealerByUserId(deps.db, user.id) : undefined;
  return toPublicUser(user, dealer);
}

export interface SetupTrialInput { userId: string; selectedPlan: 'free' | 'pro'; paymentMethodId?: string; willAutoRenew?: boolean }

/**
 * Records the dealer's plan choice for after the trial and the payment method id. The trial
 * keeps running (status trialing); the card is only marked valid once the payment gateway
 * confirms it (billing flow), so hasValidPaymentMethod is not set here.
 */
export async function setupTrial(deps: AuthDeps, authUserId: string, input: SetupTrialInput): Promise<DealerSubscription> {
  if (input.userId !== authUserId) throw forbidden('You can only set up your own trial');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const dealer = await findDealerByUserId(tx, authUserId);
    if (!dealer) throw new HttpError(404, 'Dealer ID not found in token');
    const trialDates = dealer.trialStartDate ? {} : { trialStartDate: now, trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) };
    const [updatedDealer] = await tx.update(dealers).set({
      ...trialDates,
      ...(input.paymentMethodId ? { stripePaymentMethodId: input.paymentMethodId } : {}),
      updatedAt: now,
    }).where(eq(dealers.id, dealer.id)).returning();
    let subscription = await findSubscription(tx, dealer.id);
    if (!subscription) {
      [subscription] = await tx.insert(subscriptions).values({
        dealerId: dealer.id, plan: input.selectedPlan, status: 'trialing', willAutoRenew: input.willAutoRenew ?? true, createdAt: now, updatedAt: now,
      }).returning();
    } else if (subscription.status === 'trialing') {
      [subscription] = await tx.update(subscriptions).set({
        plan: input.selectedPlan, willAutoRenew: input.willAutoRenew ?? subscription.willAutoRenew, updatedAt: now,
      }).where(eq(subscriptions.id, subscription.id)).returning();
    } else {
      throw badRequest('Your trial has already been set up');
    }
    return toDealerSubscription(subscription, updatedDealer);
  });
}
