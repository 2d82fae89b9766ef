import type { QueryClient } from '@tanstack/react-query';
import type { LeadReloads } from 'shared-ui';

const reloadLeads = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['dealer', 'my-leads'] }),
    client.invalidateQueries({ queryKey: ['dealer', 'dashboard-stats'] }),
  ]);

/** After a dealer saves or deletes a lead: its leads list and its dashboard counts. */
export const dealerLeadReloads: LeadReloads = { afterUpdate: reloadLeads, afterDelete: reloadLeads };
