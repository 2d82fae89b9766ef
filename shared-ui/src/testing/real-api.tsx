// The remotes' integration tests (`*.integration.test.tsx`, jest projects `<remote>-integration`):
// an exposed route module mounted as the shell mounts it, talking to the real API that the
// project's globalSetup started on the demo data (scripts/jest/real-api.cjs, REAL_API_URL).
import type { ComponentType, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AREA_PATHS,
  configure,
  NavigationBridge,
  RequireRole,
  useAuthStore,
  useSessionRestore,
  type Area,
} from 'shared-auth';
import type { PublicUser, Role } from 'shared-contracts';
import { AppProviders } from '../app-providers';
import { TestStylesProvider } from './test-styles';
import type { RemoteRoutesProps } from '../host-router';
import { LoadingScreen } from '../loading-screen';
import { createQueryClient } from '../query-client';
import type { LocationRef } from './render-with-routes';

/** The demo accounts' password (api/src/seed/demo.ts). */
export const DEMO_PASSWORD = 'Demo1234!';

/** The demo accounts (api/src/seed/demo.ts): the admin, the dealer in its trial, the Pro dealer, a shopper. */
export const DEMO_EMAILS = {
  admin: 'admin@example.com',
  trialDealer: 'dealer@example.com',
  proDealer: 'dealer2@example.com',
  consumer: 'consumer@example.com',
} as const;

/** The base URL of the API started for this run (no trailing slash). */
export function realApiUrl(): string {
  const url = process.env.REAL_API_URL;
  if (!url)
    throw new Error(
      'REAL_API_URL is not set: integration tests run in a `<remote>-integration` jest project, whose globalSetup (scripts/jest/real-api-setup.cjs) starts the API',
    );
  return url;
}

/** Points the site's HTTP client at the real API, as the shell's mountApp does with its config. */
export function pointAtRealApi(): string {
  const url = realApiUrl();
  configure({ apiBaseUrl: url, storageBaseUrl: `${url}/uploads/` });
  return url;
}

/** Signs in through the real API with the shell's store (`login`), as the sign-in page does. */
export async function signInThroughApi(email: string, password = DEMO_PASSWORD): Promise<PublicUser> {
  pointAtRealApi();
  const user = await useAuthStore.getState().login(email, password);
  if (!user) throw new Error(`signing ${email} in failed: ${JSON.stringify(useAuthStore.getState().error)}`);
  return user;
}

/** The roles the shell's guard lets into each area (shell/src/routes/app-routes.tsx). */
const AREA_ROLES: Partial<Record<Area, Role[]>> = {
  dealer: ['dealer'],
  dealerBilling: ['dealer'],
  admin: ['admin'],
  adminSubscription: ['admin'],
  adminBilling: ['admin'],
};

function SessionRestore(): null {
  useSessionRestore();
  return null;
}

function LocationProbe({ into }: { into: LocationRef }) {
  const location = useLocation();
  into.pathname = location.pathname;
  into.search = location.search;
  return null;
}

export interface RenderAreaOptions {
  /** The area the module is mounted at (AREA_PATHS): '/dealer/*', '/admin/*', ..., the public one at '*'. */
  area: Area;
  /** The page to open. */
  path: string;
}

/**
 * Renders an exposed route module (a remote's `src/exposes/*.tsx` default export) as the shell
 * does: the runtime config pointed at the real API, a fresh query client from createQueryClient,
 * the shell's AppProviders (theme, query client, toasts), a memory router with the navigation
 * bridge and the session restore, and the module at its area's mount path behind the shell's role guard. Other paths
 * render "elsewhere" (the shell's other areas).
 */
export function renderArea(Module: ComponentType<RemoteRoutesProps>, { area, path }: RenderAreaOptions) {
  pointAtRealApi();
  const queryClient = createQueryClient();
  const location: LocationRef = { pathname: '', search: '' };
  const roles = AREA_ROLES[area];
  const mounted: ReactNode = roles ? (
    <RequireRole roles={roles} fallback={<LoadingScreen />}>
      <Module />
    </RequireRole>
  ) : (
    <Module />
  );
  const pattern = area === 'public' ? '*' : `${AREA_PATHS[area]}/*`;
  const user = userEvent.setup();
  const utils = render(
    <TestStylesProvider styles="detached">
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <NavigationBridge />
          <SessionRestore />
          <LocationProbe into={location} />
          <Routes>
            <Route path={pattern} element={mounted} />
            {area !== 'public' && <Route path="*" element={<p>elsewhere</p>} />}
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </TestStylesProvider>,
  );
  return { ...utils, user, location, queryClient };
}
