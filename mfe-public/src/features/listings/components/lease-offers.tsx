import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Pagination } from 'shared-ui';
import { paths } from '../../../config/paths';
import { useListings } from '../api/get-listings';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';

/** Offers per page on /lease-offers (four rows of three on a desktop). */
const OFFERS_PAGE_SIZE = 12;

/** Every deal flagged as a limited-time offer, lowest monthly first, paged (`?page=`). */
export function LeaseOffers() {
  const [params, setParams] = useSearchParams();
  const asked = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(asked) && asked > 0 ? asked : 1;
  const { data, error, isSearching } = useListings(
    { offers: true, sort: 'price_asc', page, limit: OFFERS_PAGE_SIZE },
    0,
  );
  const listings = error ? [] : (data?.listings ?? []);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  const total = error ? 0 : (data?.pagination.total ?? 0);

  // A page past the last one: page 1 in its place.
  const pastLastPage = !isSearching && !error && page > 1 && data !== undefined && listings.length === 0;
  useEffect(() => {
    if (pastLastPage) setParams({}, { replace: true });
  }, [pastLastPage, setParams]);

  const setPage = (next: number) => {
    setParams(next > 1 ? { page: String(next) } : {});
    if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
  };

  if ((isSearching && !listings.length) || pastLastPage) return <ListingGridSkeleton count={6} />;
  if (!listings.length) {
    return (
      <Box sx={{ textAlign: 'center', py: 6, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {error
            ? 'We could not load the offers right now'
            : 'No special offers right now. New deals arrive every week.'}
        </Typography>
        <Button component={RouterLink} to={paths.listings.getHref()} variant="contained" sx={{ mt: 2 }}>
          Browse lease deals
        </Button>
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ mb: 2 }}>
        {isSearching
          ? 'Loading…'
          : `${total} ${total === 1 ? 'offer' : 'offers'}${totalPages > 1 ? ` · page ${page} of ${totalPages}` : ''}`}
      </Typography>
      <Box aria-busy={isSearching} sx={{ opacity: isSearching ? 0.55 : 1, transition: 'opacity 120ms' }}>
        <ListingGrid listings={listings} />
      </Box>
      {totalPages > 1 && (
        <Box sx={{ mt: 4 }}>
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />
        </Box>
      )}
    </Box>
  );
}
