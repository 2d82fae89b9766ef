import { Navigate } from 'react-router-dom';
import { homePathFor, useAuthStore, useSessionRestore } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { PublicArea } from './areas';

/** `/`: admin and dealer go to their dashboards; consumers and visitors see the public home. */
export function IndexRoute() {
  const restoring = useSessionRestore();
  const user = useAuthStore((s) => s.user);
  if (restoring) return <LoadingScreen />;
  if (user?.role === 'admin' || user?.role === 'dealer') return <Navigate to={homePathFor(user)} replace />;
  return <PublicArea />;
}
