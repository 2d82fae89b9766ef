import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { leaseCost, searchLeaseChoice, type ListingSummary } from 'shared-contracts';
import { paths } from '../../../config/paths';
import { ListingImage, formatMoney } from 'shared-ui';
import { CostFigures } from './cost-figures';
import { DealScoreBadge } from './deal-score-badge';
import { paramsWithChoice } from '../hooks/use-lease-choice-param';
import { shortChoiceText } from '../lib/lease-choice-text';
import { useListingSlots } from './listing-slots';

export interface ListingCardProps {
  listing: ListingSummary;
  /**
   * The first row of results: its picture loads at once rather than lazily. Not at high priority:
   * on a phone the row is below the search form, and the page's largest paint is the hero's text,
   * which a high-priority picture download would hold back.
   */
  priority?: 'above-fold';
}

const searched = (value: string | null) => (value && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/**
 * A search result: picture (offer badge, deal score), make model year, specs line, $X/month with
 * its term and mileage, due at signing, effective monthly and total cost, View Deal: the card's one
 * link, stretched over the whole card, so a press anywhere on it opens the deal. A search by
 * term or mileage (`?term=&mileage=`) prices the card on that lease, and the deal opens on it.
 */
export function ListingCard({ listing, priority }: ListingCardProps) {
  const [params] = useSearchParams();
  const term = searched(params.get('term'));
  const mileage = searched(params.get('mileage'));
  const choice = searchLeaseChoice(listing, { term, mileage });
  const cost = choice && leaseCost(listing, choice);
  const base = paths.listing.getHref(listing.id);
  const href =
    choice && (term !== undefined || mileage !== undefined)
      ? `${base}?${paramsWithChoice(new URLSearchParams(), choice).toString()}`
      : base;
  const slots = useListingSlots();
  const titleId = useId();
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
      <Box sx={{ position: 'relative' }}>
        <ListingImage src={picture} alt={title} height={200} loading={priority ? 'eager' : 'lazy'} />
        {listing.isLimitedOffer && (
          <Chip
            label="Limited Time Offer"
            color="error"
            size="small"
            sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700, boxShadow: 1 }}
          />
        )}
        {listing.dealScore && (
          <Box sx={{ position: 'absolute', left: 12, bottom: 12, display: 'flex' }}>
            <DealScoreBadge dealScore={listing.dealScore} />
          </Box>
        )}
      </Box>
      {slots.cardCorner?.(listing, title)}
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5, pb: '16px !important' }}>
        <Typography id={titleId} variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {specs}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            columnGap: 1,
            rowGap: 0.25,
            mt: 'auto',
            pt: 1.5,
          }}
        >
          <Typography
            component="p"
            sx={{ fontSize: '1.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
          >
            {formatMoney(cost?.monthly ?? listing.monthlyPayment)}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
              /month
            </Typography>
          </Typography>
          {choice && (
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {shortChoiceText(choice)}
            </Typography>
          )}
        </Box>
        {cost && (
          <Box sx={{ mt: 1, pt: 1, borderTop: '1px solid', borderColor: 'divider' }}>
            <CostFigures cost={cost} />
          </Box>
        )}
        {/* The card's footer: room on the left for the other card controls. */}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, pt: 1.5 }}>
          {/* The card's one link: stretched over the whole card (picture, title, figures). */}
          <Button
            component={RouterLink}
            to={href}
            variant="contained"
            size="small"
            aria-describedby={titleId}
            sx={{ position: 'static', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            View Deal
          </Button>
        </Box>
        {/* Controls of their own, above the card's link. */}
        <Box sx={{ position: 'relative', zIndex: 1 }}>{slots.cardActions?.(listing)}</Box>
      </CardContent>
    </Card>
  );
}
