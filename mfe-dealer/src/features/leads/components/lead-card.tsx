import { Box, Paper, Typography } from '@mui/material';
import type { Lead } from 'shared-contracts';
import { formatDay } from '../../../shared-local/format';
import { leadName } from './lead-name';
import { LeadRowActions } from './lead-row-actions';
import { LeadStatusChip } from './lead-status-chip';

/** One lead on a phone: name, status, contact, vehicle and date, with the row's actions. */
export function LeadCard({ lead, vehicle, onView }: { lead: Lead; vehicle: string; onView(lead: Lead): void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{leadName(lead)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{lead.email}</Typography>
          {lead.phone && <Typography variant="body2" color="text.secondary">{lead.phone}</Typography>}
        </Box>
        <LeadRowActions lead={lead} onView={onView} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <LeadStatusChip status={lead.status} />
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>{vehicle}</Typography>
        <Typography variant="caption" color="text.secondary">{formatDay(lead.createdAt)}</Typography>
      </Box>
    </Paper>
  );
}
