import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { NativeSelectField, Pagination } from 'shared-ui';
import { SearchOffIcon } from '../../../shared/search-off-icon';
import { PageHead } from '../../../shared/page-head';
import { SaveSearchButton } from '../../../shared/keep/save-search-button';
import { paths } from '../../../config/paths';
import { useFilterOptions } from '../api/get-filter-options';
import { useListings } from '../api/get-listings';
import { useRememberSearch } from '../../../shared/last-search';
import {
  SEARCH_SORTS,
  useListingSearchParams,
  listingSearchToQuery,
  type LeaseFilters,
} from '../hooks/use-listing-search-params';
import { ActiveFilterChips } from './active-filter-chips';
import { FuelToggles } from './fuel-toggles';
import { LeaseFiltersSheet } from './lease-filters-sheet';
import { ListingGrid, ListingGridSkeleton } from './listing-grid';
import { SearchFilters } from './search-filters';
import type { ListingSort } from 'shared-contracts';

/** The /listings page: hero, filters, count, sort, results and pagination, all driven by the URL. */
export function LeaseSearch() {
  const options = useFilterOptions();
  const { search, applyFilters, clearFilters, setSort, setPage, pageHref, backToFirstPage } = useListingSearchParams();
  // Another page of results starts at the results' heading, not where the pagination was.
  const resultsTop = useRef<HTMLDivElement>(null);
  const goToPage = (page: number) => {
    setPage(page);
    resultsTop.current?.scrollIntoView?.({ block: 'start' });
  };
  const { data, error, isSearching } = useListings(search);
  const location = useLocation();
  useRememberSearch(`${location.pathname}${location.search}`);

  // A page past the last one (a stale link, fewer deals since): page 1 instead of an empty page
  // under a count. The server answers such a URL with a redirect (prefetch-public-page.ts).
  const pastLastPage = !isSearching && !error && search.page > 1 && data !== undefined && data.listings.length === 0;
  useEffect(() => {
    if (pastLastPage) backToFirstPage();
  }, [pastLastPage, backToFirstPage]);
  const loading = isSearching || pastLastPage;

  // On error the list is empty. While the next search loads, the previous results stay on
  // screen (dimmed) but the count says "Searching…" so it never shows a stale number.
  const listings = error ? [] : (data?.listings ?? []);
  const total = error ? 0 : (data?.pagination.total ?? 0);
  const totalPages = error ? 0 : (data?.pagination.totalPages ?? 0);
  // The API stops counting at a cap on broad searches: say "1000+" rather than a wrong number.
  const shownTotal = !error && data?.pagination.totalCapped ? `${total}+` : String(total);
  const filters = { make: search.make, model: search.model, bodyType: search.bodyType, budget: search.budget };
  const leaseFilters: LeaseFilters = {
    term: search.term,
    mileage: search.mileage,
    maxDueAtSigning: search.maxDueAtSigning,
    fuelType: search.fuelType,
    minYear: search.minYear,
    maxYear: search.maxYear,
    zipCode: search.zipCode,
    distance: search.distance,
  };
  const allFilters = { ...filters, ...leaseFilters };
  const filtered = Object.values(allFilters).some(Boolean);

  // The search engines' page of a search: its filters and page (the sort order is left out).
  const subject = [search.make, search.model].filter(Boolean).join(' ') || 'Car';
  const head = (
    <PageHead
      title={`${subject} lease deals${search.page > 1 ? ` (page ${search.page})` : ''}`}
      description={`Compare ${subject === 'Car' ? '' : `${subject} `}monthly lease deals from trusted dealers${search.bodyType ? ` (${search.bodyType})` : ''}${search.budget ? `, budget $${search.budget} a month` : ''}. Filter by make, model, body type and budget.`}
      canonicalPath={paths.listings.getHref(listingSearchToQuery({ ...allFilters, page: search.page }))}
    />
  );

  return (
    <Box>
      {head}
      <Box
        component="section"
        sx={{
          background: 'linear-gradient(120deg, #0b1f3a 0%, #123a6b 55%, #1d5fa8 100%)',
          color: '#fff',
          pt: { xs: 5, md: 7 },
          pb: { xs: 4, md: 6 },
        }}
      >
        <Container maxWidth="lg">
          <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            Find Your Perfect Lease
          </Typography>
          <Typography sx={{ mt: 1, mb: 3, opacity: 0.85, maxWidth: 640 }}>
            Compare monthly lease deals from trusted dealers. Filter by make, model, body type and budget, then by term,
            mileage, due at signing, fuel, year and distance.
          </Typography>
          <SearchFilters
            key={JSON.stringify(filters)}
            initial={filters}
            keep={leaseFilters}
            options={options}
            onSubmit={applyFilters}
            variant="hero"
          />
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 1.5,
              mt: 2,
            }}
          >
            <FuelToggles tone="hero" value={search.fuelType} onChange={(fuelType) => applyFilters({ fuelType })} />
            <LeaseFiltersSheet key={JSON.stringify(leaseFilters)} current={leaseFilters} onApply={applyFilters} />
          </Box>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          ref={resultsTop}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'stretch', sm: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            mb: 3,
            // Below the sticky site header.
            scrollMarginTop: { xs: 80, md: 88 },
          }}
        >
          <Box>
            <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              Lease search ({loading ? '…' : shownTotal})
            </Typography>
            <Typography variant="body2" color="textSecondary" aria-live="polite">
              {loading ? 'Searching…' : `showing ${shownTotal} results`}
            </Typography>
          </Box>
          <SaveSearchButton sx={{ ml: { sm: 'auto' } }} />
          <NativeSelectField
            label="Sort By"
            size="small"
            value={search.sort}
            onChange={(e) => setSort(e.target.value as ListingSort)}
            fullWidth={false}
            sx={{ width: { xs: '100%', sm: 290 }, flexShrink: 0 }}
          >
            {SEARCH_SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </NativeSelectField>
        </Box>

        <ActiveFilterChips filters={allFilters} onChange={applyFilters} onClearAll={clearFilters} />

        {loading && !listings.length ? (
          <ListingGridSkeleton />
        ) : listings.length === 0 ? (
          <Box
            sx={{ textAlign: 'center', py: 8, px: 2, border: '1px dashed', borderColor: 'divider', borderRadius: 1.5 }}
          >
            <SearchOffIcon sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p" sx={{ mt: 1, fontWeight: 700 }}>
              {error ? 'We could not load lease deals right now' : 'No lease deals match your search'}
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5 }}>
              {error
                ? 'Please try again in a moment.'
                : 'Try another make, body type, a wider monthly budget or fewer lease filters.'}
            </Typography>
            {filtered && (
              <Button sx={{ mt: 2 }} variant="outlined" onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </Box>
        ) : (
          <Box aria-busy={loading} sx={{ opacity: loading ? 0.55 : 1, transition: 'opacity 120ms' }}>
            <ListingGrid listings={listings} />
          </Box>
        )}

        {totalPages > 1 && (
          <Box sx={{ mt: 4 }}>
            <Pagination page={search.page} totalPages={totalPages} onPageChange={goToPage} pageHref={pageHref} />
          </Box>
        )}
      </Container>
    </Box>
  );
}
