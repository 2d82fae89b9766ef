import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LEAD_STATUSES, leadChoiceText, type Lead, type LeadsPageQuery } from 'shared-contracts';
import {
  LeadDialogs,
  type DataTableColumn,
  ErrorPanel,
  formatDay,
  formatTime,
  leadName,
  LeadStatusChip,
  PageHeader,
  Pagination,
  PeopleIcon,
  ResponsiveTable,
  ResultCount,
  SearchField,
  StatCard,
  useDebouncedValue,
  VerifiedIcon,
  LeadRowActions,
} from 'shared-ui';
import { useDealerDashboardStats } from '../../../shared/api/get-dealer-dashboard-stats';
import { useMyLeads } from '../api/get-my-leads';
import { listingPaths } from '../../../config/paths';
import { CustomerDetailsDialog } from './customer-details-dialog';
import { LeadCard } from './lead-card';
import { dealerLeadReloads } from '../lead-reloads';

const SEARCH_DEBOUNCE_MS = 500;
const number = new Intl.NumberFormat('en-US');
type Status = NonNullable<LeadsPageQuery['status']>;
const STATUS_LABELS: Record<Status, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

function vehicle(lead: Lead): string {
  return lead.listing ? `${lead.listing.year} ${lead.listing.make} ${lead.listing.model}` : 'Listing removed';
}

const columns: DataTableColumn<Lead>[] = [
  {
    key: 'customer',
    header: 'Customer',
    render: (l) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {leadName(l)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {l.email}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'phone',
    header: 'Phone',
    render: (l) => (
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {l.phone || '—'}
      </Typography>
    ),
  },
  {
    key: 'vehicle',
    header: 'Vehicle',
    render: (l) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color={l.listing ? 'text.primary' : 'text.secondary'}>
          {vehicle(l)}
        </Typography>
        {leadChoiceText(l) && (
          <Typography variant="caption" color="textSecondary">
            {leadChoiceText(l)}
          </Typography>
        )}
      </Box>
    ),
  },
  { key: 'status', header: 'Status', render: (l) => <LeadStatusChip status={l.status} /> },
  {
    key: 'createdAt',
    header: 'Received',
    render: (l) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{formatDay(l.createdAt)}</Typography>
        <Typography variant="caption" color="textSecondary">
          {formatTime(l.createdAt)}
        </Typography>
      </Box>
    ),
  },
];

/** /dealer/leads, "Your Leads": the dealer's verified leads, searched, filtered and paged on the server. */
export function LeadsPage({ basePath }: { basePath: string }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Lead | undefined>(undefined);
  const [editing, setEditing] = useState<Lead | undefined>(undefined);
  const [deleting, setDeleting] = useState<Lead | undefined>(undefined);
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS, { leading: true }).value;
  const leads = useMyLeads({ page, search: debounced || undefined, status: status || undefined });
  const stats = useDealerDashboardStats();
  const rows = leads.data?.leads ?? [];
  const totalPages = leads.data?.pagination.totalPages ?? 0;
  const filtered = Boolean(debounced || status);
  // After a delete empties the last page, show the page before it.
  useEffect(() => {
    if (leads.data && !leads.isPlaceholderData && page > 1 && page > leads.data.pagination.totalPages)
      setPage(Math.max(1, leads.data.pagination.totalPages));
  }, [leads.data, leads.isPlaceholderData, page]);

  return (
    <Box>
      <PageHeader title="Your Leads" subtitle="Monitor and manage your leads" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 320px))' },
          mb: 3,
        }}
      >
        <StatCard
          label="Total Leads"
          value={number.format(stats.data?.totalLeads ?? 0)}
          hint="Incl. awaiting email confirmation"
          icon={<PeopleIcon />}
          loading={stats.isPending}
        />
        <StatCard
          label="Verified"
          value={number.format(stats.data?.verifiedLeads ?? 0)}
          hint="Confirmed leads, listed below"
          icon={<VerifiedIcon />}
          color="success"
          loading={stats.isPending}
        />
      </Box>
      <Box sx={{ mb: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          label="Search leads"
          placeholder="Search leads..."
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <TextField
          select
          size="small"
          label="Status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status | '');
            setPage(1);
          }}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All statuses</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </TextField>
        {leads.data && (
          <ResultCount
            total={leads.data.pagination.total}
            searching={leads.isPlaceholderData}
            one="lead"
            many="leads"
          />
        )}
      </Box>
      {leads.error && !leads.data ? (
        <ErrorPanel title="Failed to load leads" message={leads.error.message} onRetry={() => void leads.refetch()} />
      ) : (
        <>
          <ResponsiveTable
            aria-label="Leads"
            columns={columns}
            rows={rows}
            getRowId={(l) => l.id}
            loading={leads.isPending}
            loadingText="Loading leads..."
            stale={leads.isPlaceholderData}
            emptyTitle={filtered ? 'No leads match your search' : 'No leads yet'}
            emptyText={
              filtered
                ? 'Try another name, email or phone number, or clear the status filter.'
                : 'When a shopper confirms a request about one of your listings, it appears here.'
            }
            actions={(l) => (
              <LeadRowActions lead={l} view={{ open: setOpen }} onEdit={setEditing} onDelete={setDeleting} />
            )}
            renderCard={(l) => (
              <LeadCard lead={l} vehicle={vehicle(l)} onView={setOpen} onEdit={setEditing} onDelete={setDeleting} />
            )}
          />
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} disabled={leads.isPlaceholderData} />
        </>
      )}
      <CustomerDetailsDialog lead={open} listingPath={listingPaths(basePath).view} onClose={() => setOpen(undefined)} />
      <LeadDialogs
        reloads={dealerLeadReloads}
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
