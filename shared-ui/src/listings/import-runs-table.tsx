import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ListingImportRun } from 'shared-contracts';
import type { DataTableColumn } from '../data-table';
import { formatDay, formatTime } from '../date-format';
import { ResponsiveTable } from '../responsive-table';

const number = new Intl.NumberFormat('en-US');

/** "2 new, 1 updated, 5 unchanged, 0 paused" (and the refused rows when there are any). */
function countsText(run: ListingImportRun): string {
  const parts = [
    `${number.format(run.created)} new`,
    `${number.format(run.updated)} updated`,
    `${number.format(run.unchanged)} unchanged`,
    `${number.format(run.paused)} paused`,
  ];
  if (run.refused > 0) parts.push(`${number.format(run.refused)} refused`);
  return parts.join(', ');
}

const when = (run: ListingImportRun) => `${formatDay(run.startedAt)} ${formatTime(run.startedAt)}`;
const kind = (run: ListingImportRun) => (run.kind === 'feed' ? 'Feed' : `Upload (${run.mode})`);

function Result({ run }: { run: ListingImportRun }) {
  return run.error ? (
    <Typography variant="body2" color="error">
      Failed: {run.error}
    </Typography>
  ) : (
    <Typography variant="body2">Applied</Typography>
  );
}

/** One run on a phone. */
function RunCard({ run }: { run: ListingImportRun }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`${kind(run)}, ${when(run)}`}
      sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 0.5 }}
    >
      <Typography variant="subtitle2">
        {kind(run)} · {when(run)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {countsText(run)}
      </Typography>
      <Result run={run} />
    </Paper>
  );
}

const COLUMNS: ReadonlyArray<DataTableColumn<ListingImportRun>> = [
  {
    key: 'startedAt',
    header: 'Date',
    render: when,
  },
  {
    key: 'kind',
    header: 'Kind',
    render: kind,
  },
  { key: 'counts', header: 'Listings', render: countsText },
  {
    key: 'error',
    header: 'Result',
    render: (run) => <Result run={run} />,
  },
];

export interface ImportRunsTableProps {
  runs: ReadonlyArray<ListingImportRun>;
  loading?: boolean;
}

/** A dealer's latest imports and feed runs (the dealer's import page, the admin's dealer details). */
export function ImportRunsTable({ runs, loading }: ImportRunsTableProps) {
  return (
    <ResponsiveTable
      aria-label="Recent imports"
      renderCard={(run) => <RunCard run={run} />}
      columns={COLUMNS}
      rows={runs}
      getRowId={(run) => run.id}
      loading={loading}
      emptyTitle="No imports yet"
      emptyText="Applied uploads and feed runs appear here."
    />
  );
}
