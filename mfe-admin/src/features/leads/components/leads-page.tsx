import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { LEAD_STATUSES, type Lead } from 'shared-contracts';
import {
  LeadDialogs,
  ErrorPanel,
  PageHeader,
  Pagination,
  ResponsiveTable,
  ResultCount,
  SearchField,
  useDebouncedValue,
  LeadRowActions,
} from 'shared-ui';
import { adminPaths } from '../../../config/paths';
import { LEADS_LOAD_ERROR, useLeads } from '../api/get-leads';
import { useLeadsParams, type EmailStatusFilter, type LeadStatusFilter } from '../hooks/use-leads-params';
import { LeadCard } from './lead-card';
import { leadColumns, leadVehicle } from './lead-columns';
import { adminLeadReloads } from '../lead-reloads';
import { LeadStats } from './lead-stats';

const SEARCH_DEBOUNCE_MS = 500;
const STATUS_LABELS: Record<LeadStatusFilter, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

/** /admin/leads, "Lead Tracking": every lead, filtered by status and email status, searched and paged on the server. */
export function LeadsPage({ basePath }: { basePath: string }) {
  const paths = adminPaths(basePath);
  const [params, update] = useLeadsParams();
  const [text, setText] = useState(params.search);
  useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, {
    leading: true,
    onSettle: (value) => {
      if (value !== params.search) update({ search: value, page: 1 });
    },
  });
  const [editing, setEditing] = useState<Lead | undefined>(undefined);
  const [deleting, setDeleting] = useState<Lead | undefined>(undefined);
  const leads = useLeads({
    page: params.page,
    search: params.search || undefined,
    status: params.status || undefined,
    emailStatus: params.emailStatus || undefined,
  });
  const data = leads.data;
  const filtered = Boolean(params.search || params.status || params.emailStatus);

  // After a delete empties the last page, show the page before it.
  useEffect(() => {
    if (data && !leads.isPlaceholderData && params.page > 1 && params.page > data.pagination.totalPages)
      update({ page: Math.max(1, data.pagination.totalPages) });
  }, [data, leads.isPlaceholderData, params.page]); // eslint-disable-line react-hooks/exhaustive-deps

  const actions = { onEdit: setEditing, onDelete: setDeleting };
  return (
    <Box>
      <PageHeader title="Lead Tracking" subtitle="Every request shoppers sent about a listing" />
      <LeadStats stats={data?.stats} loading={!data && !leads.error} />
      <Box sx={{ mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search leads" placeholder="Search leads..." value={text} onChange={setText} />
        <TextField
          select
          size="small"
          label="Status"
          value={params.status}
          onChange={(e) => update({ status: e.target.value as LeadStatusFilter | '', page: 1 })}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Email Status"
          value={params.emailStatus}
          onChange={(e) => update({ emailStatus: e.target.value as EmailStatusFilter | '', page: 1 })}
          sx={{ width: { xs: 'calc(50% - 6px)', sm: 170 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All</option>
          <option value="verified">Verified</option>
          <option value="pending">Pending</option>
        </TextField>
        {filtered && (
          <Button
            size="small"
            onClick={() => {
              setText('');
              update({ search: '', status: '', emailStatus: '', page: 1 });
            }}
          >
            Clear filters
          </Button>
        )}
        {data && (
          <ResultCount total={data.pagination.total} searching={leads.isPlaceholderData} one="lead" many="leads" />
        )}
      </Box>
      {leads.error && !data ? (
        <ErrorPanel
          title={LEADS_LOAD_ERROR}
          message={
            leads.error.message === LEADS_LOAD_ERROR
              ? 'Please check your connection and try again.'
              : leads.error.message
          }
          onRetry={() => void leads.refetch()}
        />
      ) : (
        <>
          <ResponsiveTable
            aria-label="Leads"
            columns={leadColumns}
            rows={data?.leads ?? []}
            getRowId={(l) => l.id}
            loading={!data}
            loadingText="Loading leads..."
            stale={leads.isPlaceholderData}
            emptyTitle={filtered ? 'No leads match your filters' : 'No leads yet'}
            emptyText={
              filtered
                ? 'Try another name, email or phone number, or clear the filters.'
                : 'When a shopper asks about a listing, the request appears here.'
            }
            actions={(l) => <LeadRowActions lead={l} view={{ href: paths.lead(l.id) }} {...actions} />}
            renderCard={(l) => (
              <LeadCard lead={l} vehicle={leadVehicle(l)} view={{ href: paths.lead(l.id) }} {...actions} />
            )}
          />
          <Pagination
            page={params.page}
            totalPages={data?.pagination.totalPages ?? 0}
            onPageChange={(page) => update({ page })}
            disabled={leads.isPlaceholderData}
          />
        </>
      )}
      <LeadDialogs
        reloads={adminLeadReloads}
        editing={editing}
        deleting={deleting}
        onClose={() => {
          setEditing(undefined);
          setDeleting(undefined);
        }}
      />
    </Box>
  );
}
