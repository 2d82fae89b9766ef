import { StrictMode, type ReactElement } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from 'shared-ui';
import { testQueryClient, TestStylesProvider, type TestStyles } from 'shared-ui/testing';
import { preloadPublicPages, PublicRoutes } from '../app/public-routes';
import { LISTING_SLOTS } from '../app/listing-slots';
import { ListingSlotsProvider } from '../features/listings/components/listing-slots';

// Pages are route-level chunks: load them all before the file's tests, so a page renders at once.
beforeAll(() => preloadPublicPages());

/** Where the router is now (updated on every render of the probe). */
interface LocationRef {
  pathname: string;
  search: string;
  params: URLSearchParams;
}

function LocationProbe({ into }: { into: LocationRef }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  into.params = new URLSearchParams(location.search);
  return null;
}

export interface RenderAppOptions {
  /** history entries; the last one is current */
  entries?: string[];
  /** what to render instead of the whole PublicRoutes (with the app's card and deal page slots) */
  element?: ReactElement;
  /** render inside React's StrictMode (effects mount twice, as in development) */
  strict?: boolean;
  /** the page's query cache (default: a fresh one) */
  queryClient?: QueryClient;
  /** where the CSS goes (default `'detached'`; see shared-ui's TestStyles) */
  styles?: TestStyles;
}

export { testQueryClient };

/** Renders the remote's routes inside the same providers as the shell, at `path`. */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const location: LocationRef = { pathname: '', search: '', params: new URLSearchParams() };
  const entries = options.entries ?? [path];
  const user = userEvent.setup();
  const queryClient = options.queryClient ?? testQueryClient();
  const tree = (
    <TestStylesProvider styles={options.styles ?? 'detached'}>
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
          <LocationProbe into={location} />
          <Routes>
            <Route
              path="/*"
              element={
                options.element ? (
                  <ListingSlotsProvider value={LISTING_SLOTS}>{options.element}</ListingSlotsProvider>
                ) : (
                  <PublicRoutes />
                )
              }
            />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </TestStylesProvider>
  );
  const utils = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { ...utils, user, location, queryClient };
}
