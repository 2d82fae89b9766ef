import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Theme } from '@mui/material/styles';
import { DataTable, type DataTableProps } from './data-table';
import { InboxIcon } from './icons';

export interface ResponsiveTableProps<Row> extends DataTableProps<Row> {
  /** One row as a card on narrow screens (below the md breakpoint). */
  renderCard(row: Row): ReactNode;
  /** Dims the rows while the next page or search loads (the previous rows stay on screen). */
  stale?: boolean;
  /** Narrower cell padding, for tables with many columns. */
  dense?: boolean;
}

/**
 * The shared DataTable on wide screens; on phones and small tablets the same rows as a list
 * of cards, so no page scrolls sideways.
 */
export function ResponsiveTable<Row>({
  renderCard,
  stale = false,
  dense = false,
  ...table
}: ResponsiveTableProps<Row>) {
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  const dim = { opacity: stale ? 0.55 : 1, transition: 'opacity 150ms ease' };
  if (!narrow) {
    const compact = dense
      ? {
          '& .MuiTableCell-root': { px: 1.25 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          '& .MuiTableCell-root:last-of-type': { pr: 2 },
        }
      : {};
    return (
      <Box sx={{ ...dim, ...compact }}>
        <DataTable {...table} />
      </Box>
    );
  }
  const {
    rows,
    getRowId,
    loading,
    loadingText = 'Loading...',
    emptyTitle = 'No data available',
    emptyText = 'There are no items to display at the moment.',
  } = table;
  if (loading) {
    return (
      <Paper
        variant="outlined"
        role="status"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}
      >
        <CircularProgress size={22} />
        <Typography color="textSecondary">{loadingText}</Typography>
      </Paper>
    );
  }
  if (rows.length === 0) {
    return (
      <Paper variant="outlined" sx={{ textAlign: 'center', py: 6, px: 2 }}>
        <InboxIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
        <Typography variant="subtitle1" sx={{ mt: 1 }}>
          {emptyTitle}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {emptyText}
        </Typography>
      </Paper>
    );
  }
  return (
    <Stack component="ul" aria-label={table['aria-label']} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0, ...dim }}>
      {rows.map((row) => (
        <Box component="li" key={getRowId(row)}>
          {renderCard(row)}
        </Box>
      ))}
    </Stack>
  );
}
