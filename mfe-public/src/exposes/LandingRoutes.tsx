// Exposed as mfe_public/LandingRoutes: the body of /landing (the shell draws its header/footer).
import { LandingRoutes } from '../app/landing-routes';

export default LandingRoutes;
export { LandingRoutes };
