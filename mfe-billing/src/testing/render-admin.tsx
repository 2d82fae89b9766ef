// The admin pages of this remote as the shell mounts them, for tests: the subscription detail at
// /admin/subscription-details/:id and the billing pages at /admin/billing/*, inside the shell's
// providers, with stand-ins for the pages they link to.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationBridge, areaRoute, useAuthStore } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';
import { AppProviders, createQueryClient } from 'shared-ui';
import AdminBilling from '../exposes/AdminBilling';
import AdminSubscription from '../exposes/AdminSubscription';

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

/** A fresh cache for one test; failures show at once. */
export function testQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

export const DEMO_ADMIN: PublicUser = {
  id: 'u-admin', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', role: 'admin', phone: null, profileImage: null,
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

/** Renders the admin pages of mfe-billing at `path`, mounted where the shell mounts them. */
export function renderAdmin(path: string) {
  const location: LocationRef = { pathname: '', search: '' };
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge />
        <LocationProbe into={location} />
        <Routes>
          <Route path={areaRoute('adminSubscription')} element={<AdminSubscription />} />
          <Route path={`${areaRoute('adminBilling')}/*`} element={<AdminBilling />} />
          <Route path="admin/dealers" element={<p>dealer management</p>} />
          <Route path="unauthorized" element={<p>unauthorized page</p>} />
          <Route path="forbidden" element={<p>forbidden page</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, location, queryClient };
}
