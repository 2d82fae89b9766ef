import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ListingStatus } from 'shared-contracts';
import { AddIcon, DirectionsCarIcon, SearchIcon } from 'shared-ui';
import type { ListingStatusFilter } from '../api/get-my-listings';

const NONE_WITH_STATUS: Record<ListingStatus, string> = {
  pending: 'No listings waiting for approval',
  active: 'No active listings',
  paused: 'No paused listings',
  rejected: 'No rejected listings',
};

export interface ListingsEmptyProps {
  /** What is filtered: a search, one status, or nothing (the dealer has no listing at all). */
  filter: { search: string; status: ListingStatusFilter };
  addPath: string;
  onClear(): void;
}

/** No listing yet (an invitation to add the first one), or none matching the search and filter. */
export function ListingsEmpty({ filter, addPath, onClear }: ListingsEmptyProps) {
  const filtered = Boolean(filter.search) || filter.status !== 'all';
  let title = 'You have no listings yet';
  if (filter.search) title = 'No listings match your search';
  else if (filter.status !== 'all') title = NONE_WITH_STATUS[filter.status];
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 6, sm: 8 }, px: 3, borderRadius: 3 }}>
      <Box
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.hover',
          color: 'primary.main',
        }}
      >
        {filtered ? <SearchIcon sx={{ fontSize: 32 }} /> : <DirectionsCarIcon sx={{ fontSize: 32 }} />}
      </Box>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
        {filter.search && 'Try another make or model, or show every status.'}
        {!filter.search && filtered && 'Show every status to see all your listings.'}
        {!filtered &&
          'Add your first lease offer: six short steps with photos and terms. Our team reviews it, then shoppers can find it.'}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 3 }}>
          {filter.search ? 'Clear search and filter' : 'Show all listings'}
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to={addPath}
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          sx={{ mt: 3 }}
        >
          Add your first listing
        </Button>
      )}
    </Paper>
  );
}
