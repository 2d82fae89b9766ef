import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, type FilterOptions } from 'shared-contracts';

const EMPTY_FILTER_OPTIONS: FilterOptions = { makes: [], models: {}, bodyTypes: [] };

/** GET /api/listings/filter-options: makes, models by make, body types. A failure is silent (the filters stay empty). */
async function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  const { data } = await callApi(
    endpoints.listings.filterOptions,
    { signal },
    { errors: { toast: false, redirect: false } },
  );
  return data;
}

export const filterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['listings', 'filter-options'],
    queryFn: ({ signal }) => getFilterOptions(signal),
    staleTime: 5 * 60_000,
  });

/** Options of the search filters; empty lists while loading or when the call fails. */
export function useFilterOptions(): FilterOptions {
  return useQuery(filterOptionsQueryOptions()).data ?? EMPTY_FILTER_OPTIONS;
}
