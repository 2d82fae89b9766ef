import { Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { AdminSubscriptionPage } from '../features/admin-subscription/components/admin-subscription-page';

/**
 * Mounted by the shell at /admin/subscription-details/*: `:id`, one dealer's subscription. Dealer
 * management's permission, as the API's: without it a typed URL lands on /unauthorized.
 */
function AdminSubscriptionRoutes() {
  return (
    <RequireRole roles={['admin']} permission="manageDealers" fallback={<LoadingScreen />}>
      <Routes>
        <Route path=":id" element={<AdminSubscriptionPage />} />
      </Routes>
    </RequireRole>
  );
}

/** Exposed to the shell: the area's routes on this remote's own router (shared-ui HostRouter). */
export default function AdminSubscription({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <AdminSubscriptionRoutes />
    </HostRouter>
  );
}
