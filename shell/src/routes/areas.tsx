import { RemoteArea } from '../components/remote-area';
import { RootRouteContext } from '../components/root-route-context';

/** mfe-public's pages; its routes are relative to `/`. */
export function PublicArea() {
  return (
    <RootRouteContext>
      <RemoteArea module="mfe_public/PublicRoutes" label="this page" />
    </RootRouteContext>
  );
}

/** The /landing page body. */
export function LandingArea() {
  return (
    <RootRouteContext>
      <RemoteArea module="mfe_public/LandingRoutes" label="the dealer landing page" />
    </RootRouteContext>
  );
}

export function DealerArea() {
  return <RemoteArea module="mfe_dealer/DealerRoutes" label="the dealer area" />;
}

export function DealerBillingArea() {
  return <RemoteArea module="mfe_billing/DealerBilling" label="your subscription" />;
}

export function AdminArea() {
  return <RemoteArea module="mfe_admin/AdminRoutes" label="the admin area" />;
}

export function AdminSubscriptionArea() {
  return <RemoteArea module="mfe_billing/AdminSubscription" label="the subscription details" />;
}

/** mfe-billing's admin pages (the lead dispute queue), mounted at /admin/billing/*. */
export function AdminBillingArea() {
  return <RemoteArea module="mfe_billing/AdminBilling" label="the lead disputes" />;
}
