import { mergeServerStyles } from './boot/server-styles';
import { nextTask } from './boot/next-task';

/**
 * Starts the app in steps, each its own task, instead of one long task that evaluates every
 * library and then hydrates: the server's styles merged, React DOM, MUI with emotion and the
 * theme, the query client, then the app. The files all download at once from the
 * start (the shell's index.html preloads the `bootstrap` chunk group: create-config.cjs
 * BootstrapPreload), so the steps add no round trips.
 */
async function start() {
  await nextTask();
  mergeServerStyles();
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./boot/styling');
  await nextTask();
  await import('@tanstack/react-query');
  await nextTask();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
