import { RequireRole } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { AdminSubscriptionPage } from '../features/admin-subscription/components/admin-subscription-page';

/**
 * Mounted by the shell at /admin/subscription-details/:id (reads `id` from the route). Dealer
 * management's permission, as the API's: without it a typed URL lands on /unauthorized.
 */
export default function AdminSubscription() {
  return (
    <RequireRole roles={['admin']} permission="manageDealers" fallback={<LoadingScreen />}>
      <AdminSubscriptionPage />
    </RequireRole>
  );
}
