import { AdminSubscriptionPage } from '../features/admin-subscription/components/admin-subscription-page';

/** Mounted by the shell at /admin/subscription-details/:id (reads `id` from the route). */
export default function AdminSubscription() {
  return <AdminSubscriptionPage />;
}
