import type { QueryClient } from '@tanstack/react-query';

/**
 * After a listing command: the dealer's lists, every cached listing (details and the public
 * search, which shares the page's query cache) and the dashboard counts load again.
 */
export function reloadListings(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['dealer', 'listings'] }),
    client.invalidateQueries({ queryKey: ['listings'] }),
    client.invalidateQueries({ queryKey: ['dealer', 'dashboard-stats'] }),
  ]);
}
