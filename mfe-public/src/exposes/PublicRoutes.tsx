// Exposed as mfe_public/PublicRoutes: every public page under `/`, rendered by the shell under its
// public layout (header and footer are the shell's).
import { HostRouter, type RemoteRoutesProps } from 'shared-ui';
import { PublicRoutes as Routes } from '../app/public-routes';

/** The routes on this remote's own router, driven by the shell's (shared-ui HostRouter). */
export default function PublicRoutes({ host }: RemoteRoutesProps) {
  return (
    <HostRouter host={host}>
      <Routes />
    </HostRouter>
  );
}
export { PublicRoutes };
