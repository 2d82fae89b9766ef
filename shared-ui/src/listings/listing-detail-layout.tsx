// A listing's page in the dealer's and the admin's areas: Back and the area's actions, the title
// with its status, the pictures beside the price, the six sections; and the page while the listing
// loads or when it cannot be shown.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ApiError } from 'shared-auth';
import type { Listing } from 'shared-contracts';
import { ErrorPanel } from '../error-panel';
import { ArrowBackIcon } from '../icons';
import { formatMoney, ListingGallery, ListingSections, listingImages } from '../listing-details';
import { LoadingScreen } from '../loading-screen';
import { listingSpecs, listingTitle } from './listing-text';

/** The price card beside the pictures: the monthly payment, then `rows` (label, value). */
function ListingSummary({ listing, rows }: { listing: Listing; rows: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 1.5 }}>
      <Typography variant="overline" color="textSecondary">
        Monthly payment
      </Typography>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}>
        {formatMoney(listing.monthlyPayment)}
        <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 500 }}>
          /month
        </Typography>
      </Typography>
      <Divider sx={{ my: 2 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', overflowWrap: 'anywhere' }}
            >
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

export interface ListingDetailLayoutProps {
  listing: Listing;
  onBack(): void;
  /** The area's buttons beside Back (Approve, Reject, Edit, Delete). */
  actions: ReactNode;
  /** The status as the area names it. */
  status: ReactNode;
  /** Between the specs and the pictures (the dealer's status panel, the rejection reason). */
  notice?: ReactNode;
  /** The price card's rows under the monthly payment. */
  summary: ReadonlyArray<[string, ReactNode]>;
  /** Under the six sections (the admin's moderation history). */
  after?: ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

export function ListingDetailLayout({
  listing,
  onBack,
  actions,
  status,
  notice,
  summary,
  after,
  children,
}: ListingDetailLayoutProps) {
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}
      >
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit">
          Back
        </Button>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {listingTitle(listing)}
        </Typography>
        {status}
      </Box>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: 2 }}>
        {listingSpecs(listing)}
      </Typography>
      {notice && <Box sx={{ mb: 3 }}>{notice}</Box>}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <ListingGallery images={listingImages(listing)} alt={`${listing.make} ${listing.model} ${listing.year}`} />
        <ListingSummary listing={listing} rows={summary} />
      </Box>
      <Box sx={{ display: 'grid', gap: 3, mt: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <ListingSections listing={listing} />
        {after}
      </Box>
      {children}
    </Box>
  );
}

export interface ListingDetailStateProps {
  /** The listing's query (shared-ui `useListing`). */
  query: { data?: Listing; error: Error | null; refetch(): unknown };
  onBack(): void;
  /** Why a 404 may have happened, as the area puts it. */
  notFoundMessage: string;
  /** The area's list of listings, under the error. */
  list: { to: string; label: string };
  /** The page once the listing is here. */
  children(listing: Listing): ReactNode;
}

/** The listing page, else its loading screen, else why it cannot be shown (Try Again unless it is gone). */
export function ListingDetailState({ query, onBack, notFoundMessage, list, children }: ListingDetailStateProps) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.error) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack} color="inherit" sx={{ mb: 1 }}>
          Back
        </Button>
        <ErrorPanel
          title={missing ? 'Listing not found' : 'We could not load this listing'}
          message={missing ? notFoundMessage : query.error.message}
          onRetry={missing ? undefined : () => void query.refetch()}
        />
        <Box sx={{ textAlign: 'center' }}>
          <Button component={RouterLink} to={list.to} variant="outlined">
            {list.label}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3 }}>
      <LoadingScreen message="Loading listing details..." />
    </Paper>
  );
}
