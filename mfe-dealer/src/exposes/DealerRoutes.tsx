import { Navigate, Route, Routes } from 'react-router-dom';
import { PageInProgress, useMountPath } from 'shared-ui';
import { DealerDashboard } from '../features/dashboard/components/dealer-dashboard';

/** The dealer area's pages, relative to where the shell mounts them (`/dealer/*`). */
export default function DealerRoutes() {
  const base = useMountPath();
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DealerDashboard basePath={base} />} />
      <Route path="listings" element={<PageInProgress title="Your Listings" />} />
      <Route path="new-listing" element={<PageInProgress title="Add a Listing" />} />
      <Route path="new-listing/:id" element={<PageInProgress title="Edit Listing" />} />
      <Route path="view-listing/:id" element={<PageInProgress title="Listing Details" />} />
      <Route path="leads" element={<PageInProgress title="Your Leads" />} />
      <Route path="enquiries" element={<PageInProgress title="Enquiries" />} />
      <Route path="profile" element={<PageInProgress title="Profile" />} />
      <Route path="setting" element={<PageInProgress title="Settings" />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}
