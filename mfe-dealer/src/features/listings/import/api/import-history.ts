import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { pollWhileImportRunsUnfinished } from 'shared-ui';

const HISTORY_FAILED = 'Failed to load your imports';
const SAVE_FAILED = 'Failed to save the feed address';

const historyKey = ['dealer', 'listing-imports'] as const;

/** GET /api/listings/import/history: the dealer's feed and its latest imports and feed runs. */
const importHistoryQueryOptions = () =>
  queryOptions({
    queryKey: historyKey,
    queryFn: async ({ signal }) =>
      (
        await callApi(
          endpoints.listings.importHistory,
          { signal },
          { errors: { toast: false, fallback: HISTORY_FAILED } },
        )
      ).data,
    // While a run's pictures are fetched, its progress moves in the table (a dealer coming back sees it).
    refetchInterval: pollWhileImportRunsUnfinished,
  });

export const useImportHistory = () => useQuery(importHistoryQueryOptions());

/** After an apply: the history shows it. */
export const reloadImportHistory = (client: QueryClient) => client.invalidateQueries({ queryKey: historyKey });

/** PUT /api/listings/import/feed (blank removes the address), then the history's feed reloads. */
export function useSaveFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) =>
      callApi(endpoints.listings.saveFeed, { body: { url } }, { errors: { toast: false, fallback: SAVE_FAILED } }),
    onSuccess: () => reloadImportHistory(client),
  });
}
