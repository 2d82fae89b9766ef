import type { QueryClient } from '@tanstack/react-query';

/**
 * After a moderation command: the admin's listing lists (a dealer's detail page lists them too),
 * every cached listing (details), the audit trails and the dashboard counts load again.
 */
export function reloadListings(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['admin', 'listings'] }),
    client.invalidateQueries({ queryKey: ['listings'] }),
    client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
