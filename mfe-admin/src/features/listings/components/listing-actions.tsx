import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';
import { BlockIcon, CheckCircleIcon, DeleteIcon, EditIcon, listingTitle, VisibilityIcon } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import type { AdminListingRow } from '../api/get-admin-listings';
import type { ListingModeration } from '../hooks/use-listing-moderation';
import { canApprove, canReject } from '../listing-status';

export interface ListingActionsProps {
  listing: AdminListingRow;
  paths: AdminPaths;
  moderation: ListingModeration;
}

/** View, edit, approve (pending or rejected), reject (pending, active, paused) and delete one listing. */
export function ListingActions({ listing, paths, moderation }: ListingActionsProps) {
  const title = listingTitle(listing);
  const approving = moderation.approvingId === listing.id;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, flexWrap: 'nowrap' }}>
      <Tooltip title="View">
        <IconButton component={RouterLink} to={paths.listing(listing.id)} aria-label={`View ${title}`} size="small">
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton component={RouterLink} to={paths.editListing(listing.id)} aria-label={`Edit ${title}`} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {canApprove(listing.status) && (
        <Tooltip title="Approve">
          <span>
            <IconButton
              aria-label={`Approve ${title}`}
              size="small"
              color="success"
              disabled={approving}
              onClick={() => moderation.approve(listing)}
            >
              {approving ? <CircularProgress size={18} /> : <CheckCircleIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      {canReject(listing.status) && (
        <Tooltip title="Reject">
          <IconButton
            aria-label={`Reject ${title}`}
            size="small"
            color="warning"
            onClick={() => moderation.askReject(listing)}
          >
            <BlockIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <Tooltip title="Delete">
        <IconButton
          aria-label={`Delete ${title}`}
          size="small"
          color="error"
          onClick={() => moderation.askDelete(listing)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
