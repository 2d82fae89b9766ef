import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminDealerSummary } from 'shared-contracts';
import { BlockIcon, CheckCircleIcon, DeleteIcon, EditIcon, VisibilityIcon } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import { canApproveDealer, canSuspendDealer } from '../dealer-status';
import type { DealerCommands } from '../hooks/use-dealer-commands';

export interface DealerActionsProps {
  dealer: AdminDealerSummary;
  paths: AdminPaths;
  commands: DealerCommands;
  onEdit(dealer: AdminDealerSummary): void;
}

/** View, edit, approve (pending or suspended), suspend (pending or approved) and delete one dealer. */
export function DealerActions({ dealer, paths, commands, onEdit }: DealerActionsProps) {
  const name = dealer.dealershipName;
  const approving = commands.approvingId === dealer.id;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, flexWrap: 'nowrap' }}>
      <Tooltip title="View">
        <IconButton component={RouterLink} to={paths.dealer(dealer.id)} aria-label={`View ${name}`} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${name}`} size="small" onClick={() => onEdit(dealer)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canApproveDealer(dealer.status) && (
        <Tooltip title="Approve">
          <span>
            <IconButton
              aria-label={`Approve ${name}`}
              size="small"
              color="success"
              disabled={approving}
              onClick={() => commands.approve(dealer)}
            >
              {approving ? <CircularProgress size={18} /> : <CheckCircleIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      {canSuspendDealer(dealer.status) && (
        <Tooltip title="Suspend">
          <IconButton
            aria-label={`Suspend ${name}`}
            size="small"
            color="warning"
            onClick={() => commands.askSuspend(dealer)}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Delete">
        <IconButton aria-label={`Delete ${name}`} size="small" color="error" onClick={() => commands.askDelete(dealer)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
