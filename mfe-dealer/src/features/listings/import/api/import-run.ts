import { useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints } from 'shared-contracts';

const RUN_FAILED = 'Failed to load the progress of your import';
/** How often a run whose pictures are being fetched is read again. */
const IMPORT_PROGRESS_POLL_MS = 1000;

/**
 * GET /api/listings/import/runs/:id: one of the dealer's runs, read again every second while its
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
    refetchInterval: (query) => (query.state.data?.finishedAt === null ? IMPORT_PROGRESS_POLL_MS : false),
  });
