import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { pollWhileImportRunsUnfinished } from 'shared-ui';

const feedKey = (dealerId: string) => ['admin', 'dealers', 'feed', dealerId] as const;

/**
 * GET /api/admin/dealers/:id/feed: the dealer's feed (address, enabled, last run, total) and latest
 * runs, read again while a run's pictures are fetched, as the dealer's own import page does.
 */
const dealerFeedQueryOptions = (dealerId: string) =>
  queryOptions({
    queryKey: feedKey(dealerId),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          endpoints.admin.dealerFeed,
          { params: { id: dealerId }, signal },
          { errors: { toast: false, fallback: 'Failed to load the feed' } },
        )
      ).data,
    refetchInterval: pollWhileImportRunsUnfinished,
  });

export const useDealerFeed = (dealerId: string) => useQuery(dealerFeedQueryOptions(dealerId));

/** PUT /api/admin/dealers/:id/feed; a refusal toasts its message. Resolves to the server's sentence. */
export function useSwitchDealerFeed(dealerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (
        await callApi(
          endpoints.admin.switchDealerFeed,
          { params: { id: dealerId }, body: { enabled } },
          { errors: { fallback: 'Failed to change the feed' } },
        )
      ).message,
    onSuccess: () => client.invalidateQueries({ queryKey: feedKey(dealerId) }),
  });
}
