import { Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { AdminShell, DealerShell } from '../layouts/area-shells';
import { LandingLayout } from '../layouts/landing-layout';
import { PublicLayout } from '../layouts/public-layout';
import { AdminArea, AdminSubscriptionArea, DealerArea, DealerBillingArea, LandingArea, PublicArea } from './areas';
import { IndexRoute, UnknownRoute } from './redirects';

/**
 * Paths served by mfe-public (docs/contracts.md). Listed here so they are never treated as
 * unknown; the remote's own table renders them.
 */
export const PUBLIC_PATHS = [
  'listings', 'viewListings/:id', 'about', 'how-it-works', 'faq', 'contact',
  'login', 'register', 'forgot-password', 'reset-password', 'verify-email/:token', 'verify-leads/:token',
  'terms', 'privacy', 'unauthorized', 'forbidden', 'lease-offers', 'partner', 'dealer/login',
] as const;

const loading = <LoadingScreen />;

/** The shell's route table: layouts, guards and the area of each remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<IndexRoute />} />
        {PUBLIC_PATHS.map((path) => <Route key={path} path={path} element={<PublicArea />} />)}
        <Route path="user/profile" element={<RequireRole roles={['user']} fallback={loading}><PublicArea /></RequireRole>} />
      </Route>
      <Route path="landing" element={<LandingLayout />}>
        <Route index element={<LandingArea />} />
      </Route>
      <Route path="dealer" element={<RequireRole roles={['dealer']} fallback={loading}><DealerShell /></RequireRole>}>
        <Route path="payment/*" element={<DealerBillingArea />} />
        <Route path="*" element={<DealerArea />} />
      </Route>
      <Route path="admin" element={<RequireRole roles={['admin']} fallback={loading}><AdminShell /></RequireRole>}>
        <Route path="subscription-details/:id" element={<AdminSubscriptionArea />} />
        <Route path="*" element={<AdminArea />} />
      </Route>
      <Route path="*" element={<UnknownRoute />} />
    </Routes>
  );
}
