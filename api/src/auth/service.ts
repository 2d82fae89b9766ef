// Account rules: registration, sign-in, verification and reset links, passwords, profile.
// One transaction per command; its mails are written to the outbox inside it (lib/mailer queue)
// and the sender is woken after the commit.
// A dealer's sign-up creates the dealership (dealers service) and starts its trial (billing
// service) in the same transaction.
import { randomBytes } from 'node:crypto';
import {
  normaliseDealerPhone,
  normaliseWebsite,
  passwordProblem,
  type PublicUser,
  type RegisterBody,
  type RegisterDealerBody,
} from 'shared-contracts';
import { startTrial } from '../billing/service';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import type { TokenService } from '../lib/auth-token';
import { createDealer, findDealerByUserId } from '../dealers/service';
import { isUniqueViolation } from '../lib/db-errors';
import { badRequest, conflict, forbidden, HttpError, unauthorized } from '../lib/errors';
import {
  accountExistsMail,
  dealerInvitationMail,
  dealerPendingMail,
  noAccountResetMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../lib/mail-templates';
import type { Mailer } from '../lib/mailer';
import { consumeToken, discardUserTokens, issueToken, revokeTokens } from '../lib/one-time-tokens';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { storeProfileImage } from '../lib/profile-image';
import type { DbRateLimitStore } from '../lib/rate-limit-store';
import { removeStoredFile } from '../lib/storage';
import type { NotificationsService } from '../notifications/service';
import { checkSignInWait, forgetFailures, recordFailedSignIn } from './login-guard';
import { toPublicUser } from './mappers';
import { createAuthRepository, type AuthRepository, type UserRow } from './repository';
import type { Infrastructure } from '../lib/infrastructure';

/** What the auth service uses (built once in services.ts). */
interface AuthDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer' | 'storage' | 'imageQueue'> {
  /** Session tokens. */
  tokens: TokenService;
  /** The sign-in throttle's counters (login-guard.ts). */
  limits: DbRateLimitStore;
  /** Links in mails (PUBLIC_URL), the throttle's switch (RATE_LIMIT), the picture's limit (IMAGE_MAX_PIXELS). */
  config: Pick<Config, 'PUBLIC_URL' | 'RATE_LIMIT' | 'IMAGE_MAX_PIXELS'>;
  authRepository: AuthRepository;
  /** A new dealership waits for an admin. */
  notifications: Pick<NotificationsService, 'notifyAdminsOfNewDealer'>;
}

export const EMAIL_TAKEN = 'An account with this email already exists';
/** The sign-up answers, the same whether or not the email already had an account. */
export const REGISTERED = 'Registration successful. Please check your email to verify your account.';
export const DEALER_REGISTERED =
  'Registration successful. Please check your email to verify your account. Your dealership is then reviewed by our team.';
/** How long the link of an account an admin made stays valid (a reset-password link, longer than a reset's hour). */
const INVITATION_TTL_HOURS = 72;
export const LOGIN_LIMIT_MESSAGE = 'Too many sign-in attempts. Please try again in 15 minutes.';
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for that email, a reset link has been sent.';

type SiteConfig = { config: Pick<Config, 'PUBLIC_URL'> };
const siteUrl = (deps: SiteConfig, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;
const verifyUrl = (deps: SiteConfig, token: string) => siteUrl(deps, `/verify-email/${token}`);
const resetUrl = (deps: SiteConfig, token: string) => siteUrl(deps, `/reset-password?token=${token}`);

/** The user with its dealership (a dealer's id and status go into PublicUser). */
async function withDealer(deps: AuthDeps, user: UserRow): Promise<PublicUser> {
  const dealer = user.role === 'dealer' ? await findDealerByUserId(deps.db, user.id) : undefined;
  return toPublicUser(user, dealer);
}

/**
 * Inside the caller's transaction: when `email` has an account, mails its owner that someone
 * tried to register it again and answers true; otherwise false.
 */
async function mailedExistingOwner(deps: AuthDeps, tx: Tx, email: string): Promise<boolean> {
  const owner = await createAuthRepository(tx).findByEmail(email);
  if (!owner) return false;
  await deps.mailer.queue(
    tx,
    accountExistsMail(owner.email, owner.firstName, siteUrl(deps, '/login'), siteUrl(deps, '/forgot-password')),
  );
  return true;
}

/**
 * Runs the sign-up transaction, `create` for a new email. An email that has an account (found
 * in the transaction, or a concurrent sign-up's unique violation) creates nothing and mails its
 * owner instead; the caller answers the same either way, after the same password hashing, so
 * the answer tells nobody whether the email has an account (docs/decisions.md).
 */
async function signUp(deps: AuthDeps, email: string, create: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await mailedExistingOwner(deps, tx, email))) await create(tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await deps.db.transaction((tx) => mailedExistingOwner(deps, tx, email));
  }
  deps.mailer.wake();
}

