import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { authStoreInstanceId, useAuthStore } from './auth-store';
import { setNotifier } from './navigation';
import { fakeServer } from './test-utils';
import { makeUser } from './testing/fixtures';

const dealer = makeUser();

const initial = useAuthStore.getState();
const notifier = jest.fn();

beforeEach(() => {
  localStorage.clear();
  useAuthStore.setState(
    { ...initial, user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null },
    true,
  );
  notifier.mockReset();
  setNotifier(notifier);
});
afterEach(() => setNotifier(undefined));

describe('useAuthStore', () => {
  it('registers its instance id once on window', () => {
    expect(window.__AUTH_STORE_IDS__).toEqual([authStoreInstanceId]);
  });

  it('login: loading while pending, then stores user, token and role', async () => {
    const { calls } = fakeServer(() => ({
      status: 200,
      data: { success: true, message: 'Login successful', data: { user: dealer, token: 'jwt-1' } },
    }));
    const pending = useAuthStore.getState().login('dealer@example.com', 'pw');
    expect(useAuthStore.getState().isLoading).toBe(true);
    expect(await pending).toEqual(dealer);
    const s = useAuthStore.getState();
    expect(s).toMatchObject({
      user: dealer,
      accessToken: 'jwt-1',
      isAuthenticated: true,
      isLoading: false,
      error: null,
    });
    expect(localStorage.getItem('accessToken')).toBe('jwt-1');
    expect(localStorage.getItem('role')).toBe('dealer');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(dealer);
    expect(calls[0].url).toBe('/api/auth/login');
    expect(JSON.parse(calls[0].data)).toEqual({ email: 'dealer@example.com', password: 'pw' });
    // only the auth state is persisted under "root"
    expect(Object.keys(JSON.parse(localStorage.getItem('root') ?? '{}').state).sort()).toEqual([
      'accessToken',
      'isAuthenticated',
      'user',
    ]);
  });

  it('login failure stores the server message and toasts it', async () => {
    fakeServer(() => ({ status: 401, data: { message: 'Invalid email or password' } }));
    expect(await useAuthStore.getState().login('x@example.com', 'bad')).toBeUndefined();
    expect(useAuthStore.getState()).toMatchObject({
      isLoading: false,
      isAuthenticated: false,
      error: 'Invalid email or password',
    });
    expect(notifier).toHaveBeenCalledWith('Invalid email or password', 'error');
  });

  it('login failure without a message falls back to "Login failed"', async () => {
    fakeServer(() => 'network');
    await useAuthStore.getState().login('x@example.com', 'pw');
    expect(useAuthStore.getState().error).toBe('Login failed');
  });

  it('register sends role consumer, answers the message and does not sign in', async () => {
    const { calls } = fakeServer(() => ({ status: 201, data: { success: true, message: 'Check your email' } }));
    const message = await useAuthStore
      .getState()
      .register({ email: 'c@example.com', password: 'Pw!12345', firstName: 'C', lastName: 'D' });
    expect(JSON.parse(calls[0].data).role).toBe('consumer');
    expect(message).toBe('Check your email');
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, isAuthenticated: false });
  });

  it('register failure: "Registration failed" and a toast', async () => {
    fakeServer(() => ({ status: 500, data: {} }));
    await useAuthStore
      .getState()
      .register({ email: 'c@example.com', password: 'Pw!12345', firstName: 'C', lastName: 'D' });
    expect(useAuthStore.getState().error).toBe('Registration failed');
    expect(notifier).toHaveBeenCalledWith('Registration failed', 'error');
  });

  it('registerDealer failure stores the whole server body and does not toast', async () => {
    const body = { message: 'Validation failed', errors: [{ path: 'email', message: 'Email is invalid' }] };
    fakeServer(() => ({ status: 400, data: body }));
    const result = await useAuthStore.getState().registerDealer({} as never);
    expect(result).toBeUndefined();
    expect(useAuthStore.getState().error).toEqual(body);
    expect(notifier).not.toHaveBeenCalled();
  });

  it('registerDealer success only ends loading', async () => {
    fakeServer(() => ({ status: 201, data: { success: true, message: 'Check your email' } }));
    const result = await useAuthStore.getState().registerDealer({} as never);
    expect(result).toBe('Check your email');
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, user: null });
  });

  it('forgotPassword: a failure keeps the server message or "Request failed"', async () => {
    // The API answers a failure with an error status (its contract has no `success: false`).
    fakeServer(() => ({ status: 500, data: {} }));
    expect(await useAuthStore.getState().forgotPassword('a@example.com')).toBe(false);
    expect(useAuthStore.getState().error).toBe('Request failed');
    fakeServer(() => ({ status: 429, data: { message: 'Too many requests' } }));
    expect(await useAuthStore.getState().forgotPassword('a@example.com')).toBe(false);
    expect(useAuthStore.getState().error).toBe('Too many requests');
    fakeServer(() => ({ status: 200, data: { success: true, message: 'sent' } }));
    expect(await useAuthStore.getState().forgotPassword('a@example.com')).toBe(true);
    expect(useAuthStore.getState().error).toBeNull();
  });

  it('getCurrentUser reads data.user and sends the bearer token', async () => {
    localStorage.setItem('accessToken', 'jwt-3');
    useAuthStore.setState({ accessToken: 'jwt-3', isAuthenticated: true });
    const { calls } = fakeServer(() => ({ status: 200, data: { success: true, data: { user: dealer } } }));
    expect(await useAuthStore.getState().getCurrentUser()).toEqual(dealer);
    expect(calls[0].headers.Authorization).toBe('Bearer jwt-3');
    expect(useAuthStore.getState()).toMatchObject({ user: dealer, isAuthenticated: true, isLoading: false });
  });

  it('getCurrentUser failure removes the stored token', async () => {
    localStorage.setItem('accessToken', 'expired');
    useAuthStore.setState({ accessToken: 'expired', isAuthenticated: true });
    fakeServer(() => ({ status: 401, data: { message: 'Unauthorized' } }));
    await useAuthStore.getState().getCurrentUser();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({
      user: null,
      accessToken: null,
      isAuthenticated: false,
      error: 'Failed to get user data',
    });
  });

  it('setupTrial failure: "Setup failed"', async () => {
    fakeServer(() => ({ status: 400, data: { message: 'nope' } }));
    await useAuthStore.getState().setupTrial({ userId: 'u1', selectedPlan: 'free' });
    expect(useAuthStore.getState()).toMatchObject({ isLoading: false, error: 'Setup failed' });
  });

  it('logout clears all local storage and the session', () => {
    localStorage.setItem('accessToken', 't');
    localStorage.setItem('other', 'x');
    useAuthStore.setState({ user: dealer, accessToken: 't', isAuthenticated: true });
    useAuthStore.getState().logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('other')).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null, isAuthenticated: false });
  });

  it('clearError and setPermission', () => {
    useAuthStore.setState({ user: dealer, error: 'x' });
    useAuthStore.getState().clearError();
    useAuthStore.getState().setPermission('manageLeads', true);
    expect(useAuthStore.getState().error).toBeNull();
    expect(useAuthStore.getState().user?.permissions).toEqual({ manageListings: true, manageLeads: true });
  });
});
