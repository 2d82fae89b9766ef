import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  BUDGET_BANDS,
  FUEL_TYPES,
  LEASE_TERMS,
  MILEAGE_LIMITS,
  SEARCH_DISTANCES,
  type ListingSort,
} from 'shared-contracts';

/** Sorts offered on the search page (popular exists but is not offered). */
export const SEARCH_SORTS: ReadonlyArray<{ value: ListingSort; label: string }> = [
  { value: 'recommended', label: 'Recommended' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'effective_monthly', label: 'Effective monthly: Low to High' },
  { value: 'deal_score', label: 'Deal score: Best first' },
  { value: 'newest', label: 'Newest first' },
];

/** The filter bar's four selects (spec 1: Make, Model, Body Type, Monthly Budget). */
export interface SearchFilters {
  make: string;
  model: string;
  bodyType: string;
  budget: string;
}

/** The lease filters (issue 12), as URL strings ('' when absent; names as the API's query). */
export type LeaseFilters = {
  /** months, one of LEASE_TERMS */
  term: string;
  /** annual miles the shopper drives at least, one of MILEAGE_LIMITS */
  mileage: string;
  /** whole dollars */
  maxDueAtSigning: string;
  fuelType: string;
  minYear: string;
  maxYear: string;
  /** five digits */
  zipCode: string;
  /** miles around zipCode, one of SEARCH_DISTANCES (only with a ZIP code) */
  distance: string;
};

export type AllSearchFilters = SearchFilters & LeaseFilters;
export type ListingSearchState = AllSearchFilters & { sort: ListingSort; page: number };

export const EMPTY_LEASE_FILTERS: LeaseFilters = {
  term: '',
  mileage: '',
  maxDueAtSigning: '',
  fuelType: '',
  minYear: '',
  maxYear: '',
  zipCode: '',
  distance: '',
};
export const EMPTY_FILTERS: AllSearchFilters = {
  make: '',
  model: '',
  bodyType: '',
  budget: '',
  ...EMPTY_LEASE_FILTERS,
};
/** Every filter's URL name, in the URL's order. */
const FILTER_KEYS = Object.keys(EMPTY_FILTERS) as Array<keyof AllSearchFilters>;

/** The distance a ZIP code search starts with when none is chosen. */
export const DEFAULT_DISTANCE = '50';

const isBudget = (v: string) => BUDGET_BANDS.some((b) => b.value === v);
const isSort = (v: string): v is ListingSort => SEARCH_SORTS.some((s) => s.value === v);
const oneOf = (list: readonly (string | number)[]) => (v: string) => (list.map(String).includes(v) ? v : '');
const isYear = (v: string) => (/^\d{4}$/.test(v) && Number(v) >= 1990 && Number(v) <= 2100 ? v : '');
const isMoney = (v: string) =>
  /^\d{1,7}$/.test(v) && Number(v) > 0 && Number(v) <= 1_000_000 ? String(Number(v)) : '';
export const isZipCode = (v: string) => /^\d{5}$/.test(v);

/** The lease filters of a URL query (unknown or malformed values are dropped). */
function parseLeaseFilters(params: URLSearchParams): LeaseFilters {
  const get = (k: string) => (params.get(k) ?? '').trim();
  const zipCode = isZipCode(get('zipCode')) ? get('zipCode') : '';
  let minYear = isYear(get('minYear'));
  let maxYear = isYear(get('maxYear'));
  if (minYear && maxYear && Number(minYear) > Number(maxYear)) [minYear, maxYear] = [maxYear, minYear];
  return {
    term: oneOf(LEASE_TERMS)(get('term')),
    mileage: oneOf(MILEAGE_LIMITS)(get('mileage')),
    maxDueAtSigning: isMoney(get('maxDueAtSigning')),
    fuelType: oneOf(FUEL_TYPES)(get('fuelType')),
    minYear,
    maxYear,
    zipCode,
    // A distance means nothing without a ZIP code.
    distance: zipCode ? oneOf(SEARCH_DISTANCES)(get('distance')) : '',
  };
}

/** Reads the search state from URL query parameters (unknown values are ignored). */
export function parseListingSearch(params: URLSearchParams): ListingSearchState {
  const budget = params.get('budget') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    make: params.get('make') ?? '',
    model: params.get('model') ?? '',
    bodyType: params.get('bodyType') ?? '',
    budget: isBudget(budget) ? budget : '',
    ...parseLeaseFilters(params),
    sort: isSort(sort) ? sort : 'recommended',
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** URL query of a search: empty values and the defaults (page 1, recommended) are left out. */
export function listingSearchToQuery(
  search: Partial<AllSearchFilters> & { sort?: ListingSort; page?: number },
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value) query[key] = value;
  }
  if (!query.zipCode) delete query.distance;
  if (search.sort && search.sort !== 'recommended') query.sort = search.sort;
  if (search.page && search.page > 1) query.page = String(search.page);
  return query;
}

/** How many of the lease filters are set (the "More filters" badge). */
export function countLeaseFilters(filters: LeaseFilters): number {
  const { distance: _distance, minYear, maxYear, ...rest } = filters;
  // A year range counts once, the ZIP code and its distance count once.
  return Object.values(rest).filter(Boolean).length + (minYear || maxYear ? 1 : 0);
}

/** The lease search state, kept in the URL so it is shareable and Back works. */
export function useListingSearchParams() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const search = useMemo(() => parseListingSearch(params), [params]);

  const update = useCallback(
    (patch: Partial<AllSearchFilters> & { sort?: ListingSort; page?: number }, options?: { replace?: boolean }) => {
      setParams(listingSearchToQuery({ ...search, ...patch }), options);
    },
    [search, setParams],
  );

  return {
    search,
    /** New filters (any subset; the others stay): back to page 1. */
    applyFilters: useCallback((filters: Partial<AllSearchFilters>) => update({ ...filters, page: 1 }), [update]),
    /** Every filter off (the sort stays). */
    clearFilters: useCallback(() => update({ ...EMPTY_FILTERS, page: 1 }), [update]),
    setSort: useCallback((sort: ListingSort) => update({ sort, page: 1 }), [update]),
    setPage: useCallback((page: number) => update({ page }), [update]),
    /** The address of another page of this search (the pagination's links). */
    pageHref: useCallback(
      (page: number) => {
        const query = new URLSearchParams(listingSearchToQuery({ ...search, page })).toString();
        return query ? `${pathname}?${query}` : pathname;
      },
      [search, pathname],
    ),
    /** A page past the last one: page 1 in place of it (no new history entry). */
    backToFirstPage: useCallback(() => update({ page: 1 }, { replace: true }), [update]),
  };
}