/** POST /api/auth/register: a consumer account that verifies its email, then signs in. */
async function registerConsumer(deps: AuthDeps, body: RegisterBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await signUp(deps, body.email, async (tx) => {
    const user = await createAuthRepository(tx).insert({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone || null,
      role: 'user',
      createdAt: now,
      updatedAt: now,
    });
    const token = await issueToken(tx, 'verify_email', { userId: user.id }, now);
    await deps.mailer.queue(tx, verifyEmailMail(user.email, user.firstName, verifyUrl(deps, token)));
  });
}

/** POST /api/auth/register-dealer: a pending dealership (reviewed by an admin) and its account. */
async function registerDealer(deps: AuthDeps, body: RegisterDealerBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  const phone = normaliseDealerPhone(body.phoneNumber);
  await signUp(deps, body.email, async (tx) => {
    const user = await createAuthRepository(tx).insert({
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      phone,
      role: 'dealer',
      createdAt: now,
      updatedAt: now,
    });
    const dealer = await createDealer(tx, {
      userId: user.id,
      dealershipName: body.dealershipName,
      phoneNumber: phone,
      website: body.website ? normaliseWebsite(body.website) || null : null,
      address: body.address,
      city: body.city,
      state: body.state,
      zipCode: body.zipCode,
      termsAgreement: body.termsAgreement,
      status: 'pending',
      campaign: body.campaign ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await startTrial(tx, dealer.id, now);
    const token = await issueToken(tx, 'verify_email', { userId: user.id }, now);
    await deps.mailer.queue(
      tx,
      dealerPendingMail(user.email, user.firstName, dealer.dealershipName, verifyUrl(deps, token)),
    );
    await deps.notifications.notifyAdminsOfNewDealer(tx, {
      id: dealer.id,
      dealershipName: dealer.dealershipName,
      email: user.email,
      city: dealer.city,
      state: dealer.state,
    });
  });
}

/**
 * An account an admin makes for someone else (a dealer), inside the caller's transaction. Its
 * password is random and never told to anyone: the owner chooses one with the mailed link, a
 * reset-password link valid INVITATION_TTL_HOURS (then "Forgot password" works as for anyone),
 * which also confirms the email. Answers the user and the raw link token; mail it in the same
 * transaction with `queueDealerInvitation`. 409 when the email has an account (a concurrent insert
 * is a unique violation: the caller maps it with `isEmailTaken`).
 */
export async function createInvitedAccount(
  tx: Tx,
  values: { email: string; firstName: string; lastName: string; phone: string | null; role: 'dealer' },
  now: Date,
): Promise<{ user: UserRow; token: string }> {
  const users = createAuthRepository(tx);
  if (await users.emailTaken(values.email)) throw conflict(EMAIL_TAKEN);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const user = await users.insert({ ...values, passwordHash, createdAt: now, updatedAt: now });
  const token = await issueToken(tx, 'reset_password', { userId: user.id }, now, INVITATION_TTL_HOURS * 3_600_000);
  return { user, token };
}

/** True when `error` is the unique violation of a concurrent sign-up with the same email. */
export const isEmailTaken = (error: unknown): boolean => isUniqueViolation(error);

/** Mails the new dealer account's link to choose its password (written inside the caller's transaction). */
export async function queueDealerInvitation(
  deps: SiteConfig & { mailer: Mailer },
  tx: Tx,
  user: { email: string; firstName: string },
  dealershipName: string,
  token: string,
): Promise<void> {
  await deps.mailer.queue(
    tx,
    dealerInvitationMail(user.email, user.firstName, dealershipName, resetUrl(deps, token), INVITATION_TTL_HOURS),
  );
}

/** Ends every session of the account inside the caller's transaction (a suspended dealer's). */
export async function endSessions(tx: Tx, userId: string): Promise<void> {
  await createAuthRepository(tx).endSessions(userId);
}

/**
 * Removes an account and its mailed links inside the caller's transaction (a deleted dealer's:
 * its dealership is removed first). Answers the key of its picture, to remove from storage after
 * the commit.
 */
export async function removeAccount(tx: Tx, userId: string): Promise<string | null> {
  const users = createAuthRepository(tx);
  const user = await users.findById(userId);
  await discardUserTokens(tx, userId);
  await users.remove(userId);
  return user?.profileImage ?? null;
}

async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  ip: string,
): Promise<{ user: PublicUser; token: string }> {
  await checkSignInWait(deps, email, ip);
  const user = await deps.authRepository.findByEmail(email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok) {
    await recordFailedSignIn(deps, email, ip);
    throw unauthorized('Invalid email or password');
  }
  const dealer = user.role === 'dealer' ? await findDealerByUserId(deps.db, user.id) : undefined;
  if (dealer?.status === 'suspended') {
    throw forbidden('Your dealership account has been suspended. Please contact support.');
  }
  await forgetFailures(deps, email, ip);
  return { user: toPublicUser(user, dealer), token: await deps.tokens.sign({ sub: user.id, ver: user.tokenVersion }) };
}

async function currentUser(deps: AuthDeps, userId: string): Promise<PublicUser> {
  const user = await deps.authRepository.findById(userId);
  if (!user) throw unauthorized('Your account no longer exists');
  return withDealer(deps, user);
}

async function verifyEmail(deps: AuthDeps, rawToken: string): Promise<void> {
  const now = deps.clock.now();
  const verified = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'verify_email', rawToken, now);
    if (!token?.userId) return false;
    await createAuthRepository(tx).update(token.userId, { isEmailVerified: true, updatedAt: now });
    return true;
  });
  if (!verified) throw badRequest('This verification link is invalid or has expired.');
}

