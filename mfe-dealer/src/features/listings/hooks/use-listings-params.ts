import { useSearchParams } from 'react-router-dom';
import { LISTING_STATUSES } from 'shared-contracts';
import type { ListingStatusFilter } from '../api/get-my-listings';

export type ListingsView = 'gallery' | 'table';

export interface ListingsParams {
  status: ListingStatusFilter;
  page: number;
  search: string;
  view: ListingsView;
}

function readStatus(value: string | null): ListingStatusFilter {
  return value && (LISTING_STATUSES as readonly string[]).includes(value) ? (value as ListingStatusFilter) : 'all';
}

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The list's filter, search, page and view live in the URL (`?status=paused&q=camry&page=2&view=table`),
 * so Back from a listing returns to the same page. Defaults are left out of the URL; changes
 * replace the history entry.
 */
export function useListingsParams(): [ListingsParams, (patch: Partial<ListingsParams>) => void] {
  const [params, setParams] = useSearchParams();
  const current: ListingsParams = {
    status: readStatus(params.get('status')),
    page: readPage(params.get('page')),
    search: params.get('q') ?? '',
    view: params.get('view') === 'table' ? 'table' : 'gallery',
  };
  const update = (patch: Partial<ListingsParams>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
        if ('status' in patch) put('status', patch.status === 'all' ? undefined : patch.status);
        if ('page' in patch) put('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
        if ('search' in patch) put('q', patch.search || undefined);
        if ('view' in patch) put('view', patch.view === 'table' ? 'table' : undefined);
        return next;
      },
      { replace: true },
    );
  };
  return [current, update];
}
