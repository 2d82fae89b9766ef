import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BUDGET_BANDS, type ListingSort } from 'shared-contracts';
import type { ListingSearch } from '../api/get-listings';

/** Sorts offered on the search page (newest and popular exist but are not offered). */
export const SEARCH_SORTS: ReadonlyArray<{ value: ListingSort; label: string }> = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
];

export interface SearchFilters {
  make: string;
  model: string;
  bodyType: string;
  budget: string;
}

export const EMPTY_FILTERS: SearchFilters = { make: '', model: '', bodyType: '', budget: '' };

const isBudget = (v: string) => BUDGET_BANDS.some((b) => b.value === v);
const isSort = (v: string): v is ListingSort => SEARCH_SORTS.some((s) => s.value === v);

/** Reads the search state from URL query parameters (unknown values are ignored). */
export function parseListingSearch(params: URLSearchParams): Required<Pick<ListingSearch, 'page' | 'sort'>> & SearchFilters {
  const budget = params.get('budget') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    make: params.get('make') ?? '',
    model: params.get('model') ?? '',
    bodyType: params.get('bodyType') ?? '',
    budget: isBudget(budget) ? budget : '',
    sort: isSort(sort) ? sort : 'recommended',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** URL query of a search: empty values and the defaults (page 1, recommended) are left out. */
export function listingSearchToQuery(search: Partial<SearchFilters> & { sort?: ListingSort; page?: number }): Record<string, string> {
  const query: Record<string, string> = {};
  if (search.make) query.make = search.make;
  if (search.model) query.model = search.model;
  if (search.bodyType) query.bodyType = search.bodyType;
  if (search.budget) query.budget = search.budget;
  if (search.sort && search.sort !== 'recommended') query.sort = search.sort;
  if (search.page && search.page > 1) query.page = String(search.page);
  return query;
}

/** The lease search state, kept in the URL so it is shareable and Back works. */
export function useListingSearchParams() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseListingSearch(params), [params]);

  const update = useCallback(
    (patch: Partial<SearchFilters> & { sort?: ListingSort; page?: number }) => {
      setParams(listingSearchToQuery({ ...search, ...patch }));
    },
    [search, setParams],
  );

  return {
    search,
    /** New filters: back to page 1. */
    applyFilters: useCallback((filters: SearchFilters) => update({ ...filters, page: 1 }), [update]),
    setSort: useCallback((sort: ListingSort) => update({ sort, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
  };
}
