import { isServerRendered, type PublicRouteManifest } from 'shared-contracts';
import type { ShellConfig } from '../config';
import { currentPublicRemote, loadPublicSsr, serverEntryUrl } from './public-remote';

export interface RouteManifestRequest {
  config: ShellConfig;
  /** The public remote's server entry; default: server/remoteEntry.js beside its manifest. */
  publicServerEntry?: string;
  /** Ask the public remote's server for its version at most this often (0: every time). */
  remoteCheckMs?: number;
}

let known: PublicRouteManifest | undefined;

/**
 * The public remote's route manifest as deployed now; while the remote cannot be reached, the
 * last one this server read (undefined when it never could).
 */
export async function publicRouteManifest(request: RouteManifestRequest): Promise<PublicRouteManifest | undefined> {
  try {
    const entry = request.publicServerEntry || serverEntryUrl(request.config.remotes.public);
    await currentPublicRemote(entry, request.config.remotes.public, { checkEveryMs: request.remoteCheckMs });
    known = (await loadPublicSsr()).routeManifest;
  } catch (error) {
    if (!known) throw error;
  }
  return known;
}

/**
 * Whether the shell renders `pathname` on its server, as the public remote's route manifest says.
 * Before the remote was ever reached nothing is: every page is the empty shell the browser renders.
 */
export async function serverRenders(pathname: string, request: RouteManifestRequest): Promise<boolean> {
  try {
    const manifest = await publicRouteManifest(request);
    return Boolean(manifest && isServerRendered(manifest, pathname));
  } catch {
    return false;
  }
}
