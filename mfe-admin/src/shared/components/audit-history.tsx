import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AuditAction, AuditEntityType, AuditEvent } from 'shared-contracts';
import { formatDay, formatTime } from 'shared-ui';
import { AUDIT_LOAD_ERROR, useAudit } from '../api/get-audit';

const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Edited',
  approve: 'Approved',
  suspend: 'Suspended',
  reject: 'Rejected',
  delete: 'Deleted',
  'subscription.stop': 'Plan stopped',
};

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '(none)';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "status: pending → active" per changed field. */
function changes(event: AuditEvent): string[] {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((k) => {
    if (!(k in before)) return `${k}: ${show(after[k])}`;
    if (!(k in after)) return `${k}: ${show(before[k])} (removed)`;
    return `${k}: ${show(before[k])} → ${show(after[k])}`;
  });
}

function Event({ event }: { event: AuditEvent }) {
  return (
    <Box component="li" sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{ACTION_LABELS[event.action]}</Typography>
        <Typography variant="body2" color="textSecondary">
          {`by ${event.actor.email ?? 'a deleted account'} (${event.actor.role}) • ${formatDay(event.createdAt)} ${formatTime(event.createdAt)}`}
        </Typography>
      </Box>
      {event.reason && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>{`Reason: ${event.reason}`}</Typography>
      )}
      {changes(event).map((line) => (
        <Typography key={line} variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

/** "History": who approved, rejected, suspended, edited or deleted what, newest first (GET /api/admin/audit). */
export function AuditHistory({ entityType, entityId }: { entityType: AuditEntityType; entityId: string }) {
  const audit = useAudit(entityType, entityId);
  let body;
  if (audit.data) {
    body =
      audit.data.length === 0 ? (
        <Typography color="textSecondary">No moderation actions yet.</Typography>
      ) : (
        <Box component="ul" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {audit.data.map((e) => (
            <Event key={e.id} event={e} />
          ))}
        </Box>
      );
  } else if (audit.error) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography color="error">{audit.error.message || AUDIT_LOAD_ERROR}</Typography>
        <Button size="small" onClick={() => void audit.refetch()}>
          Try Again
        </Button>
      </Box>
    );
  } else {
    body = <CircularProgress size={22} aria-label="Loading history" />;
  }
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`history-${entityId}`}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id={`history-${entityId}`} variant="h6" component="h2" sx={{ mb: 1 }}>
        History
      </Typography>
      {body}
    </Paper>
  );
}
