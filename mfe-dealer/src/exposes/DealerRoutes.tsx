import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, PageInProgress, useMountPath } from 'shared-ui';
import { DealerDashboard } from '../features/dashboard/components/dealer-dashboard';
import { EnquiriesPage } from '../features/enquiries/components/enquiries-page';
import { LeadsPage } from '../features/leads/components/leads-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettingsPage } from '../features/settings/components/settings-page';

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
      <Route
        path="leads"
        element={<RequireRole roles={['dealer']} permission="manageLeads" fallback={<LoadingScreen />}><LeadsPage /></RequireRole>}
      />
      <Route path="enquiries" element={<EnquiriesPage basePath={base} />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="setting" element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}
