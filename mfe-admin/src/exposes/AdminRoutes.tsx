import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, PageInProgress, useMountPath } from 'shared-ui';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { LeadDetailPage } from '../features/leads/components/lead-detail-page';
import { LeadsPage } from '../features/leads/components/leads-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettingsPage } from '../features/settings/components/settings-page';

/** A page behind a menu permission (the menu hides its item; a typed URL lands on /unauthorized). */
function withPermission(permission: 'manageDealers' | 'verifyLeads', page: ReactNode) {
  return <RequireRole roles={['admin']} permission={permission} fallback={<LoadingScreen />}>{page}</RequireRole>;
}

/** The admin area's pages, relative to where the shell mounts them (`/admin/*`). */
export default function AdminRoutes() {
  const base = useMountPath();
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<AdminDashboard basePath={base} />} />
      <Route path="dealers" element={<PageInProgress title="Dealer Management" />} />
      <Route path="dealer-details/:id" element={<PageInProgress title="Dealer Details" />} />
      <Route path="listing" element={<PageInProgress title="Listing Management" />} />
      <Route path="listing-details/:id" element={<PageInProgress title="Listing Details" />} />
      <Route path="add-edit-listing-details" element={<PageInProgress title="Add Listing" />} />
      <Route path="add-edit-listing-details/:id" element={<PageInProgress title="Edit Listing" />} />
      <Route path="leads" element={withPermission('verifyLeads', <LeadsPage basePath={base} />)} />
      <Route path="leads-details/:id" element={withPermission('verifyLeads', <LeadDetailPage basePath={base} />)} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="setting" element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}
