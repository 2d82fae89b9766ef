import { createRoot } from 'react-dom/client';
import { configure } from 'shared-auth';
import { App } from './app';
import { loadShellConfig } from './config';
import { loadRemoteComponent, registerAppRemotes } from './federation/remotes';

async function start() {
  const config = await loadShellConfig();
  configure({ apiBaseUrl: config.apiBaseUrl, storageBaseUrl: config.storageBaseUrl, stripePublishableKey: config.stripePublishableKey });
  registerAppRemotes(config.remotes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing');
  createRoot(container).render(<App loadRemote={loadRemoteComponent} />);
}

void start();
