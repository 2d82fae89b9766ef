import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useAuthStore } from './auth-store';
import {
  ApiError,
  handleApiError,
  isApiErrorBody,
  nullWhenNotFound,
  type HandleApiErrorOptions,
} from './handle-api-error';
import { setNavigator, setNotifier } from './navigation';
import { axiosError } from './test-utils';

const navigate = jest.fn();
const notify = jest.fn();

beforeEach(() => {
  navigate.mockReset();
  notify.mockReset();
  setNavigator(navigate);
  setNotifier(notify);
  localStorage.clear();
});
afterEach(() => {
  setNavigator(undefined);
  setNotifier(undefined);
});

function run(error: unknown, options?: HandleApiErrorOptions): ApiError {
  try {
    handleApiError(error, options);
  } catch (thrown) {
    return thrown as ApiError;
  }
  throw new Error('handleApiError did not throw');
}

describe('handleApiError', () => {
  it('401: toast, clears local storage and the session, goes to /login', () => {
    localStorage.setItem('accessToken', 't');
    useAuthStore.setState({ accessToken: 't', isAuthenticated: true });
    const thrown = run(axiosError(401, { message: 'Session expired' }));
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown.message).toBe('Session expired');
    expect(thrown.status).toBe(401);
    expect(notify).toHaveBeenCalledWith('Session expired', 'error');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('403: goes to /forbidden', () => {
    const thrown = run(axiosError(403, { message: 'Forbidden' }));
    expect(navigate).toHaveBeenCalledWith('/forbidden', undefined);
    expect(thrown.message).toBe('Forbidden');
  });

  it('400: first item of a list message, no navigation', () => {
    const thrown = run(axiosError(400, { message: ['Email is invalid', 'Password is required'] }));
    expect(thrown.message).toBe('Email is invalid');
    expect(notify).toHaveBeenCalledWith('Email is invalid', 'error');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('400: the error field when there is no message', () => {
    expect(run(axiosError(400, { error: 'Bad input' })).message).toBe('Bad input');
  });

  it('404: toast of the message', () => {
    const thrown = run(axiosError(404, { message: 'Listing not found' }));
    expect(thrown.message).toBe('Listing not found');
    expect(thrown.status).toBe(404);
    expect(notify).toHaveBeenCalledWith('Listing not found', 'error');
  });

  it('500 without a body: the fallback message', () => {
    expect(run(axiosError(500)).message).toBe('An unexpected error occurred');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('network error: the fallback message, no status', () => {
    const thrown = run(axiosError('network'));
    expect(thrown.message).toBe('An unexpected error occurred');
    expect(thrown.status).toBeUndefined();
  });

  it("fallback: the caller's message when the server sent none, toasted and thrown", () => {
    const thrown = run(axiosError('network'), { fallback: 'Failed to update profile' });
    expect(thrown.message).toBe('Failed to update profile');
    expect(notify).toHaveBeenCalledWith('Failed to update profile', 'error');
    expect(
      run(axiosError(400, { message: 'Phone is too long' }), { fallback: 'Failed to update profile' }).message,
    ).toBe('Phone is too long');
  });

  it('toast: false shows nothing but still throws', () => {
    run(axiosError(400, { message: 'x' }), { toast: false });
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('handleApiError with redirect: false', () => {
  it('401: keeps the session and stays on the page, throws the server message and status', () => {
    localStorage.setItem('accessToken', 't');
    useAuthStore.setState({ accessToken: 't', isAuthenticated: true });
    const thrown = run(axiosError(401, { message: 'Invalid email or password' }), { redirect: false, toast: false });
    expect(thrown).toMatchObject({ message: 'Invalid email or password', status: 401 });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('t');
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it("403: no /forbidden, the message is the caller's to show", () => {
    const thrown = run(axiosError(403, { message: 'Please verify your email before sending an enquiry' }), {
      redirect: false,
    });
    expect(thrown).toMatchObject({ message: 'Please verify your email before sending an enquiry', status: 403 });
    expect(navigate).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith('Please verify your email before sending an enquiry', 'error');
  });
});

describe('nullWhenNotFound', () => {
  it('resolves a 404 to null, passes an answer through, rethrows any other failure', async () => {
    await expect(nullWhenNotFound(Promise.reject(new ApiError('Dealer not found', 404)))).resolves.toBeNull();
    await expect(nullWhenNotFound(Promise.resolve({ id: 'd1' }))).resolves.toEqual({ id: 'd1' });
    await expect(nullWhenNotFound(Promise.reject(new ApiError('Forbidden', 403)))).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('isApiErrorBody', () => {
  it('accepts the API error shape and refuses anything else', () => {
    expect(isApiErrorBody({ message: 'Invalid input' })).toBe(true);
    expect(
      isApiErrorBody({ message: 'Invalid input', errors: [{ path: 'phone', message: 'Phone is required' }] }),
    ).toBe(true);
    expect(isApiErrorBody({ message: 'Invalid input', errors: [{ path: 'phone' }] })).toBe(false);
    expect(isApiErrorBody({ message: 'Invalid input', errors: 'phone' })).toBe(false);
    expect(isApiErrorBody({ error: 'Bad Request' })).toBe(false);
    expect(isApiErrorBody('Bad Request')).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});
