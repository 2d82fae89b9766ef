import type { LeadReloads } from 'shared-ui';
import { leadsQueryKey } from './api/get-leads';

/** After an admin saves or deletes a lead: the lead lists, the lead and its history, the dashboard counts. */
export const adminLeadReloads: LeadReloads = {
  afterUpdate: (client) =>
    Promise.all([
      client.invalidateQueries({ queryKey: leadsQueryKey }),
      client.invalidateQueries({ queryKey: ['admin', 'audit'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]),
  afterDelete: (client, id) => {
    // The deleted lead's own query is dropped, not reloaded.
    client.removeQueries({ queryKey: [...leadsQueryKey, 'detail', id] });
    return Promise.all([
      client.invalidateQueries({ queryKey: [...leadsQueryKey, 'list'] }),
      client.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    ]);
  },
};
