import { useSearchParams } from 'react-router-dom';
import { LEAD_STATUSES, type AdminLeadsQuery } from 'shared-contracts';

export type LeadStatusFilter = NonNullable<AdminLeadsQuery['status']>;
export type EmailStatusFilter = NonNullable<AdminLeadsQuery['emailStatus']>;

export interface LeadsParams {
  status: LeadStatusFilter | '';
  emailStatus: EmailStatusFilter | '';
  page: number;
  search: string;
}

function readPage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The list's filters, search and page live in the URL (`?status=new&email=pending&q=stone&page=2`),
 * so Back from a lead returns to the same page. Defaults are left out; changes replace the history entry.
 */
export function useLeadsParams(): [LeadsParams, (patch: Partial<LeadsParams>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const email = params.get('email') ?? '';
  const current: LeadsParams = {
    status: (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatusFilter) : '',
    emailStatus: email === 'verified' || email === 'pending' ? email : '',
    page: readPage(params.get('page')),
    search: params.get('q') ?? '',
  };
  const update = (patch: Partial<LeadsParams>) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
        if ('status' in patch) put('status', patch.status);
        if ('emailStatus' in patch) put('email', patch.emailStatus);
        if ('page' in patch) put('page', patch.page && patch.page > 1 ? String(patch.page) : undefined);
        if ('search' in patch) put('q', patch.search || undefined);
        return next;
      },
      { replace: true },
    );
  };
  return [current, update];
}
