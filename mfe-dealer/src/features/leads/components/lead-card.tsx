import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leadChoiceText, type Lead } from 'shared-contracts';
import { DirectionsCarIcon, formatDay, leadName, LeadRowActions, LeadStatusChip } from 'shared-ui';

/** One lead on a phone: name, vehicle, contact, status and date, with the row's actions. */
export function LeadCard({
  lead,
  vehicle,
  onView,
  onEdit,
  onDelete,
}: {
  lead: Lead;
  vehicle: string;
  onView(lead: Lead): void;
  onEdit(lead: Lead): void;
  onDelete(lead: Lead): void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {leadName(lead)}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.75,
              mt: 0.25,
              color: lead.listing ? 'text.primary' : 'text.secondary',
            }}
          >
            <DirectionsCarIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {vehicle}
            </Typography>
          </Box>
          {leadChoiceText(lead) && (
            <Typography variant="caption" color="textSecondary">
              {leadChoiceText(lead)}
            </Typography>
          )}
        </Box>
        <LeadRowActions lead={lead} view={{ open: onView }} onEdit={onEdit} onDelete={onDelete} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {lead.email}
        {lead.phone ? ` • ${lead.phone}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.25 }}>
        <LeadStatusChip status={lead.status} />
        <Typography variant="caption" color="textSecondary">
          {formatDay(lead.createdAt)}
        </Typography>
      </Box>
    </Paper>
  );
}
