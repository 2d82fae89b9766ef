import { Navigate, Route, Routes } from 'react-router-dom';
import { RequireRole } from 'shared-auth';
import { LoadingScreen, useMountPath, HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { DealerBillingPage } from '../app/dealer-billing-page';
import { dealerBillingPaths, dealerRoutes } from '../config/dealer-paths';
import { ReceiptPage } from '../features/receipt/components/receipt-page';

/**
 * Mounted by the shell at /dealer/payment/*: the subscription page and its receipts. Like its
 * menu item, the area needs the manageBilling permission (a typed URL lands on /unauthorized).
 */
function DealerBillingRoutes() {
  const base = useMountPath();
  const paths = dealerBillingPaths(base);
  return (
    <RequireRole roles={['dealer']} permission="manageBilling" fallback={<LoadingScreen />}>
      <Routes>
        <Route index element={<DealerBillingPage paths={paths} />} />
        <Route path={dealerRoutes.receipt} element={<ReceiptPage backTo={paths.history()} />} />
        <Route path="*" element={<Navigate to={paths.overview()} replace />} />
      </Routes>
    </RequireRole>
  );
}

/** Exposed to the shell: the area's routes on this remote's own router (shared-ui HostRouter). */
export default function DealerBilling({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <DealerBillingRoutes />
    </HostRouter>
  );
}
