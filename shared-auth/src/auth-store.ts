import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ApiErrorBody, PublicUser, RegisterBody, RegisterDealerBody } from 'shared-contracts';
import { apiClient } from './api-client';
import { serverMessage } from './error-message';
import { notify } from './navigation';

/** A stored auth error: a message, or (dealer registration) the whole server error body. */
export type AuthError = string | ApiErrorBody;

export interface SetupTrialBody {
  userId: string;
  selectedPlan: 'free' | 'pro';
  paymentMethodId?: string;
  willAutoRenew?: boolean;
}

export interface RegisterDealerResult { user: PublicUser; dealer: Record<string, unknown> }

export interface AuthState {
  user: PublicUser | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: AuthError | null;
  /** POST /api/auth/login; resolves to the user, or undefined on failure (error stored, toast shown). */
  login(email: string, password: string): Promise<PublicUser | undefined>;
  /** POST /api/auth/register as a consumer; resolves to the user, or undefined (error stored, toast shown). */
  register(body: Omit<RegisterBody, 'role'>): Promise<PublicUser | undefined>;
  /** POST /api/auth/register-dealer; resolves to { user, dealer }, or undefined (server body stored, no toast). */
  registerDealer(body: RegisterDealerBody): Promise<RegisterDealerResult | undefined>;
  /** POST /api/auth/forgot-password; resolves to true when the server answered success. */
  forgotPassword(email: string): Promise<boolean>;
  /** GET /api/auth/me; on failure the stored token is removed. */
  getCurrentUser(): Promise<PublicUser | undefined>;
  /** POST /api/auth/setup-trial; resolves to the answer's data, or undefined on failure. */
  setupTrial(body: SetupTrialBody): Promise<unknown>;
  /** Clears all local storage and the session. */
  logout(): void;
  clearError(): void;
  /** Sets one permission value on the current user. */
  setPermission(name: string, value: boolean): void;
}

/** Random id of this module instance: a page must hold exactly one (see window.__AUTH_STORE_IDS__). */
export const authStoreInstanceId: string = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

declare global {
  interface Window { __AUTH_STORE_IDS__?: string[] }
}
if (typeof window !== 'undefined') {
  window.__AUTH_STORE_IDS__ = window.__AUTH_STORE_IDS__ ?? [];
  window.__AUTH_STORE_IDS__.push(authStoreInstanceId);
}

const storage = {
  get(key: string): string | null {
    try { return typeof localStorage === 'undefined' ? null : localStorage.getItem(key); } catch { return null; }
  },
  set(key: string, value: string): void {
    try { localStorage.setItem(key, value); } catch { /* storage unavailable */ }
  },
  remove(key: string): void {
    try { localStorage.removeItem(key); } catch { /* storage unavailable */ }
  },
  clear(): void {
    try { localStorage.clear(); } catch { /* storage unavailable */ }
  },
};

function storeSession(user: PublicUser, token?: string): void {
  if (token) storage.set('accessToken', token);
  storage.set('user', JSON.stringify(user));
  storage.set('role', user.role);
}

const initialToken = storage.get('accessToken');
let currentUserRequest: Promise<PublicUser | undefined> | undefined;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      user: null,
      accessToken: initialToken,
      isAuthenticated: Boolean(initialToken),
      isLoading: false,
      error: null,

      async login(email, password) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await apiClient.post('/api/auth/login', { email, password });
          const { user, token } = data.data as { user: PublicUser; token: string };
          storeSession(user, token);
          set({ user, accessToken: token, isAuthenticated: true, isLoading: false });
          return user;
        } catch (err) {
          const message = serverMessage(err) ?? 'Login failed';
          set({ isLoading: false, error: message });
          notify(message, 'error');
          return undefined;
        }
      },

      async register(body) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await apiClient.post('/api/auth/register', { ...body, role: 'consumer' });
          const { user, token } = data as { user: PublicUser; token: string };
          storeSession(user, token);
          set({ user, accessToken: token, isAuthenticated: true, isLoading: false });
          return user;
        } catch (err) {
          const message = serverMessage(err) ?? 'Registration failed';
          set({ isLoading: false, error: message });
          notify(message, 'error');
          return undefined;
        }
      },

      async registerDealer(body) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await apiClient.post('/api/auth/register-dealer', body);
          set({ isLoading: false });
          return data.data as RegisterDealerResult;
        } catch (err) {
          const responseBody = (err as { response?: { data?: unknown } }).response?.data;
          const error: AuthError = responseBody && typeof responseBody === 'object' && 'message' in responseBody
            ? (responseBody as ApiErrorBody)
            : 'Registration failed';
          set({ isLoading: false, error });
          return undefined;
        }
      },

      async forgotPassword(email) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await apiClient.post('/api/auth/forgot-password', { email });
          if (!data?.success) {
            set({ isLoading: false, error: (typeof data?.message === 'string' && data.message) || 'Request failed' });
            return false;
          }
          set({ isLoading: false });
          return true;
        } catch (err) {
          set({ isLoading: false, error: serverMessage(err) ?? 'Request failed' });
          return false;
        }
      },

      getCurrentUser() {
        // Several guards may ask at once: one request.
        if (currentUserRequest) return currentUserRequest;
        set({ isLoading: true, error: null });
        currentUserRequest = (async () => {
          try {
            const { data } = await apiClient.get('/api/auth/me');
            const user = data.data.user as PublicUser;
            storeSession(user);
            set({ user, isAuthenticated: true, isLoading: false });
            return user;
          } catch {
            storage.remove('accessToken');
            set({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: 'Failed to get user data' });
            return undefined;
          } finally {
            currentUserRequest = undefined;
          }
        })();
        return currentUserRequest;
      },

      async setupTrial(body) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await apiClient.post('/api/auth/setup-trial', body);
          set({ isLoading: false });
          return data?.data ?? data;
        } catch {
          set({ isLoading: false, error: 'Setup failed' });
          return undefined;
        }
      },

      logout() {
        storage.clear();
        set({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null });
      },

      clearError() {
        set({ error: null });
      },

      setPermission(name, value) {
        const user = get().user;
        if (!user) return;
        const next = { ...user, permissions: { ...(user.permissions ?? {}), [name]: value } };
        storage.set('user', JSON.stringify(next));
        set({ user: next });
      },
    }),
    {
      name: 'root',
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ user: state.user, accessToken: state.accessToken, isAuthenticated: state.isAuthenticated }),
      // The bearer token in localStorage.accessToken is the source of truth (the HTTP client reads it).
      merge: (persisted, current) => {
        const token = storage.get('accessToken');
        const saved = (persisted ?? {}) as Partial<AuthState>;
        return { ...current, accessToken: token, isAuthenticated: Boolean(token), user: token ? saved.user ?? null : null };
      },
    },
  ),
);

/** Resolves once the persisted session is read, or after timeoutMs (5000 by default). */
export function whenAuthHydrated(timeoutMs = 5000): Promise<void> {
  if (useAuthStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, timeoutMs);
    const unsubscribe = useAuthStore.persist.onFinishHydration(done);
    function done() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
  });
}

/** Text of a stored auth error (a message, or the message of a stored error body). */
export function authErrorMessage(error: AuthError | null | undefined): string | undefined {
  if (!error) return undefined;
  return typeof error === 'string' ? error : error.message;
}
