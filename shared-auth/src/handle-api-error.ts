import { FALLBACK_ERROR_MESSAGE, errorStatus, serverMessage } from './error-message';
import { navigateTo, notify } from './navigation';
import { useAuthStore } from './auth-store';

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

export interface HandleApiErrorOptions {
  /** Show a toast with the message (default true). */
  toast?: boolean;
  /**
   * Follow 401 (end the session, go to /login) and 403 (go to /forbidden) (default true).
   * False: the page shows the server message in place; the ApiError is thrown all the same.
   */
  redirect?: boolean;
}

/**
 * The shared error handler (spec 1 section 8): toasts the server message (or
 * "An unexpected error occurred"), on 401 clears the session and goes to /login, on 403
 * goes to /forbidden, then throws an ApiError carrying the message. `toast: false` and
 * `redirect: false` leave the message to the caller (error.message, error.status).
 */
export function handleApiError(error: unknown, options: HandleApiErrorOptions = {}): never {
  const status = errorStatus(error);
  const message = serverMessage(error) ?? FALLBACK_ERROR_MESSAGE;
  if (options.toast !== false) notify(message, 'error');
  if (options.redirect !== false && status === 401) {
    useAuthStore.getState().logout();
    navigateTo('/login', { replace: true });
  } else if (options.redirect !== false && status === 403) {
    navigateTo('/forbidden');
  }
  const body = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  throw new ApiError(message, status, body);
}
