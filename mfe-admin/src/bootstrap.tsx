// Standalone dev host: only used when this remote runs alone (npm run dev -w mfe-admin).
import { createRoot } from 'react-dom/client';
import { areaRoute, configure, sitePaths } from 'shared-auth';
import { StandaloneDevHost } from 'shared-ui';
import AdminRoutes from './exposes/AdminRoutes';

configure({ apiBaseUrl: '', storageBaseUrl: '/uploads/' });
const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StandaloneDevHost
      name="mfe-admin"
      role="admin"
      home={sitePaths.adminDashboard()}
      mounts={[{ path: `${areaRoute('admin')}/*`, element: <AdminRoutes /> }]}
    />,
  );
}
