import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationBridge, useAuthStore } from 'shared-auth';
import type { PublicUser } from 'shared-contracts';
import { AppProviders, createQueryClient } from 'shared-ui';
import DealerBilling from '../exposes/DealerBilling';

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

export const DEMO_DEALER: PublicUser = {
  id: '5b0c6f8e-1f43-4b7a-9a52-6a3e2d1c0b9f', email: 'dealer@example.com', firstName: 'Daniel', lastName: 'Reyes', role: 'dealer', phone: null,
  profileImage: null, isEmailVerified: true, permissions: { manageListings: true, manageLeads: true, manageBilling: true },
};

/** Signs the demo dealer in (or `user`), as the shell's store would hold it. */
export function signInDealer(user: PublicUser = DEMO_DEALER) {
  localStorage.setItem('accessToken', 't');
  useAuthStore.setState({ user, accessToken: 't', isAuthenticated: true, isLoading: false, error: null });
}

export function signOut() {
  localStorage.clear();
  useAuthStore.setState({ user: null, accessToken: null, isAuthenticated: false, isLoading: false, error: null });
}

/** Renders the billing area as the shell mounts it (`/dealer/payment/*`), inside the shell's providers, at `path`. */
export function renderDealerBilling(path = '/dealer/payment') {
  const location: LocationRef = { pathname: '', search: '' };
  const user = userEvent.setup();
  const queryClient = testQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <NavigationBridge />
        <LocationProbe into={location} />
        <Routes>
          <Route path="dealer/payment/*" element={<DealerBilling />} />
          <Route path="unauthorized" element={<p>unauthorized page</p>} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...utils, user, location, queryClient };
}
