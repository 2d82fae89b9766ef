import { Route, Routes } from 'react-router-dom';
import { DealerBillingPage } from '../features/subscription/components/dealer-billing-page';

/** Mounted by the shell at /dealer/payment/*. */
export default function DealerBilling() {
  return (
    <Routes>
      <Route path="*" element={<DealerBillingPage />} />
    </Routes>
  );
}
