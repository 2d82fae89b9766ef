import type { ApiErrorBody } from 'shared-contracts';
import { FALLBACK_ERROR_MESSAGE, errorStatus, serverMessage } from './error-message';
import { navigateTo, notify } from './navigation';

/** Error thrown by handleApiError: carries the message shown to the user and the HTTP status. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;
  constructor(message: string, status?: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The API's error body (apiErrorSchema: a message, optional field errors), checked by hand so that
 * the session code loads no zod on a page that validates nothing.
 */
export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  if (!isRecord(body) || typeof body.message !== 'string') return false;
  if (body.errors === undefined) return true;
  return (
    Array.isArray(body.errors) &&
    body.errors.every((e) => isRecord(e) && typeof e.path === 'string' && typeof e.message === 'string')
  );
}

export interface HandleApiErrorOptions {
  /** Show a toast with the message (default true). */
  toast?: boolean;
  /**
   * Follow 401 (end the session, go to /login) and 403 (go to /forbidden) (default true).
   * False: the page shows the server message in place; the ApiError is thrown all the same.
   */
  redirect?: boolean;
  /** The message when the server sent none (default "An unexpected error occurred"). */
  fallback?: string;
}

let endSession: () => void = () => undefined;

/** How a 401 ends the session: the session store registers its logout (auth-store does, on load). */
export function setSessionEnder(fn: () => void): void {
  endSession = fn;
}

/**
 * The shared error handler (spec 1 section 8): toasts the server message (or the fallback,
 * "An unexpected error occurred" unless the caller names one), on 401 ends the session and
 * goes to /login, on 403 goes to /forbidden, then throws an ApiError carrying the message.
 * `toast: false` and `redirect: false` leave the message to the caller (error.message, error.status).
 */
export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): never {
  const status = errorStatus(error);
  const message = serverMessage(error) ?? options.fallback ?? FALLBACK_ERROR_MESSAGE;
  if (options.toast !== false) notify(message, 'error');
  if (options.redirect !== false && status === 401) {
    endSession();
    navigateTo('/login', { replace: true });
  } else if (options.redirect !== false && status === 403) {
    navigateTo('/forbidden');
  }
  const body = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  throw new ApiError(message, status, body);
}

/** Resolves to null instead of rejecting when the API answered 404 (a query's data cannot be undefined). */
export async function nullWhenNotFound<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
