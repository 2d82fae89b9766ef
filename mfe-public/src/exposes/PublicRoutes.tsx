// Exposed as mfe_public/PublicRoutes: relative routes rendered by the shell under its public
// layout (header and footer are the shell's).
import { PublicRoutes } from '../app/public-routes';

export default PublicRoutes;
export { PublicRoutes };
