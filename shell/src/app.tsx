import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { NavigationBridge, SiteOriginContext, useSessionRestore } from 'shared-auth';
import { AppProviders } from 'shared-ui';
import { RemoteLoaderContext, type RemoteLoader } from './components/remote-area';
import { ScrollManager } from './components/scroll-manager';
import { AppRoutes } from './routes/app-routes';

function SessionRestore(): null {
  useSessionRestore();
  return null;
}

export interface AppProps {
  loadRemote: RemoteLoader;
  /** The page's one query client, shared with every remote. */
  queryClient: QueryClient;
  /** Server rendering: the requested path and query (the browser uses its own location). */
  location?: string;
  /** Origin of the site's absolute URLs (canonical links); the browser's own when left out. */
  siteOrigin?: string;
}

/** The browser's router, or on the server a fixed location. */
function Router({ location, children }: { location: string | undefined; children: ReactNode }) {
  return location === undefined ? (
    <BrowserRouter>{children}</BrowserRouter>
  ) : (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
}

/** Providers, router and the route table. */
export function App({ loadRemote, queryClient, location, siteOrigin = '' }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <SiteOriginContext.Provider value={siteOrigin}>
        <RemoteLoaderContext.Provider value={loadRemote}>
          <Router location={location}>
            <NavigationBridge />
            <SessionRestore />
            <ScrollManager />
            <AppRoutes />
          </Router>
        </RemoteLoaderContext.Provider>
      </SiteOriginContext.Provider>
    </AppProviders>
  );
}
