import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { leaseCost, type LeaseChoice, type Listing } from 'shared-contracts';
import {
  ArrowBackIcon,
  ListingGallery,
  ListingSections,
  LocationOnIcon,
  StorefrontIcon,
  formatMoney,
  listingImages,
  listingQueryOptions,
} from 'shared-ui';
import { paths } from '../../../config/paths';
import { DealScoreBadge } from './deal-score-badge';
import { DealScorePanel } from './deal-score-panel';
import { LeasePricePanel } from './lease-price-panel';
import { useLeaseChoiceParam } from '../hooks/use-lease-choice-param';
import { SearchOffIcon } from '../../../shared/icons';
import { useLastSearchHref } from '../../../shared/last-search';
import { useListingSlots } from './listing-slots';
import { ListingHead, ListingNotFoundHead } from './listing-head';

interface ListingDetailViewProps {
  listing: Listing;
  /** The call to action beside the details (the request form), given the lease picked. */
  renderAside?: (listing: Listing, choice: LeaseChoice | undefined) => ReactNode;
}

/** Everything a shopper needs about one deal, priced on the lease picked in the URL (`?term=&miles=`). */
function ListingDetailView({ listing, renderAside }: ListingDetailViewProps) {
  const title = `${listing.make} ${listing.model} ${listing.year}`;
  const dealer = listing.dealer;
  const place = [dealer?.city, dealer?.state].filter(Boolean).join(', ');
  const { choice, searchFor } = useLeaseChoiceParam(listing);
  const cost = leaseCost(listing, choice);
  // The search the shopper came from (filters, sort, page); plain /listings in the server's HTML.
  const backToSearch = useLastSearchHref();
  const slots = useListingSlots();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={backToSearch} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to search
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          // On phones the price and the request form come right after the title. The markup
          // keeps that order too (a phone paints the page while its HTML still arrives: with the
          // form after the details, the details would be pushed down when it came).
          gridTemplateAreas: { xs: '"top" "aside" "rest"', md: '"top aside" "rest aside"' },
        }}
      >
        <Box sx={{ gridArea: 'top', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
          <ListingGallery images={listingImages(listing)} alt={title} />
          <Box>
            {/* The title's actions (the heart) stay beside it when a long title wraps on a phone. */}
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', flex: 1, minWidth: 0 }}>
                <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
                  {title}
                </Typography>
                {listing.isLimitedOffer && (
                  <Chip label="Limited Time Offer" color="error" size="small" sx={{ fontWeight: 700 }} />
                )}
              </Box>
              {slots.dealTitleActions?.(listing, title)}
            </Box>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {[listing.bodyType, listing.fuelType, listing.transmission].filter(Boolean).join(' • ')}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1.5, flexWrap: 'wrap' }}>
              <Typography
                sx={{ fontSize: { xs: '2rem', md: '2.4rem' }, fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
              >
                {formatMoney(cost?.monthly ?? listing.monthlyPayment)}
                <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 500 }}>
                  /month
                </Typography>
              </Typography>
              <DealScoreBadge dealScore={listing.dealScore} size="large" />
            </Box>
            {dealer && (
              <Box
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  columnGap: 2,
                  rowGap: 0.5,
                  mt: 1.5,
                  flexWrap: 'wrap',
                  color: 'text.secondary',
                }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <StorefrontIcon fontSize="small" />
                  <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {dealer.dealershipName}
                  </Typography>
                </Box>
                {place && (
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <LocationOnIcon fontSize="small" />
                    <Typography component="span">{place}</Typography>
                  </Box>
                )}
              </Box>
            )}
          </Box>
        </Box>

        <Box
          sx={{
            gridArea: 'aside',
            position: { md: 'sticky' },
            top: { md: 88 },
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 2,
            minWidth: 0,
          }}
        >
          <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5 }}>
            {choice && cost ? (
              <LeasePricePanel listing={listing} choice={choice} cost={cost} searchFor={searchFor} />
            ) : (
              <>
                <Typography variant="overline" color="textSecondary">
                  Monthly payment
                </Typography>
                <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
                  {formatMoney(listing.monthlyPayment)}
                  <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 500 }}>
                    /month
                  </Typography>
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                  {formatMoney(listing.downPayment)} down · MSRP {formatMoney(listing.msrp)}
                </Typography>
              </>
            )}
            {dealer && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                Offered by <strong>{dealer.dealershipName}</strong>
              </Typography>
            )}
            {slots.dealActions?.(listing)}
            <Divider sx={{ my: 2 }} />
            {renderAside?.(listing, choice)}
          </Paper>
        </Box>

        <Box sx={{ gridArea: 'rest', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3, minWidth: 0 }}>
          <DealScorePanel dealScore={listing.dealScore} />
          {/* The terms and mileages are the picker beside the price here. */}
          <ListingSections listing={listing} choiceLists={!choice} />
        </Box>
      </Box>
    </Container>
  );
}

function DetailSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }} aria-busy="true" aria-label="Loading listing details">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 380px' } }}>
        <Box>
          <Skeleton variant="rounded" height={420} />
          <Skeleton width="60%" height={48} sx={{ mt: 2 }} />
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={160} sx={{ mt: 3 }} />
        </Box>
        <Skeleton variant="rounded" height={420} />
      </Box>
    </Container>
  );
}

export interface ListingDetailProps {
  id: string;
  renderAside?: (listing: Listing, choice: LeaseChoice | undefined) => ReactNode;
}

/** Loads /api/listings/{id} and renders it, with loading, not-found and error states. */
export function ListingDetail({ id, renderAside }: ListingDetailProps) {
  // A failure already known (the server-rendered not-found page) stays shown: no skeleton and
  // second request on mount; "Try again" asks again.
  const { data, error, isPending: loading, refetch } = useQuery({ ...listingQueryOptions(id), retryOnMount: false });
  if (loading) return <DetailSkeleton />;
  if (error || !data) {
    // An ApiError, or its plain copy from the server-rendered page's dehydrated cache.
    const status = (error as { status?: unknown } | null)?.status;
    const missing = !error || status === 404 || status === 403 || status === 400;
    return (
      <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
        {missing && <ListingNotFoundHead />}
        <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
          {missing ? 'Listing not found' : 'We could not load this deal'}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          {missing
            ? 'This deal may have ended or been removed by the dealer.'
            : 'Please check your connection and try again.'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 3 }}>
          {!missing && (
            <Button variant="outlined" onClick={() => void refetch()}>
              Try again
            </Button>
          )}
          <Button component={RouterLink} to={paths.listings.getHref()} variant="contained">
            Browse lease deals
          </Button>
        </Box>
      </Container>
    );
  }
  return (
    <>
      <ListingHead listing={data} />
      <ListingDetailView listing={data} renderAside={renderAside} />
    </>
  );
}
