import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { InboxIcon } from './icons';

export interface DataTableColumn<Row> {
  /** Unique key; also the row field shown when no render is given. */
  key: string;
  header: ReactNode;
  render?(row: Row): ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataTableColumn<Row>>;
  rows: ReadonlyArray<Row>;
  getRowId(row: Row): string;
  /** Renders the right-aligned Actions column when given. */
  actions?(row: Row): ReactNode;
  actionsHeader?: ReactNode;
  loading?: boolean;
  loadingText?: string;
  emptyTitle?: string;
  emptyText?: string;
  onRowClick?(row: Row): void;
  'aria-label'?: string;
}

/** The shared table: no sorting, an empty state, and an optional right-aligned actions column. */
export function DataTable<Row>({
  columns,
  rows,
  getRowId,
  actions,
  actionsHeader = 'Actions',
  loading = false,
  loadingText = 'Loading...',
  emptyTitle = 'No data available',
  emptyText = 'There are no items to display at the moment.',
  onRowClick,
  'aria-label': ariaLabel,
}: DataTableProps<Row>) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label={ariaLabel} size="medium">
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.align} sx={{ width: c.width, whiteSpace: 'nowrap' }}>
                {c.header}
              </TableCell>
            ))}
            {actions && <TableCell align="right">{actionsHeader}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading ? (
            <TableRow>
              <TableCell colSpan={span}>
                <Box
                  role="status"
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 6 }}
                >
                  <CircularProgress size={22} />
                  <Typography color="textSecondary">{loadingText}</Typography>
                </Box>
              </TableCell>
            </TableRow>
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={span}>
                <Box sx={{ textAlign: 'center', py: 6 }}>
                  <InboxIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
                  <Typography variant="subtitle1" sx={{ mt: 1 }}>
                    {emptyTitle}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {emptyText}
                  </Typography>
                </Box>
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow
                key={getRowId(row)}
                hover
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                sx={onRowClick ? { cursor: 'pointer' } : undefined}
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                  </TableCell>
                ))}
                {actions && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                    {actions(row)}
                  </TableCell>
                )}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
