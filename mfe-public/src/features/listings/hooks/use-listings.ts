import { SEARCH_DEBOUNCE_MS } from 'shared-contracts';
import { useAsync } from '../../../shared-local/use-async';
import { getListings, listingsQuery, type ListingSearch, type ListingsPage } from '../api/get-listings';

/** Active listings for a search, requested 300 ms after the search last changed. */
export function useListings(search: ListingSearch, delay: number = SEARCH_DEBOUNCE_MS) {
  const key = JSON.stringify(listingsQuery(search));
  const state = useAsync<ListingsPage>(key, (signal) => getListings(search, signal), delay);
  return state;
}
