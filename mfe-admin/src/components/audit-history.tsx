import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { AuditAction, AuditEntityType, AuditEvent } from 'shared-contracts';
import { formatDay, formatTime, HistoryIcon } from 'shared-ui';
import { useAuditEvents } from '../api/get-audit-events';

const ACTIONS: Record<AuditAction, string> = {
  create: 'Created', update: 'Edited', approve: 'Approved', suspend: 'Suspended', reject: 'Rejected', delete: 'Deleted',
};

/** "firstName" -> "First name" */
function fieldLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The fields an event changed: "Status: new → contacted". */
function changes(event: AuditEvent): string[] {
  const names = [...new Set([...Object.keys(event.before ?? {}), ...Object.keys(event.after ?? {})])];
  if (event.action === 'create' || event.action === 'delete') return [];
  return names.map((n) => `${fieldLabel(n)}: ${show(event.before?.[n])} → ${show(event.after?.[n])}`);
}

function EventItem({ event }: { event: AuditEvent }) {
  const who = event.actor.email ?? 'a deleted account';
  return (
    <Box component="li" sx={{ py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>{ACTIONS[event.action]}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>by {who} ({event.actor.role})</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
          <time dateTime={event.createdAt}>{formatDay(event.createdAt)}, {formatTime(event.createdAt)}</time>
        </Typography>
      </Box>
      {changes(event).map((line) => (
        <Typography key={line} variant="body2" sx={{ mt: 0.25, overflowWrap: 'anywhere' }}>{line}</Typography>
      ))}
      {event.reason && <Typography variant="body2" sx={{ mt: 0.25 }}>Reason: {event.reason}</Typography>}
    </Box>
  );
}

export interface AuditHistoryProps {
  entityType: AuditEntityType;
  entityId: string;
  /** Shown when nothing was recorded yet. */
  emptyText: string;
}

/** "History": who changed a dealer, listing or lead, when, and what (the audit trail). */
export function AuditHistory({ entityType, entityId, emptyText }: AuditHistoryProps) {
  const events = useAuditEvents(entityType, entityId);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="history-title" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <HistoryIcon color="primary" fontSize="small" />
        <Typography id="history-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>History</Typography>
      </Box>
      {events.isPending && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={18} />
          <Typography variant="body2" color="text.secondary">Loading history...</Typography>
        </Box>
      )}
      {events.error && <Typography variant="body2" color="error">{events.error.message}</Typography>}
      {events.data?.length === 0 && <Typography variant="body2" color="text.secondary">{emptyText}</Typography>}
      {events.data && events.data.length > 0 && (
        <Box component="ul" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.data.map((e) => <EventItem key={e.id} event={e} />)}
        </Box>
      )}
    </Paper>
  );
}
