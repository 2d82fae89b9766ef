// Standalone dev host: only used when this remote runs alone (npm run dev -w mfe-dealer).
import { createRoot } from 'react-dom/client';
import { areaRoute, configure, sitePaths } from 'shared-auth';
import { StandaloneDevHost } from 'shared-ui';
import DealerRoutes from './exposes/DealerRoutes';

configure({ apiBaseUrl: '', storageBaseUrl: '/uploads/' });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneDevHost
      name="mfe-dealer"
      role="dealer"
      home={sitePaths.dealerDashboard()}
      mounts={[{ path: `${areaRoute('dealer')}/*`, element: <DealerRoutes /> }]}
    />,
  );
}
