import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, useMountPath, HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { routes } from '../config/paths';
import { DealerDetailRoute } from '../app/dealer-detail-route';
import { AdminDashboard } from '../features/dashboard/components/admin-dashboard';
import { DealersPage } from '../features/dealers/components/dealers-page';
import { JobsPage } from '../features/jobs/components/jobs-page';
import { LeadDetailPage } from '../features/leads/components/lead-detail-page';
import { LeadsPage } from '../features/leads/components/leads-page';
import { ListingDetailPage } from '../features/listings/components/listing-detail-page';
import { AddListingPage, EditListingPage } from '../features/listings/components/listing-editor-page';
import { ListingsPage } from '../features/listings/components/listings-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettingsPage } from '../features/settings/components/settings-page';

/** A page behind a menu permission (the menu hides its item; a typed URL lands on /unauthorized). */
function withPermission(permission: 'manageDealers' | 'verifyLeads', page: ReactNode) {
  return (
    <RequireRole roles={['admin']} permission={permission} fallback={<LoadingScreen />}>
      {page}
    </RequireRole>
  );
}

/** The admin area's pages, relative to where the shell mounts them (`/admin/*`). */
function AdminRoutesRoutes() {
  const base = useMountPath();
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path={routes.dashboard} element={<AdminDashboard basePath={base} />} />
      <Route path={routes.dealers} element={withPermission('manageDealers', <DealersPage />)} />
      <Route path={routes.dealerDetails} element={withPermission('manageDealers', <DealerDetailRoute />)} />
      <Route path={routes.listings} element={withPermission('verifyLeads', <ListingsPage />)} />
      <Route path={routes.listingDetails} element={withPermission('verifyLeads', <ListingDetailPage />)} />
      <Route path={routes.addListing} element={withPermission('verifyLeads', <AddListingPage />)} />
      <Route path={routes.editListing} element={withPermission('verifyLeads', <EditListingPage />)} />
      <Route path={routes.leads} element={withPermission('verifyLeads', <LeadsPage basePath={base} />)} />
      <Route path={routes.leadDetails} element={withPermission('verifyLeads', <LeadDetailPage basePath={base} />)} />
      <Route path={routes.jobs} element={withPermission('manageDealers', <JobsPage />)} />
      <Route path={routes.profile} element={<ProfilePage />} />
      <Route path={routes.setting} element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}

/** Exposed to the shell: the area's routes on this remote's own router (shared-ui HostRouter). */
export default function AdminRoutes({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <AdminRoutesRoutes />
    </HostRouter>
  );
}
