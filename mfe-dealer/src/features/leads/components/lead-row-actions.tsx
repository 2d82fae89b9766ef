import { IconButton, Tooltip } from '@mui/material';
import type { Lead } from 'shared-contracts';
import { VisibilityIcon } from 'shared-ui';
import { leadName } from './lead-name';

export interface LeadRowActionsProps {
  lead: Lead;
  onView(lead: Lead): void;
}

/**
 * The Actions cell of a lead: View opens "Customer Details".
 *
 * SEAM (lead edit and delete): the spec's Edit and Delete actions need `PUT /api/leads/:id` and
 * `DELETE /api/leads/:id`, which the API does not have yet, so no button is shown for them.
 * When `endpoints.leads.update` / `endpoints.leads.remove` exist, add
 * `features/leads/api/update-lead.ts` and `delete-lead.ts` (mutations that invalidate
 * `['dealer', 'my-leads']` and `['dealer', 'dashboard-stats']`), an `EditLeadDialog` (spec 1
 * "Edit Lead modal": Name, Email, Phone, Status new/contacted/closed; Cancel, Update /
 * "Updating...") and a shared-ui `ConfirmDialog` for delete, and render their two buttons here.
 */
export function LeadRowActions({ lead, onView }: LeadRowActionsProps) {
  return (
    <Tooltip title="View details">
      <IconButton size="small" aria-label={`View details of ${leadName(lead)}`} onClick={() => onView(lead)}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
