import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false on the server and while the browser hydrates a server-rendered page, true after (and at
 * once on a page the browser renders itself): what only the browser knows (localStorage,
 * sessionStorage) waits for it, so the first client render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
