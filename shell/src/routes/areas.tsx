import { AREA_PATHS } from 'shared-auth';
import { RemoteArea } from '../components/remote-area';

/** mfe-public's pages; its routes are relative to `/`. */
export function PublicArea() {
  return <RemoteArea module="mfe_public/PublicRoutes" base={AREA_PATHS.public} label="this page" />;
}

/** The /landing page body. */
export function LandingArea() {
  return <RemoteArea module="mfe_public/LandingRoutes" base={AREA_PATHS.landing} label="the dealer landing page" />;
}

export function DealerArea() {
  return <RemoteArea module="mfe_dealer/DealerRoutes" base={AREA_PATHS.dealer} label="the dealer area" />;
}

export function DealerBillingArea() {
  return <RemoteArea module="mfe_billing/DealerBilling" base={AREA_PATHS.dealerBilling} label="your subscription" />;
}

export function AdminArea() {
  return <RemoteArea module="mfe_admin/AdminRoutes" base={AREA_PATHS.admin} label="the admin area" />;
}

export function AdminSubscriptionArea() {
  return (
    <RemoteArea
      module="mfe_billing/AdminSubscription"
      base={AREA_PATHS.adminSubscription}
      label="the subscription details"
    />
  );
}

/** mfe-billing's admin pages (the lead dispute queue), mounted at /admin/billing/*. */
export function AdminBillingArea() {
  return <RemoteArea module="mfe_billing/AdminBilling" base={AREA_PATHS.adminBilling} label="the lead disputes" />;
}
