import { useSearchParams } from 'react-router-dom';
import { DISPUTE_STATUSES, type DisputeStatus } from 'shared-contracts';

export type DisputeFilter = DisputeStatus | 'all';
export const DISPUTE_FILTERS: readonly DisputeFilter[] = ['open', 'accepted', 'refused', 'all'];
/** The queue opens on what waits for a decision. */
const DEFAULT_DISPUTE_FILTER: DisputeFilter = 'open';

export interface DisputesParams {
  status: DisputeFilter;
  page: number;
}

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/** The filter as the API reads it: undefined for every status. */
export function statusQuery(filter: DisputeFilter): DisputeStatus | undefined {
  return (DISPUTE_STATUSES as readonly string[]).includes(filter) ? (filter as DisputeStatus) : undefined;
}

/**
 * The status filter and page live in the URL (`?status=accepted&page=2`), so Back from a dealer
 * returns to the same page. Defaults are left out; changes replace the history entry.
 */
export function useDisputesParams(): [DisputesParams, (patch: Partial<DisputesParams>) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const current: DisputesParams = {
    status:
      raw && (DISPUTE_FILTERS as readonly string[]).includes(raw) ? (raw as DisputeFilter) : DEFAULT_DISPUTE_FILTER,
    page: readPage(params.get('page')),
  };
  const update = (patch: Partial<DisputesParams>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
        if ('status' in patch) put('status', patch.status === DEFAULT_DISPUTE_FILTER ? undefined : patch.status);
        if ('page' in patch) put('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
        return next;
      },
      { replace: true },
    );
  };
  return [current, update];
}
