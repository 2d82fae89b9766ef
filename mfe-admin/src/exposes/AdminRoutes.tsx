import { Navigate, Route, Routes } from 'react-router-dom';
import { PageInProgress, useMountPath } from 'shared-ui';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';

/** The admin area's pages, relative to where the shell mounts them (`/admin/*`). */
export default function AdminRoutes() {
  const base = useMountPath();
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<AdminDashboard />} />
      <Route path="dealers" element={<PageInProgress title="Dealer Management" />} />
      <Route path="dealer-details/:id" element={<PageInProgress title="Dealer Details" />} />
      <Route path="listing" element={<PageInProgress title="Listing Management" />} />
      <Route path="listing-details/:id" element={<PageInProgress title="Listing Details" />} />
      <Route path="add-edit-listing-details" element={<PageInProgress title="Add Listing" />} />
      <Route path="add-edit-listing-details/:id" element={<PageInProgress title="Edit Listing" />} />
      <Route path="leads" element={<PageInProgress title="Lead Tracking" />} />
      <Route path="leads-details/:id" element={<PageInProgress title="Lead Details" />} />
      <Route path="profile" element={<PageInProgress title="Profile" />} />
      <Route path="setting" element={<PageInProgress title="Settings" />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}
