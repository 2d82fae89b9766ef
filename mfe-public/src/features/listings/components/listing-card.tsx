import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ListingSummary } from 'shared-contracts';
import { paths } from '../../../config/paths';
import { ListingImage, formatMoney } from 'shared-ui';
import { FavouriteButton } from '../../../shared-local/keep/favourite-button';

export interface ListingCardProps {
  listing: ListingSummary;
  /** The first row of results: its picture loads at once (the page's largest paint), the very first one first. */
  priority?: 'first' | 'above-fold';
}

/** A search result: picture, offer badge, make model year, specs line, $X/month, View Deal. */
export function ListingCard({ listing, priority }: ListingCardProps) {
  const href = paths.listing.getHref(listing.id);
  const title = `${listing.make} ${listing.model} ${listing.year}`;
  const specs = [listing.bodyType, listing.fuelType, listing.transmission].filter(Boolean).join(' • ');
  // Shown at card size, WebP by width (ListingImage).
  const picture = listing.imageUrls?.[0];
  return (
    <Card
      component="article"
      aria-label={title}
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        borderRadius: 1.5,
        overflow: 'hidden',
        transition: 'box-shadow 160ms ease, transform 160ms ease',
        '&:hover': { boxShadow: '0 12px 30px rgba(15, 23, 42, 0.12)', transform: 'translateY(-2px)' },
      }}
    >
      <CardActionArea component={RouterLink} to={href} aria-label={`Open ${title}`} sx={{ position: 'relative' }}>
        <ListingImage
          src={picture}
          alt={title}
          height={200}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority === 'first' ? 'high' : undefined}
        />
        {listing.isLimitedOffer && (
          <Chip
            label="Limited Time Offer"
            color="error"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700, boxShadow: 1 }}
          />
        )}
      </CardActionArea>
      <FavouriteButton listingId={listing.id} title={title} />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {specs}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mt: 'auto', pt: 2 }}>
          <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
            {formatMoney(listing.monthlyPayment)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              /month
            </Typography>
          </Typography>
          <Button component={RouterLink} to={href} variant="contained" size="small">
            View Deal
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
