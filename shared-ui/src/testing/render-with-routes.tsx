// A remote's routes rendered as the shell mounts them: the shell's providers, a memory router with
// the navigation bridge, and a probe that records where the router is.
import type { ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { NavigationBridge } from 'shared-auth';
import { AppProviders } from '../app-providers';
import { createQueryClient } from '../query-client';
import { TestStylesProvider, type TestStyles } from './test-styles';

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

export interface RenderWithRoutesOptions {
  /** history entries, the last one current (default: `['/']`) */
  entries?: string[];
  /** the page's query cache (default: a fresh one) */
  queryClient?: QueryClient;
  /** where the CSS goes (default `'detached'`; see TestStyles) */
  styles?: TestStyles;
}

/**
 * Renders `routes` (`<Route>` elements) inside the shell's providers and a memory router, beside
 * stand-ins for the shell's /unauthorized ("unauthorized page") and any other path ("elsewhere").
 */
export function renderWithRoutes(
  routes: ReactElement,
  { entries = ['/'], queryClient = testQueryClient(), styles = 'detached' }: RenderWithRoutesOptions = {},
) {
  const location: LocationRef = { pathname: '', search: '' };
  const user = userEvent.setup();
  const utils = render(
    <TestStylesProvider styles={styles}>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <NavigationBridge />
          <LocationProbe into={location} />
          <Routes>
            {routes}
            <Route path="unauthorized" element={<p>unauthorized page</p>} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </TestStylesProvider>,
  );
  return { ...utils, user, location, queryClient };
}
