// Exposed as mfe_public/ssr in the server build only: what the shell's server needs to render
// a public page, and which pages it renders (the route manifest). The page components
// themselves come from mfe_public/PublicRoutes.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchPublicPage, type PrefetchResult } from '../app/ssr/prefetch-public-page';
import { routeManifest } from '../config/route-manifest';

/** Build label of this server build (PUBLIC_BUILD_LABEL at build time), '' when unset. */
export const buildLabel: string = process.env.PUBLIC_BUILD_LABEL ?? '';

export type { PrefetchResult };
export { prefetchPublicPage, routeManifest };

const ssr = { prefetchPublicPage, buildLabel, routeManifest };
export default ssr;

export type PublicSsr = typeof ssr;
export type PrefetchPublicPage = (url: URL, queryClient: QueryClient) => Promise<PrefetchResult>;
