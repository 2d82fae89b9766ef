import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatMoney, listingCardImage, ListingImage, listingSpecs, listingTitle } from 'shared-ui';
import { listingViews } from '../listing-text';
import { ListingActions, type ListingActionsProps } from './listing-actions';
import { ListingStatusChip } from './listing-status-chip';
import { RejectionReason } from './rejection-reason';

/** One listing in the gallery view: main picture with its status, title, specs (and why it was rejected), price, views, date and the actions. */
export function ListingCard({ listing, ...actions }: ListingActionsProps) {
  const title = listingTitle(listing);
  return (
    <Card
      component="article"
      aria-label={title}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 1.5, overflow: 'hidden' }}
    >
      <CardActionArea
        component={RouterLink}
        to={actions.paths.view(listing.id)}
        aria-label={`Open ${title}`}
        sx={{ position: 'relative' }}
      >
        <ListingImage src={listingCardImage(listing)} alt={title} height={{ xs: 190, sm: 170 }} />
        <ListingStatusChip status={listing.status} sx={{ position: 'absolute', top: 10, left: 10, boxShadow: 1 }} />
      </CardActionArea>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.25, pb: 1.5 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap title={title}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {listingSpecs(listing)}
        </Typography>
        <RejectionReason listing={listing} sx={{ mt: 0.5 }} />
        <Typography
          component="p"
          sx={{ mt: 1, fontSize: '1.25rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
        >
          {formatMoney(listing.monthlyPayment)}
          <Typography component="span" variant="body2" color="textSecondary" sx={{ fontWeight: 500 }}>
            /month
          </Typography>
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ mt: 0.5 }}>
          Added {formatDay(listing.dateAdded)} · {listingViews(listing.views)}
        </Typography>
      </CardContent>
      <Divider />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, px: 1, py: 0.5 }}>
        <ListingActions listing={listing} {...actions} />
      </Box>
    </Card>
  );
}