const ALREADY_VERIFIED = 'Your email is already verified.';

/**
 * A new verification link for the signed-in user (the mail of sign-up may be lost or its link
 * expired). Answers what to tell the user.
 */
async function resendVerification(deps: AuthDeps, userId: string): Promise<string> {
  const user = await deps.authRepository.findById(userId);
  if (!user) throw unauthorized('Your account no longer exists');
  if (user.isEmailVerified) return ALREADY_VERIFIED;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, 'verify_email', { userId: user.id }, deps.clock.now());
    await deps.mailer.queue(tx, verifyEmailMail(user.email, user.firstName, verifyUrl(deps, token)));
  });
  deps.mailer.wake();
  return `We sent a new verification link to ${user.email}.`;
}

/**
 * POST /api/auth/forgot-password: the same work and answer whether or not the email has an
 * account (one lookup, one token row, one mail in the outbox, in one transaction), so neither
 * the answer nor its time tells who has one. An unknown email is told no account uses it; its
 * token belongs to nobody, so it resets nothing (docs/decisions.md).
 */
async function forgotPassword(deps: AuthDeps, email: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const user = await createAuthRepository(tx).findByEmail(email);
    const token = await issueToken(tx, 'reset_password', { userId: user?.id }, deps.clock.now());
    await deps.mailer.queue(
      tx,
      user
        ? resetPasswordMail(user.email, user.firstName, resetUrl(deps, token))
        : noAccountResetMail(email, siteUrl(deps, '/register')),
    );
  });
  deps.mailer.wake();
}

/** Sets the new password, ends every session of the account and forgets this address's failed sign-ins on it. */
async function resetPassword(deps: AuthDeps, rawToken: string, newPassword: string, ip: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const email = await deps.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset_password', rawToken, now);
    if (!token?.userId) return undefined;
    const users = createAuthRepository(tx);
    // The link came by mail, so the address is proven too.
    const user = await users.update(token.userId, { passwordHash, isEmailVerified: true, updatedAt: now });
    await revokeTokens(tx, 'reset_password', token.userId, now);
    await users.endSessions(token.userId);
    return user?.email;
  });
  if (!email) throw badRequest('This reset link is invalid or has expired. Please request a new one.');
  await forgetFailures(deps, email, ip);
}

