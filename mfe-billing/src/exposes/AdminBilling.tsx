import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, useMountPath, HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { DisputesPage } from '../features/admin-disputes/components/disputes-page';

/**
 * mfe-billing's admin pages, relative to where the shell mounts them (`/admin/billing/*`):
 * `disputes`, the lead dispute queue. Dealer management's permission, as the API's and the menu's.
 */
function AdminBillingRoutes() {
  const base = useMountPath();
  return (
    <RequireRole roles={['admin']} permission="manageDealers" fallback={<LoadingScreen />}>
      <Routes>
        <Route path="disputes" element={<DisputesPage />} />
        <Route path="*" element={<Navigate to={`${base}/disputes`} replace />} />
      </Routes>
    </RequireRole>
  );
}

/** Exposed to the shell: the area's routes on this remote's own router (shared-ui HostRouter). */
export default function AdminBilling({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <AdminBillingRoutes />
    </HostRouter>
  );
}
