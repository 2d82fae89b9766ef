// Exposed as mfe_public/routeManifest (browser and server builds): this remote's pages as the
// shell and the API need them (src/config/route-manifest.ts). Plain data, no React.
import { routeManifest } from '../config/route-manifest';

export default routeManifest;
