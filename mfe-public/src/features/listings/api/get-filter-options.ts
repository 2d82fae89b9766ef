import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from 'shared-auth';
import type { FilterOptions } from 'shared-contracts';

export const EMPTY_FILTER_OPTIONS: FilterOptions = { makes: [], models: {}, bodyTypes: [] };

/** GET /api/listings/filter-options: makes, models by make, body types. */
export async function getFilterOptions(signal?: AbortSignal): Promise<FilterOptions> {
  const { data: body } = await apiClient.get('/api/listings/filter-options', { signal });
  const data = (body?.data ?? {}) as Partial<FilterOptions>;
  return { makes: data.makes ?? [], models: data.models ?? {}, bodyTypes: data.bodyTypes ?? [] };
}

export const filterOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['listings', 'filter-options'], queryFn: ({ signal }) => getFilterOptions(signal), staleTime: 5 * 60_000 });

/** Options of the search filters; empty lists while loading or when the call fails. */
export function useFilterOptions(): FilterOptions {
  return useQuery(filterOptionsQueryOptions()).data ?? EMPTY_FILTER_OPTIONS;
}
