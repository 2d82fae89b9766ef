// Standalone dev host for this remote (npm run dev -w mfe-public): the same providers as the
// shell, without its layouts. The API is proxied by the dev server.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { areaRoute, configure, NavigationBridge } from 'shared-auth';
import { AppProviders, createQueryClient } from 'shared-ui';
import { LandingRoutes } from './app/landing-routes';
import { PublicRoutes } from './app/public-routes';

configure({ apiBaseUrl: '', storageBaseUrl: '/uploads/' });
// The dev host's query client stands in for the shell's.
const queryClient = createQueryClient();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <NavigationBridge />
          <Routes>
            <Route path={`/${areaRoute('landing')}/*`} element={<LandingRoutes />} />
            <Route path="/*" element={<PublicRoutes />} />
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
