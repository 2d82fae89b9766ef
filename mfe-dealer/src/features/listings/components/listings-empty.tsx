import { Box, Button, Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AddIcon, DirectionsCarIcon, SearchIcon } from 'shared-ui';

export interface ListingsEmptyProps {
  /** A search or status filter is on (else the dealer has no listing at all). */
  filtered: boolean;
  addPath: string;
  onClear(): void;
}

/** No listing yet (an invitation to add the first one), or none matching the search and filter. */
export function ListingsEmpty({ filtered, addPath, onClear }: ListingsEmptyProps) {
  return (
    <Paper variant="outlined" sx={{ textAlign: 'center', py: { xs: 6, sm: 8 }, px: 3, borderRadius: 3 }}>
      <Box sx={{ width: 64, height: 64, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.hover', color: 'primary.main' }}>
        {filtered ? <SearchIcon sx={{ fontSize: 32 }} /> : <DirectionsCarIcon sx={{ fontSize: 32 }} />}
      </Box>
      <Typography variant="h6" component="h2">{filtered ? 'No listings match' : 'You have no listings yet'}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
        {filtered
          ? 'Try another make or model, or show every status.'
          : 'Add your first lease offer: six short steps with photos and terms. Our team reviews it, then shoppers can find it.'}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 3 }}>Clear search and filter</Button>
      ) : (
        <Button component={RouterLink} to={addPath} variant="contained" size="large" startIcon={<AddIcon />} sx={{ mt: 3 }}>Add your first listing</Button>
      )}
    </Paper>
  );
}
