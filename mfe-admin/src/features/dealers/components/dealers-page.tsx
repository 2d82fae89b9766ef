import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router-dom';
import { DEALER_STATUSES, type AdminDealerSummary } from 'shared-contracts';
import {
  AddIcon,
  ChipFilter,
  ErrorPanel,
  PageHeader,
  Pagination,
  ResponsiveTable,
  ResultCount,
  SearchField,
  useDebouncedValue,
  useMountPath,
} from 'shared-ui';
import { useListParams } from '../../../shared/components/use-list-params';
import { adminPaths } from '../../../config/paths';
import { DEALERS_LOAD_ERROR, useDealers, type DealerStatusFilter } from '../api/get-dealers';
import { DEALER_FILTERS } from '../dealer-status';
import { useDealerCommands } from '../hooks/use-dealer-commands';
import { CreateDealerDialog } from './create-dealer-dialog';
import { DealerActions } from './dealer-actions';
import { dealerColumns } from './dealer-columns';
import { DealerCommandDialogs } from './dealer-command-dialogs';
import { DealerRowCard } from './dealer-row-card';
import { EditDealerDialog } from './edit-dealer-dialog';

const SEARCH_DEBOUNCE_MS = 500;
const FILTER_VALUES: readonly DealerStatusFilter[] = ['all', ...DEALER_STATUSES];

/**
 * /admin/dealers, "Dealer Management": dealers newest first, status filter, search (name, email,
 * city; 500 ms debounce), pages of 10; add, view, edit, approve, suspend and delete.
 */
export function DealersPage() {
  const paths = adminPaths(useMountPath());
  const navigate = useNavigate();
  const [params, update] = useListParams(FILTER_VALUES, 'all');
  const [text, setText] = useState(params.search);
  const typed = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, {
    leading: true,
    onSettle: (value) => {
      if (value !== params.search) update({ search: value, page: 1 });
    },
  });
  const dealers = useDealers({ status: params.status, page: params.page, search: params.search || undefined });
  const commands = useDealerCommands();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminDealerSummary | undefined>(undefined);
  const data = dealers.data;

  useEffect(() => {
    if (data && !dealers.isPlaceholderData && params.page > 1 && params.page > data.pagination.totalPages)
      update({ page: Math.max(1, data.pagination.totalPages) });
  }, [data, dealers.isPlaceholderData, params.page]); // eslint-disable-line react-hooks/exhaustive-deps

  const rowProps = { paths, commands, onEdit: setEditing };
  return (
    <Box>
      <PageHeader
        title="Dealer Management"
        subtitle="Approve new dealerships, keep their details up to date, suspend or remove them."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Add dealer
          </Button>
        }
      />
      <Box
        sx={{
          mb: 2,
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ChipFilter
          label="Status"
          options={DEALER_FILTERS}
          value={params.status}
          onChange={(status) => update({ status, page: 1 })}
        />
        <SearchField
          label="Search dealers"
          placeholder="Search by name, email or city..."
          value={text}
          onChange={setText}
        />
      </Box>
      {data && (
        <Box sx={{ mb: 1.5, display: 'flex' }}>
          <ResultCount
            total={data.pagination.total}
            searching={dealers.isPlaceholderData || !typed.current}
            one="dealer"
            many="dealers"
          />
        </Box>
      )}
      {dealers.error && !data ? (
        <ErrorPanel
          title={DEALERS_LOAD_ERROR}
          message={
            dealers.error.message === DEALERS_LOAD_ERROR
              ? 'Please check your connection and try again.'
              : dealers.error.message
          }
          onRetry={() => void dealers.refetch()}
        />
      ) : (
        <ResponsiveTable
          aria-label="Dealers"
          columns={dealerColumns(paths)}
          rows={data?.dealers ?? []}
          getRowId={(d) => d.id}
          loading={!data}
          loadingText="Loading dealers..."
          emptyTitle="No dealers found"
          emptyText={
            params.status === 'all' && !params.search
              ? 'Dealers appear here once they sign up or you add one.'
              : 'Try another status or search.'
          }
          stale={dealers.isPlaceholderData}
          actions={(d) => <DealerActions dealer={d} {...rowProps} />}
          renderCard={(d) => <DealerRowCard dealer={d} {...rowProps} />}
        />
      )}
      {data && (
        <Pagination
          page={params.page}
          totalPages={data.pagination.totalPages}
          onPageChange={(page) => update({ page })}
          disabled={dealers.isPlaceholderData}
        />
      )}
      <CreateDealerDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(paths.dealer(id))}
      />
      <EditDealerDialog dealer={editing} onClose={() => setEditing(undefined)} />
      <DealerCommandDialogs commands={commands} />
    </Box>
  );
}
