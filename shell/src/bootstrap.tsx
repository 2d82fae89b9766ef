import { createRoot } from 'react-dom/client';
import { configure } from 'shared-auth';
import { createQueryClient } from 'shared-ui';
import { App } from './app';
import { loadShellConfig } from './config';
import { loadRemoteComponent, registerAppRemotes } from './federation/remotes';

async function start() {
  const config = await loadShellConfig();
  configure({ apiBaseUrl: config.apiBaseUrl, storageBaseUrl: config.storageBaseUrl });
  registerAppRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  // The page's one query client: every remote's hooks read this cache (shared singleton).
  createRoot(container).render(<App loadRemote={loadRemoteComponent} queryClient={createQueryClient()} />);
}

void start();
