import type { FilterOptions } from 'shared-contracts';
import { useAsync } from '../../../shared-local/use-async';
import { EMPTY_FILTER_OPTIONS, getFilterOptions } from '../api/get-filter-options';

/** Options of the search filters; empty lists while loading or when the call fails. */
export function useFilterOptions(): FilterOptions {
  const { data } = useAsync('filter-options', getFilterOptions);
  return data ?? EMPTY_FILTER_OPTIONS;
}
