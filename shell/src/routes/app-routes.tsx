import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AREA_PATHS, RequireRole, areaRoute, sitePaths, type Area } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { PublicLayout } from '../layouts/public-layout';
import {
  AdminArea,
  AdminBillingArea,
  AdminSubscriptionArea,
  DealerArea,
  DealerBillingArea,
  LandingArea,
  PublicArea,
} from './areas';
import { IndexRoute } from './redirects';

const loading = <LoadingScreen />;

// The signed-in areas' shells and the landing layout are chunks of their own: a visitor of the
// public pages never downloads them.
const DealerShell = lazy(() => import('../layouts/area-shells').then((m) => ({ default: m.DealerShell })));
const AdminShell = lazy(() => import('../layouts/area-shells').then((m) => ({ default: m.AdminShell })));
const LandingLayout = lazy(() => import('../layouts/landing-layout').then((m) => ({ default: m.LandingLayout })));
const later = (element: ReactNode) => <Suspense fallback={loading}>{element}</Suspense>;

/** An area mounted inside another (billing pages inside the dealer and admin areas), relative to its parent. */
function childRoute(child: Area, parent: Area): string {
  return AREA_PATHS[child].slice(AREA_PATHS[parent].length).replace(/^\/+/, '');
}

/** The shell's route table: layouts, guards and the area of each remote. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={<IndexRoute />} />
        {/* The public area: every other path; the public remote owns its routes and its unknown paths. */}
        <Route path="*" element={<PublicArea />} />
        {/* The dealers' sign-in page is public but lies under the dealer mount point (site registry). */}
        <Route path={sitePaths.dealerLogin().slice(1)} element={<PublicArea />} />
      </Route>
      <Route path={areaRoute('landing')} element={later(<LandingLayout />)}>
        <Route index element={<LandingArea />} />
      </Route>
      <Route
        path={areaRoute('dealer')}
        element={
          <RequireRole roles={['dealer']} fallback={loading}>
            {later(<DealerShell />)}
          </RequireRole>
        }
      >
        {/* `/dealer` itself: the parent would otherwise win over the `*` child and show an empty area. */}
        <Route index element={<Navigate to={sitePaths.dealerDashboard()} replace />} />
        <Route path={`${childRoute('dealerBilling', 'dealer')}/*`} element={<DealerBillingArea />} />
        <Route path="*" element={<DealerArea />} />
      </Route>
      <Route
        path={areaRoute('admin')}
        element={
          <RequireRole roles={['admin']} fallback={loading}>
            {later(<AdminShell />)}
          </RequireRole>
        }
      >
        <Route index element={<Navigate to={sitePaths.adminDashboard()} replace />} />
        <Route path={`${childRoute('adminSubscription', 'admin')}/*`} element={<AdminSubscriptionArea />} />
        <Route path={`${childRoute('adminBilling', 'admin')}/*`} element={<AdminBillingArea />} />
        <Route path="*" element={<AdminArea />} />
      </Route>
    </Routes>
  );
}
