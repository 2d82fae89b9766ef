import type { ComponentType } from 'react';
import type { PublicRouteManifest } from 'shared-contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteLoader } from '../components/remote-area';
import { REMOTE_NAMES } from '../federation/remotes';
import { preloadLinks, type RemoteManifest } from './preload-links';

/** URL of a remote's server entry: beside its browser manifest, in server/ (`.../server/remoteEntry.js`). */
export function serverEntryUrl(manifestUrl: string): string {
  const url = new URL(manifestUrl);
  url.pathname = url.pathname.replace(/[^/]*$/, 'server/remoteEntry.js');
  return url.href;
}

/** A version key of the entry from its static server's answer (ETag, else date and size). */
function versionKey(headers: Headers): string {
  return headers.get('etag') ?? `${headers.get('last-modified') ?? ''}:${headers.get('content-length') ?? ''}`;
}

/** The public remote as deployed now: its loader and the preload links of its browser build. */
export interface PublicRemote {
  loader: RemoteLoader;
  /** `<link rel="preload">` elements for the page's head ('' when the manifest could not be read). */
  preload: string;
}

let current: (PublicRemote & { entry: string; key: string; preloadReadAt: number; checkedAt: number }) | undefined;

/** How long a failed read of the manifest is kept before trying again. */
const PRELOAD_RETRY_MS = 10_000;

/** Preload links from the browser manifest; none when it cannot be read (they only speed things up). */
async function readPreloads(manifestUrl: string | undefined, timeoutMs: number): Promise<string> {
  if (!manifestUrl) return '';
  try {
    const answer = await fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!answer.ok) return '';
    return preloadLinks(manifestUrl, (await answer.json()) as RemoteManifest);
  } catch {
    return '';
  }
}

/** Loads one exposed module of the registered version and returns its default export (component or data). */
function createLoader(): RemoteLoader {
  return async (id) => {
    const mod = await loadRemote<{ default?: unknown } | ComponentType>(id);
    const exported = typeof mod === 'function' ? mod : mod?.default;
    if (!exported) throw new Error(`Remote module "${id}" is unavailable`);
    return exported;
  };
}

/**
 * The public remote's server build, as deployed now. A call asks its static server for the
 * entry's version (a HEAD request) unless it did so less than `checkEveryMs` ago (0: every call);
 * a new deployment is registered under a new URL, so the next render runs the new code and its
 * new chunks, without restarting or rebuilding the shell. Both builds of a remote are deployed
 * together: the browser manifest is read again then.
 */
export async function currentPublicRemote(
  entry: string,
  manifestUrl?: string,
  { timeoutMs = 2000, checkEveryMs = 0 }: { timeoutMs?: number; checkEveryMs?: number } = {},
): Promise<PublicRemote> {
  if (current && current.entry === entry && Date.now() - current.checkedAt < checkEveryMs)
    return { loader: current.loader, preload: current.preload };
  const answer = await fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
  if (!answer.ok) throw new Error(`public remote server entry: HTTP ${answer.status}`);
  const key = versionKey(answer.headers);
  if (!current || current.entry !== entry || current.key !== key) {
    const versioned = `${entry}${entry.includes('?') ? '&' : '?'}v=${encodeURIComponent(key)}`;
    registerRemotes([{ name: REMOTE_NAMES.public, entry: versioned }], { force: true });
    current = {
      entry,
      key,
      loader: createLoader(),
      preload: await readPreloads(manifestUrl, timeoutMs),
      preloadReadAt: Date.now(),
      checkedAt: Date.now(),
    };
  } else {
    current.checkedAt = Date.now();
  }
  if (!current.preload && Date.now() - current.preloadReadAt > PRELOAD_RETRY_MS) {
    current.preloadReadAt = Date.now();
    current.preload = await readPreloads(manifestUrl, timeoutMs);
  }
  return { loader: current.loader, preload: current.preload };
}

/** The exposed mfe_public/ssr module (see mfe-public/src/exposes/ssr.ts). */
export interface PublicSsrModule {
  prefetchPublicPage(
    url: URL,
    queryClient: import('@tanstack/react-query').QueryClient,
  ): Promise<{ render: boolean; status: number; reason?: string; redirect?: string }>;
  buildLabel?: string;
  /** The public remote's route manifest (which pages render here, the sitemap's pages). */
  routeManifest: PublicRouteManifest;
}

export async function loadPublicSsr(): Promise<PublicSsrModule> {
  const mod = await loadRemote<{ default?: PublicSsrModule } & Partial<PublicSsrModule>>(`${REMOTE_NAMES.public}/ssr`);
  const ssr = mod?.default ?? mod;
  if (!ssr?.prefetchPublicPage || !ssr.routeManifest) throw new Error('mfe_public/ssr is unavailable');
  return ssr as PublicSsrModule;
}
