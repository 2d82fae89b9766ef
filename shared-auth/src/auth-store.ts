import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  endpoints,
  type ApiErrorBody,
  type EndpointBody,
  type EndpointResponse,
  type PublicUser,
  type RegisterBody,
  type RegisterDealerBody,
} from 'shared-contracts';
import { callApi } from './call-api';
import { ApiError, isApiErrorBody, setSessionEnder } from './handle-api-error';

/** A stored auth error: a message, or (dealer registration) the whole server error body. */
export type AuthError = string | ApiErrorBody;

export type SetupTrialBody = EndpointBody<typeof endpoints.auth.setupTrial>;
type SetupTrialResult = EndpointResponse<typeof endpoints.auth.setupTrial>['data'];

/** The store keeps the failure itself: never a redirect (a 401 at sign-in is a wrong password), no toast. */
const quiet = (fallback?: string) => ({ errors: { toast: false, redirect: false, fallback } });
/** Sign-in and sign-up toast the server message, or `fallback` when there is none. */
const toasted = (fallback: string) => ({ errors: { redirect: false, fallback } });
/** The failure's message: the server's (or the fallback given to callApi), else `fallback`. */
const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? error.message : fallback);

export interface AuthState {
  user: PublicUser | null;
  accessToken: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: AuthError | null;
  /** POST /api/auth/login; resolves to the user, or undefined on failure (error stored, toast shown). */
  login(email: string, password: string): Promise<PublicUser | undefined>;
  /**
   * POST /api/auth/register as a consumer; resolves to the server's message, or undefined (error
   * stored, toast shown). It does not sign in: the answer is the same whether or not the email
   * already had an account (docs/decisions.md), so the account signs in with `login`.
   */
  register(body: Omit<RegisterBody, 'role'>): Promise<string | undefined>;
  /** POST /api/auth/register-dealer; resolves to the server's message, or undefined (server body stored, no toast). */
  registerDealer(body: RegisterDealerBody): Promise<string | undefined>;
  /** POST /api/auth/forgot-password; resolves to true when the server answered success. */
  forgotPassword(email: string): Promise<boolean>;
  /** GET /api/auth/me; on failure the stored token is removed. */
  getCurrentUser(): Promise<PublicUser | undefined>;
  /** POST /api/auth/setup-trial; resolves to the answer's data (the subscription), or undefined on failure. */
  setupTrial(body: SetupTrialBody): Promise<SetupTrialResult | undefined>;
  /** Clears all local storage and the session. */
  logout(): void;
  clearError(): void;
  /** Sets one permission value on the current user. */
  setPermission(name: string, value: boolean): void;
}

/** Random id of this module instance: a page must hold exactly one (see window.__AUTH_STORE_IDS__). */
export const authStoreInstanceId: string = Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

declare global {
  interface Window {
    __AUTH_STORE_IDS__?: string[];
  }
}
if (typeof window !== 'undefined') {
  window.__AUTH_STORE_IDS__ = window.__AUTH_STORE_IDS__ ?? [];
  window.__AUTH_STORE_IDS__.push(authStoreInstanceId);
}

const storage = {
  get(key: string): string | null {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable */
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
  clear(): void {
    try {
      localStorage.clear();
    } catch {
      /* storage unavailable */
    }
  },
};

function storeSession(user: PublicUser, token?: string): void {
  if (token) storage.set('accessToken', token);
  storage.set('user', JSON.stringify(user));
  storage.set('role', user.role);
}

const LOGIN_FAILED = 'Login failed';
const REGISTRATION_FAILED = 'Registration failed';
const REQUEST_FAILED = 'Request failed';

let currentUserRequest: Promise<PublicUser | undefined> | undefined;

export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      // The initial state is a visitor's: it is what a server-rendered page was rendered with,
      // so hydration matches; the stored session (merge below, read synchronously from
      // localStorage) takes over right after.
      user: null,
      accessToken: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,

      async login(email, password) {
        set({ isLoading: true, error: null });
        try {
          const { data } = await callApi(endpoints.auth.login, { body: { email, password } }, toasted(LOGIN_FAILED));
          const { user, token } = data;
          storeSession(user, token);
          set({ user, accessToken: token, isAuthenticated: true, isLoading: false });
          return user;
        } catch (err) {
          set({ isLoading: false, error: messageOf(err, LOGIN_FAILED) });
          return undefined;
        }
      },

      async register(body) {
        set({ isLoading: true, error: null });
        try {
          const { message } = await callApi(
            endpoints.auth.register,
            { body: { ...body, role: 'consumer' } },
            toasted(REGISTRATION_FAILED),
          );
          set({ isLoading: false });
          return message;
        } catch (err) {
          set({ isLoading: false, error: messageOf(err, REGISTRATION_FAILED) });
          return undefined;
        }
      },

      async registerDealer(body) {
        set({ isLoading: true, error: null });
        try {
          const { message } = await callApi(endpoints.auth.registerDealer, { body }, quiet());
          set({ isLoading: false });
          return message;
        } catch (err) {
          const serverBody = err instanceof ApiError && isApiErrorBody(err.body) ? err.body : undefined;
          set({ isLoading: false, error: serverBody ?? REGISTRATION_FAILED });
          return undefined;
        }
      },

      async forgotPassword(email) {
        set({ isLoading: true, error: null });
        try {
          await callApi(endpoints.auth.forgotPassword, { body: { email } }, quiet(REQUEST_FAILED));
          set({ isLoading: false });
          return true;
        } catch (err) {
          set({ isLoading: false, error: messageOf(err, REQUEST_FAILED) });
          return false;
        }
      },

      getCurrentUser() {
        // Several guards may ask at once: one request.
        if (currentUserRequest) return currentUserRequest;
        set({ isLoading: true, error: null });
        currentUserRequest = (async () => {
          try {
            const { data } = await callApi(endpoints.auth.me, {}, quiet());
            const { user } = data;
            storeSession(user);
            set({ user, isAuthenticated: true, isLoading: false });
            return user;
          } catch {
            storage.remove('accessToken');
            set({
              user: null,
              accessToken: null,
              isAuthenticated: false,
              isLoading: false,
              error: 'Failed to get user data',
            });
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
          const { data } = await callApi(endpoints.auth.setupTrial, { body }, quiet());
          set({ isLoading: false });
          return data;
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
      partialize: (state) => ({
        user: state.user,
        accessToken: state.accessToken,
        isAuthenticated: state.isAuthenticated,
      }),
      // The bearer token in localStorage.accessToken is the source of truth (the HTTP client reads it).
      merge: (persisted, current) => {
        const token = storage.get('accessToken');
        const saved = (persisted ?? {}) as Partial<AuthState>;
        return {
          ...current,
          accessToken: token,
          isAuthenticated: Boolean(token),
          user: token ? (saved.user ?? null) : null,
        };
      },
    },
  ),
);

// A 401 anywhere (handleApiError) ends the session through the store.
setSessionEnder(() => useAuthStore.getState().logout());

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
