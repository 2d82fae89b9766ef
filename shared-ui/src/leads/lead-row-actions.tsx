import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { Lead } from 'shared-contracts';
import { DeleteIcon, EditIcon, VisibilityIcon } from '../icons';
import { leadName } from './lead-name';

export interface LeadRowActionsProps {
  lead: Lead;
  /** View: the lead's detail page (a link), or what opens its details in place. */
  view: { href: string } | { open(lead: Lead): void };
  onEdit(lead: Lead): void;
  onDelete(lead: Lead): void;
}

/** The Actions cell of a lead in the dealer's and the admin's lists: view, edit (the Edit Lead modal), delete (its confirmation). */
export function LeadRowActions({ lead, view, onEdit, onDelete }: LeadRowActionsProps) {
  const name = leadName(lead);
  const viewLabel = `View details of ${name}`;
  return (
    <>
      <Tooltip title="View details">
        {'href' in view ? (
          <IconButton size="small" component={RouterLink} to={view.href} aria-label={viewLabel}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        ) : (
          <IconButton size="small" aria-label={viewLabel} onClick={() => view.open(lead)}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        )}
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
