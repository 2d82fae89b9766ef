import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatMoney, listingCardImage, listingSpecs, ListingThumb, listingTitle } from 'shared-ui';
import { ListingActions, type ListingActionsProps } from './listing-actions';
import { ListingStatusChip } from './listing-status-chip';

/** One listing on a phone: picture, title, specs, status, price and date, with its actions. */
export function ListingRowCard(props: ListingActionsProps) {
  const { listing: l, paths } = props;
  return (
    <Paper variant="outlined" component="article" aria-label={listingTitle(l)} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <ListingThumb src={listingCardImage(l)} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component={RouterLink}
            to={paths.listing(l.id)}
            sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', display: 'block' }}
            noWrap
          >
            {listingTitle(l)}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {listingSpecs(l)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <ListingStatusChip status={l.status} />
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {formatMoney(l.monthlyPayment)}/mo
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
          {formatDay(l.dateAdded)}
        </Typography>
      </Box>
      <Box sx={{ mt: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <ListingActions {...props} />
      </Box>
    </Paper>
  );
}
