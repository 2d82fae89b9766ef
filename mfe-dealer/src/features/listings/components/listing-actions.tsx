import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import { DeleteIcon, EditIcon, listingTitle, PauseCircleIcon, PlayCircleIcon, VisibilityIcon } from 'shared-ui';
import type { ListingPaths } from '../../../config/paths';
import { statusAction, type StatusAction } from '../listing-status';

export interface ListingActionsProps {
  listing: Listing;
  paths: ListingPaths;
  onDelete(listing: Listing): void;
  onStatus(listing: Listing, action: StatusAction): void;
  /** This listing's status change is being sent. */
  statusBusy?: boolean;
}

/** A listing's actions: View, Edit, Pause or Resume (when allowed), Delete (asks first). */
export function ListingActions({ listing, paths, onDelete, onStatus, statusBusy = false }: ListingActionsProps) {
  const title = listingTitle(listing);
  const action = statusAction(listing.status);
  return (
    <>
      <Tooltip title="View">
        <IconButton size="small" component={RouterLink} to={paths.view(listing.id)} aria-label={`View ${title}`}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton size="small" component={RouterLink} to={paths.edit(listing.id)} aria-label={`Edit ${title}`}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {action && (
        <Tooltip title={action.label === 'Pause' ? 'Pause: hide from shoppers' : 'Resume: show to shoppers'}>
          <span>
            <IconButton
              size="small"
              aria-label={`${action.label} ${title}`}
              disabled={statusBusy}
              onClick={() => onStatus(listing, action)}
            >
              {statusBusy ? (
                <CircularProgress size={18} />
              ) : action.label === 'Pause' ? (
                <PauseCircleIcon fontSize="small" />
              ) : (
                <PlayCircleIcon fontSize="small" color="success" />
              )}
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title="Delete">
        <IconButton size="small" color="error" aria-label={`Delete ${title}`} onClick={() => onDelete(listing)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
