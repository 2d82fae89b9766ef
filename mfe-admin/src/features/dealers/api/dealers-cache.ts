import type { QueryClient } from '@tanstack/react-query';

/** After a dealer command: the dealer lists and details, listings (public ones change), audit trails and dashboard counts load again. */
export function reloadDealers(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ['admin', 'dealers'] }),
    client.invalidateQueries({ queryKey: ['admin', 'listings'] }),
    client.invalidateQueries({ queryKey: ['listings'] }),
    client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
  ]);
}
