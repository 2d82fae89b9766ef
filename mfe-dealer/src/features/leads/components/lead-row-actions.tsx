import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Lead } from 'shared-contracts';
import { DeleteIcon, EditIcon, leadName, VisibilityIcon } from 'shared-ui';

export interface LeadRowActionsProps {
  lead: Lead;
  onView(lead: Lead): void;
  onEdit(lead: Lead): void;
  onDelete(lead: Lead): void;
}

/** The Actions cell of a lead: View opens "Customer Details", Edit the Edit Lead modal, Delete its confirmation. */
export function LeadRowActions({ lead, onView, onEdit, onDelete }: LeadRowActionsProps) {
  const name = leadName(lead);
  return (
    <>
      <Tooltip title="View details">
        <IconButton size="small" aria-label={`View details of ${name}`} onClick={() => onView(lead)}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit lead">
        <IconButton size="small" aria-label={`Edit lead ${name}`} onClick={() => onEdit(lead)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete lead">
        <IconButton size="small" color="error" aria-label={`Delete lead ${name}`} onClick={() => onDelete(lead)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
