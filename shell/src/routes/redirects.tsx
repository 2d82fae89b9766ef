import { Navigate } from 'react-router-dom';
import { homePathFor, sitePaths, useAuthStore, useSessionRestore } from 'shared-auth';
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

/** Unknown paths: visitors to /login, admin and dealer to their dashboards, consumers to /. */
export function UnknownRoute() {
  const restoring = useSessionRestore();
  const user = useAuthStore((s) => s.user);
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  if (restoring) return <LoadingScreen />;
  return <Navigate to={isAuthenticated && user ? homePathFor(user) : sitePaths.login()} replace />;
}
