import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
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

/**
 * A run's pictures by address: while they are fetched, a progress bar and "Fetching pictures: 3 of
 * 10"; once done, the pictures that could not be fetched, each with its row.
 */
export function ImportRunPictures({ run }: { run: ListingImportRun }) {
  const { total, done, errors } = run.pictures;
  if (run.finishedAt === null) {
    const text = `Fetching pictures: ${number.format(done)} of ${number.format(total)}`;
    return (
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 160 }}>
        <Typography variant="body2">{text}</Typography>
        <LinearProgress variant="determinate" value={total > 0 ? (100 * done) / total : 0} aria-label={text} />
      </Box>
    );
  }
  if (errors.length === 0) return null;
  return (
    <Box>
      <Typography variant="body2" color="error">
        {errors.length === 1 ? '1 picture' : `${number.format(errors.length)} pictures`} could not be fetched:
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {errors.map((e) => (
          <Typography component="li" variant="body2" key={`${e.row}-${e.message}`}>
            Row {e.row} ({e.stockNumber}): {e.message}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

function Result({ run }: { run: ListingImportRun }) {
  if (run.error)
    return (
      <Typography variant="body2" color="error">
        Failed: {run.error}
      </Typography>
    );
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography variant="body2">Applied</Typography>
      <ImportRunPictures run={run} />
    </Box>
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
      <Typography variant="body2" color="textSecondary">
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
