import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteUrls } from '../config';
import { remoteEntryUrl } from './remote-entry';

/** Federation names of the remotes, by their key in config.json. */
export const REMOTE_NAMES: Record<keyof RemoteUrls, string> = {
  public: 'mfe_public',
  dealer: 'mfe_dealer',
  admin: 'mfe_admin',
  billing: 'mfe_billing',
};

const registered = new Map<string, string>();

/** webpack's initialization of a share scope (the shell's provided modules go into it). */
declare const __webpack_init_sharing__: ((scope: string) => Promise<void> | void) | undefined;
let sharing: Promise<void> | undefined;

/**
 * Puts the shell's provided modules into the default share scope before a remote first asks it
 * for one. The shell imports them itself without the share scope (create-config.cjs
 * provideOnly), so nothing else starts the scope.
 */
function shareScopeReady(): Promise<void> {
  sharing ??= Promise.resolve(typeof __webpack_init_sharing__ === 'function' ? __webpack_init_sharing__('default') : undefined);
  return sharing;
}

/**
 * Registers every remote of config.json (each value is the URL of its mf-manifest.json) by its
 * remoteEntry.js beside the manifest: the browser never fetches the manifest.
 */
export function registerAppRemotes(remotes: RemoteUrls): void {
  const list = (Object.keys(REMOTE_NAMES) as Array<keyof RemoteUrls>)
    .filter((key) => Boolean(remotes[key]))
    .map((key) => ({ name: REMOTE_NAMES[key], entry: remoteEntryUrl(remotes[key]) }));
  list.forEach((r) => registered.set(r.name, r.entry));
  registerRemotes(list);
}

/**
 * Loads `remoteName/./Expose` and returns its component. `retry` re-registers the remote
 * first so that cached failures (manifest, entry script) are dropped.
 */
export async function loadRemoteComponent(id: string, retry: boolean): Promise<ComponentType> {
  const name = id.split('/')[0];
  const entry = registered.get(name);
  if (retry && entry) registerRemotes([{ name, entry }], { force: true });
  await shareScopeReady();
  const mod = await loadRemote<{ default?: ComponentType } | ComponentType>(id);
  if (!mod) throw new Error(`Remote module "${id}" is unavailable`);
  const component = typeof mod === 'function' ? mod : mod.default;
  if (!component) throw new Error(`Remote module "${id}" has no default export`);
  return component;
}
