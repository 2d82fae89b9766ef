// Standalone dev host: only used when this remote runs alone (npm run dev -w mfe-billing).
// A dealer signs in and lands on /dealer/payment; an admin can open /admin/subscription-details/<id>
// from the shell instead (one role per dev host keeps it simple).
import { createRoot } from 'react-dom/client';
import { areaRoute, configure, sitePaths } from 'shared-auth';
import { StandaloneDevHost } from 'shared-ui';
import DealerBilling from './exposes/DealerBilling';

configure({ apiBaseUrl: '', storageBaseUrl: '/uploads/' });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneDevHost
      name="mfe-billing"
      role="dealer"
      home={sitePaths.dealerPayment()}
      mounts={[{ path: `${areaRoute('dealerBilling')}/*`, element: <DealerBilling /> }]}
    />,
  );
}
