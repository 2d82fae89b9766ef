import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configure } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { App } from '../app';
import type { RemoteLoader } from '../components/remote-area';
import { loadShellConfig, type ShellConfig } from '../config';
import { readSsrData } from '../server/ssr-data';

/**
 * Puts the App into #root: hydrates a server-rendered page from the config and data it carries,
 * else fetches /config.json and renders. `onConfig` runs once the config is known (the shell
 * registers its remotes there). Also the start of the bench's single bundle
 * (scripts/bench/single-bundle), so both builds start the same way.
 */
export async function mountApp(loadRemote: RemoteLoader, onConfig?: (config: ShellConfig) => void): Promise<void> {
  // A server-rendered page carries its config and data; the empty shell fetches /config.json.
  const ssr = readSsrData();
  const config = ssr?.config ?? (await loadShellConfig());
  configure({ apiBaseUrl: config.apiBaseUrl, storageBaseUrl: config.storageBaseUrl });
  onConfig?.(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The page's one query client: every remote's hooks read this cache (shared singleton).
  const queryClient = createQueryClient();
  if (ssr && container.firstElementChild) {
    // Start on the data the server rendered with: no second request on load.
    hydrate(queryClient, ssr.queries);
    // As a transition, hydration runs in slices that yield to the browser (React's
    // TransitionHydrationLane) instead of one long task: the page answers input sooner.
    startTransition(() => {
      hydrateRoot(container, <App loadRemote={loadRemote} queryClient={queryClient} siteOrigin={ssr.siteOrigin} />);
    });
    return;
  }
  createRoot(container).render(<App loadRemote={loadRemote} queryClient={queryClient} />);
}
