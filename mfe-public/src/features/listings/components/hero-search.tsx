import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useFilterOptions } from '../api/get-filter-options';
import { EMPTY_FILTERS, listingSearchToQuery } from '../hooks/use-listing-search-params';
import { SearchFilters } from './search-filters';

/** The search filters of /listings; submitting opens /listings with the filters in the URL. */
export function HeroSearch() {
  const options = useFilterOptions();
  const navigate = useNavigate();
  return (
    <SearchFilters
      initial={EMPTY_FILTERS}
      options={options}
      variant="hero"
      onSubmit={(filters) => navigate(paths.listings.getHref(listingSearchToQuery(filters)))}
    />
  );
}
