import { useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';
import { pollWhileImportRunsUnfinished } from 'shared-ui';

const RUN_FAILED = 'Failed to load the progress of your import';

/**
 * GET /api/listings/import/runs/:id: one of the dealer's runs, read again while its
 * pictures are fetched (finishedAt null), then no more.
 */
export const useImportRun = (id: string | undefined) =>
  useQuery({
    queryKey: ['dealer', 'listing-import-run', id],
    enabled: Boolean(id),
    queryFn: async ({ signal }) =>
      (
        await callApi(
          endpoints.listings.importRun,
          { params: { id: id! }, signal },
          { errors: { toast: false, fallback: RUN_FAILED } },
        )
      ).data,
    refetchInterval: pollWhileImportRunsUnfinished,
  });
