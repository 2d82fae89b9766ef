import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configure } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { App } from './app';
import { loadShellConfig } from './config';
import { loadRemoteComponent, registerAppRemotes } from './federation/remotes';
import { readSsrData } from './server/ssr-data';

async function start() {
  // A server-rendered page carries its config and data; the empty shell fetches /config.json.
  const ssr = readSsrData();
  const config = ssr?.config ?? (await loadShellConfig());
  configure({ apiBaseUrl: config.apiBaseUrl, storageBaseUrl: config.storageBaseUrl });
  registerAppRemotes(config.remotes);
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
      hydrateRoot(container, <App loadRemote={loadRemoteComponent} queryClient={queryClient} siteOrigin={ssr.siteOrigin} />);
    });
    return;
  }
  createRoot(container).render(<App loadRemote={loadRemoteComponent} queryClient={queryClient} />);
}

void start();
