import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, useMountPath, HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { routes } from '../config/paths';
import { DealerDashboard } from '../features/dashboard/components/dealer-dashboard';
import { EnquiriesPage } from '../features/enquiries/components/enquiries-page';
import { LeadsPage } from '../features/leads/components/leads-page';
import { ListingDetailPage } from '../features/listings/components/listing-detail-page';
import { AddListingPage, EditListingPage } from '../features/listings/components/listing-editor-page';
import { ListingsPage } from '../features/listings/components/listings-page';
import { ImportPage } from '../features/listings/import/components/import-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { SettingsPage } from '../features/settings/components/settings-page';

/** A page behind a menu permission (the menu hides its item; a typed URL lands on /unauthorized). */
function withPermission(permission: 'manageListings' | 'manageLeads', page: ReactNode) {
  return (
    <RequireRole roles={['dealer']} permission={permission} fallback={<LoadingScreen />}>
      {page}
    </RequireRole>
  );
}

/** The dealer area's pages, relative to where the shell mounts them (`/dealer/*`). */
function DealerRoutesRoutes() {
  const base = useMountPath();
  return (
    <Routes>
      <Route index element={<Navigate to="dashboard" replace />} />
      <Route path="dashboard" element={<DealerDashboard basePath={base} />} />
      <Route path={routes.listings} element={withPermission('manageListings', <ListingsPage basePath={base} />)} />
      <Route path={routes.importListings} element={withPermission('manageListings', <ImportPage basePath={base} />)} />
      <Route path={routes.newListing} element={withPermission('manageListings', <AddListingPage basePath={base} />)} />
      <Route
        path={routes.editListing}
        element={withPermission('manageListings', <EditListingPage basePath={base} />)}
      />
      <Route
        path={routes.viewListing}
        element={withPermission('manageListings', <ListingDetailPage basePath={base} />)}
      />
      <Route path="leads" element={withPermission('manageLeads', <LeadsPage basePath={base} />)} />
      <Route path="enquiries" element={<EnquiriesPage basePath={base} />} />
      <Route path="profile" element={<ProfilePage />} />
      <Route path="setting" element={<SettingsPage />} />
      <Route path="*" element={<Navigate to={`${base}/dashboard`} replace />} />
    </Routes>
  );
}

/** Exposed to the shell: the area's routes on this remote's own router (shared-ui HostRouter). */
export default function DealerRoutes({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <DealerRoutesRoutes />
    </HostRouter>
  );
}
