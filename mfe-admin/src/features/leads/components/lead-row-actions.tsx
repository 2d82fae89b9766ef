import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { Lead } from 'shared-contracts';
import { DeleteIcon, EditIcon, leadName, VisibilityIcon } from 'shared-ui';

export interface LeadRowActionsProps {
  lead: Lead;
  /** The lead's detail page. */
  viewHref: string;
  onEdit(lead: Lead): void;
  onDelete(lead: Lead): void;
}

/** The Actions cell of a lead: view (its detail page), edit (the Edit Lead modal), delete (its confirmation). */
export function LeadRowActions({ lead, viewHref, onEdit, onDelete }: LeadRowActionsProps) {
  const name = leadName(lead);
  return (
    <>
      <Tooltip title="View details">
        <IconButton size="small" component={RouterLink} to={viewHref} aria-label={`View lead ${name}`}>
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
