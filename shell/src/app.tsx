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
}

/** Providers, router and the route table. */
export function App({ loadRemote }: AppProps) {
  return (
    <AppProviders>
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
