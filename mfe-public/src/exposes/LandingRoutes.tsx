// Exposed as mfe_public/LandingRoutes: the body of /landing (the shell draws its header/footer).
import { HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { LandingRoutes as Routes } from '../app/landing-routes';

/** The routes on this remote's own router, driven by the shell's (shared-ui HostRouter). */
export default function LandingRoutes({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <Routes />
    </HostRouter>
  );
}
export { LandingRoutes };
