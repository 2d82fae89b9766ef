import { useSearchParams } from 'react-router-dom';

export interface ListParams<S extends string> {
  status: S;
  page: number;
  search: string;
}

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * A list's status filter, search and page in the URL (`?status=active&q=camry&page=2`), so Back
 * from a detail page returns to the same page. Defaults are left out of the URL; changes replace
 * the history entry.
 */
export function useListParams<S extends string>(
  statuses: readonly S[],
  defaultStatus: S,
): [ListParams<S>, (patch: Partial<ListParams<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const current: ListParams<S> = {
    status: raw && (statuses as readonly string[]).includes(raw) ? (raw as S) : defaultStatus,
    page: readPage(params.get('page')),
    search: params.get('q') ?? '',
  };
  const update = (patch: Partial<ListParams<S>>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
        if ('status' in patch) put('status', patch.status === defaultStatus ? undefined : patch.status);
        if ('page' in patch) put('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
        if ('search' in patch) put('q', patch.search || undefined);
        return next;
      },
      { replace: true },
    );
  };
  return [current, update];
}
