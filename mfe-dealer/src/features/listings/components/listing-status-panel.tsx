import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import type { Listing, ListingStatus } from 'shared-contracts';
import { EditIcon, PauseCircleIcon, PlayCircleIcon } from 'shared-ui';
import { useListingStatusInfo } from '../hooks/use-listing-status-info';
import { statusAction, type StatusAction } from '../listing-status';
import { rejectionText } from '../listing-text';

const SEVERITY: Record<ListingStatus, AlertColor> = {
  pending: 'warning',
  active: 'success',
  paused: 'info',
  rejected: 'error',
};

export interface ListingStatusPanelProps {
  listing: Listing;
  editPath: string;
  busy: boolean;
  onStatus(listing: Listing, action: StatusAction): void;
}

/** The listing's status and what it means (a rejected one with the admin's reason), with what the dealer can do about it (pause, resume, edit a rejected one). */
export function ListingStatusPanel({ listing, editPath, busy, onStatus }: ListingStatusPanelProps) {
  // On phones the button goes under the text (beside it, the text would be squeezed).
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('sm'), { noSsr: true });
  const info = useListingStatusInfo(listing.status);
  const action = statusAction(listing.status);
  const rejection = rejectionText(listing);
  let button = null;
  if (action) {
    button = (
      <Button
        color="inherit"
        size="small"
        variant="outlined"
        disabled={busy}
        startIcon={
          busy ? (
            <CircularProgress size={14} color="inherit" />
          ) : action.label === 'Pause' ? (
            <PauseCircleIcon />
          ) : (
            <PlayCircleIcon />
          )
        }
        onClick={() => onStatus(listing, action)}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {action.label === 'Pause' ? 'Pause listing' : 'Resume listing'}
      </Button>
    );
  } else if (listing.status === 'rejected') {
    button = (
      <Button
        component={RouterLink}
        to={editPath}
        color="inherit"
        size="small"
        variant="outlined"
        startIcon={<EditIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Edit listing
      </Button>
    );
  }
  return (
    <Alert
      severity={SEVERITY[listing.status]}
      variant="outlined"
      role="status"
      aria-label="Listing status"
      action={narrow ? undefined : button}
      sx={{
        bgcolor: 'background.paper',
        alignItems: narrow ? 'flex-start' : 'center',
        '& .MuiAlert-action': { pl: 2, mr: 0, pt: 0 },
      }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>Status: {info.label}</AlertTitle>
      {rejection && (
        <Typography component="p" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {rejection}
        </Typography>
      )}
      {info.meaning}
      {narrow && button && <Box sx={{ mt: 1.5 }}>{button}</Box>}
    </Alert>
  );
}
