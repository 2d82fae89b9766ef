import type { ComponentType } from 'react';
import type { RemoteUrls } from '../config';
import { remoteEntryUrl } from './remote-entry';

/** Federation names of the remotes, by their key in config.json. */
export const REMOTE_NAMES: Record<keyof RemoteUrls, string> = {
  public: 'mfe_public',
  dealer: 'mfe_dealer',
  admin: 'mfe_admin',
  billing: 'mfe_billing',
};

/**
 * What a remote's remoteEntry.js puts on `window` under its federation name: webpack's container
 * interface, which both webpack's own container plugin (mfe-public) and
 * `@module-federation/enhanced` (the signed-in remotes) build.
 */
export interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

/** webpack's share scopes and their initialization (the shell's provided modules go into `default`). */
declare const __webpack_init_sharing__: ((scope: string) => Promise<void> | void) | undefined;
declare const __webpack_share_scopes__: Record<string, unknown> | undefined;

const entries = new Map<string, string>();
const containers = new Map<string, Promise<RemoteContainer>>();
let sharing: Promise<void> | undefined;

/**
 * The default share scope with the shell's shared modules in it (webpack's documented dynamic
 * remote loading: `__webpack_init_sharing__('default')`, then `container.init(scope)`). The shell's
 * own start-up has already filled it; this waits for that before a remote joins.
 */
function shareScopeReady(): Promise<void> {
  sharing ??= Promise.resolve(
    typeof __webpack_init_sharing__ === 'function' ? __webpack_init_sharing__('default') : undefined,
  );
  return sharing;
}

/**
 * Runs a remote's entry script. A new `<script>` each call: after a failure (remote down, network
 * lost) the next call asks the server again. No `crossorigin` attribute, like the server's
 * preload links of the public remote's entry (shell/src/server/preload-links.ts).
 */
function loadScript(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error(`Remote entry ${url} could not be loaded`));
    };
    document.head.appendChild(script);
  });
}

/** Loads and initializes a remote's container once; a failed attempt is forgotten, so Retry loads it again. */
function container(name: string): Promise<RemoteContainer> {
  const known = containers.get(name);
  if (known) return known;
  const url = entries.get(name);
  if (!url) return Promise.reject(new Error(`Remote "${name}" is not in config.json`));
  const pending = (async () => {
    const global = globalThis as unknown as Record<string, RemoteContainer | undefined>;
    if (!global[name]) await loadScript(url);
    const found = global[name];
    if (!found || typeof found.get !== 'function')
      throw new Error(`Remote entry ${url} defines no container "${name}"`);
    await shareScopeReady();
    await found.init(typeof __webpack_share_scopes__ === 'object' ? __webpack_share_scopes__.default : undefined);
    return found;
  })();
  containers.set(name, pending);
  pending.catch(() => containers.delete(name));
  return pending;
}

/**
 * Registers every remote of config.json (each value is the URL of its mf-manifest.json) by its
 * remoteEntry.js beside the manifest: the browser never fetches the manifest.
 */
export function registerAppRemotes(remotes: RemoteUrls): void {
  for (const key of Object.keys(REMOTE_NAMES) as Array<keyof RemoteUrls>) {
    if (remotes[key]) entries.set(REMOTE_NAMES[key], remoteEntryUrl(remotes[key]));
  }
}

/**
 * Loads `remoteName/./Expose` and returns its default export (a route component, or the public
 * remote's route manifest). A remote that cannot be loaded rejects here, and only its area's
 * error boundary shows it (with Retry, which calls this again).
 */
export async function loadRemoteModule(id: string): Promise<unknown> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const factory = await (await container(name)).get(`./${id.slice(slash + 1)}`);
  const mod = factory() as { default?: unknown } | ComponentType | undefined;
  if (!mod) throw new Error(`Remote module "${id}" is unavailable`);
  const exported = typeof mod === 'function' ? mod : mod.default;
  if (!exported) throw new Error(`Remote module "${id}" has no default export`);
  return exported;
}