/** Changes the password and ends every earlier session; returns a new token for the caller's own session. */
async function changePassword(
  deps: AuthDeps,
  userId: string,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new HttpError(400, problem, [{ path: 'newPassword', message: problem }]);
  const user = await deps.authRepository.findById(userId);
  if (!user) throw unauthorized('Your account no longer exists');
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new HttpError(400, 'Current password is incorrect', [
      { path: 'currentPassword', message: 'Current password is incorrect' },
    ]);
  }
  if (currentPassword === newPassword) throw badRequest('The new password must be different from the current one');
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const version = await deps.db.transaction(async (tx) => {
    const users = createAuthRepository(tx);
    await users.update(userId, { passwordHash, updatedAt: now });
    await revokeTokens(tx, 'reset_password', userId, now);
    return users.endSessions(userId);
  });
  return deps.tokens.sign({ sub: userId, ver: version });
}

/** What another domain's form changes on the account (a dealer's profile page). */
export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  /** Blank clears it. */
  phone?: string;
  /** A stored, re-encoded picture's key (storeProfileImage). */
  imageKey?: string;
}

/**
 * Writes the account's own fields inside the caller's transaction; returns the picture key it
 * replaced (to remove after commit), or null.
 */
export async function writeAccount(tx: Tx, userId: string, changes: AccountChanges, now: Date): Promise<string | null> {
  const users = createAuthRepository(tx);
  const existing = await users.findById(userId);
  if (!existing) throw unauthorized('Your account no longer exists');
  await users.update(userId, {
    ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
    ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
    ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
    ...(changes.imageKey ? { profileImage: changes.imageKey } : {}),
    updatedAt: now,
  });
  return changes.imageKey ? existing.profileImage : null;
}

export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  phone?: string;
  image?: Buffer;
}

async function updateProfile(deps: AuthDeps, userId: string, changes: ProfileChanges): Promise<PublicUser> {
  const existing = await deps.authRepository.findById(userId);
  if (!existing) throw unauthorized('Your account no longer exists');
  // Checks the bytes (JPEG or PNG; 400 otherwise, 413 above the pixel limit), re-encodes and stores them.
  const imageKey = changes.image ? await storeProfileImage(deps, changes.image) : undefined;
  let user: UserRow | undefined;
  try {
    user = await deps.authRepository.update(userId, {
      ...(changes.firstName !== undefined ? { firstName: changes.firstName } : {}),
      ...(changes.lastName !== undefined ? { lastName: changes.lastName } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone || null } : {}),
      ...(imageKey ? { profileImage: imageKey } : {}),
      updatedAt: deps.clock.now(),
    });
  } catch (error) {
    if (imageKey) await removeStoredFile(deps.storage, imageKey, deps.log);
    throw error;
  }
  if (!user) throw unauthorized('Your account no longer exists');
  if (imageKey && existing.profileImage && existing.profileImage !== imageKey) {
    await removeStoredFile(deps.storage, existing.profileImage, deps.log);
  }
  return withDealer(deps, user);
}

export function createAuthService(deps: AuthDeps) {
  return {
    registerConsumer: (body: RegisterBody) => registerConsumer(deps, body),
    registerDealer: (body: RegisterDealerBody) => registerDealer(deps, body),
    login: (email: string, password: string, ip: string) => login(deps, email, password, ip),
    currentUser: (userId: string) => currentUser(deps, userId),
    verifyEmail: (rawToken: string) => verifyEmail(deps, rawToken),
    resendVerification: (userId: string) => resendVerification(deps, userId),
    forgotPassword: (email: string) => forgotPassword(deps, email),
    resetPassword: (rawToken: string, newPassword: string, ip: string) =>
      resetPassword(deps, rawToken, newPassword, ip),
    changePassword: (userId: string, currentPassword: string, newPassword: string) =>
      changePassword(deps, userId, currentPassword, newPassword),
    updateProfile: (userId: string, changes: ProfileChanges) => updateProfile(deps, userId, changes),
  };
}
