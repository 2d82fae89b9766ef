import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { NavigationBridge, useSessionRestore } from 'shared-auth';
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
}

/** Providers, router and the route table. */
export function App({ loadRemote, queryClient }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <RemoteLoaderContext.Provider value={loadRemote}>
        <BrowserRouter>
          <NavigationBridge />
          <SessionRestore />
          <ScrollManager />
          <AppRoutes />
        </BrowserRouter>
      </RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
