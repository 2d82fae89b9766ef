import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationBridge, useAuthStore } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';
import { AppProviders, createQueryClient } from 'shared-ui';
import AdminRoutes from '../exposes/AdminRoutes';

/** Where the router is now (updated on every render of the probe). */
export interface LocationRef {
  pathname: string;
  search: string;
}

function LocationProbe({ into }: { into: LocationRef }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

/** A fresh cache for one test; failures show at once (the retry policy has its own test in shared-ui). */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export const DEMO_ADMIN: PublicUser = {
  id: 'u-admin', email: 'admin@example.com', firstName: 'Avery', lastName: 'Admin', role: 'admin', phone: null, profileImage: null,
  isEmailVerified: true, permissions: { manageDealers: true, verifyLeads: true },
};

/** Signs the demo admin in (or `user`), as the shell's store would hold it. */
export function signInAdmin(user: PublicUser = DEMO_ADMIN) {
  localStorage.setItem('accessToken', 't');
  useAuthStore.setState({ user, accessToken: 't', isAuthenticated: true, isLoading: false, error: null });
}

export function signOut() {
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null });
}

export interface RenderAppOptions {
  /** what to render instead of the whole AdminRoutes */
  element?: ReactElement;
  queryClient?: QueryClient;
  /** history entries, the last one current (default: `[path]`) */
  entries?: string[];
}

/** Renders the admin routes as the shell mounts them (`/admin/*`), inside the shell's providers, at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const location: LocationRef = { pathname: '', search: '' };
  const entries = options.entries ?? [path];
  const user = userEvent.setup();
  const queryClient = options.queryClient ?? testQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <NavigationBridge />
        <LocationProbe into={location} />
        <Routes>
          <Route path="admin/*" element={options.element ?? <AdminRoutes />} />
          <Route path="unauthorized" element={<p>unauthorized page</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, location, queryClient };
}
