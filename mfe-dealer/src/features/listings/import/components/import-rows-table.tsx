import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ListingImportRow, ListingImportRowStatus } from 'shared-contracts';
import { ResponsiveTable, type DataTableColumn } from 'shared-ui';

const STATUS: Record<ListingImportRowStatus, { label: string; color: ChipProps['color'] }> = {
  new: { label: 'New', color: 'success' },
  changed: { label: 'Changed', color: 'info' },
  unchanged: { label: 'Unchanged', color: 'default' },
  refused: { label: 'Refused', color: 'error' },
};

function StatusChip({ status }: { status: ListingImportRowStatus }) {
  return <Chip size="small" label={STATUS[status].label} color={STATUS[status].color} sx={{ fontWeight: 700 }} />;
}

/** What a row says beyond its status: each refusal with its column, or the columns that change. */
function RowDetails({ row }: { row: ListingImportRow }) {
  if (row.problems.length > 0)
    return (
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {row.problems.map((p) => (
          <Typography component="li" variant="body2" color="error" key={p.column}>
            <strong>{p.column}</strong>: {p.message}
          </Typography>
        ))}
      </Box>
    );
  if (row.changes.length > 0)
    return (
      <Typography variant="body2" color="textSecondary">
        Changes: {row.changes.join(', ')}
      </Typography>
    );
  return null;
}

const title = (row: ListingImportRow) => row.title || '—';

const COLUMNS: DataTableColumn<ListingImportRow>[] = [
  { key: 'row', header: 'Row', render: (r) => r.row },
  { key: 'stockNumber', header: 'Stock number', render: (r) => r.stockNumber || '—' },
  { key: 'listing', header: 'Listing', render: title },
  { key: 'status', header: 'Status', render: (r) => <StatusChip status={r.status} /> },
  { key: 'details', header: 'Details', width: '40%', render: (r) => <RowDetails row={r} /> },
];

function RowCard({ row }: { row: ListingImportRow }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Row ${row.row}`}
      sx={{ p: 2, borderRadius: 2, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle2">
          Row {row.row}
          {row.stockNumber ? ` · ${row.stockNumber}` : ''}
        </Typography>
        <StatusChip status={row.status} />
      </Box>
      <Typography variant="body2">{title(row)}</Typography>
      <RowDetails row={row} />
    </Paper>
  );
}

/** The preview's rows: a table on wide screens, cards on phones (shared-ui ResponsiveTable). */
export function ImportRowsTable({ rows }: { rows: ListingImportRow[] }) {
  return (
    <ResponsiveTable
      aria-label="Import preview"
      columns={COLUMNS}
      rows={rows}
      getRowId={(r) => String(r.row)}
      renderCard={(r) => <RowCard row={r} />}
    />
  );
}
