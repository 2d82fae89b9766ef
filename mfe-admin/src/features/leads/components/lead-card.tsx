import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatDay, leadName, LeadRowActions, LeadStatusChip, type LeadRowActionsProps } from 'shared-ui';
import { EmailStatusChip } from './email-status-chip';

/** One lead on a phone: name, vehicle, contact, status, email status and date, with the row's actions. */
export function LeadCard(props: LeadRowActionsProps & { vehicle: string }) {
  const { lead, vehicle } = props;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {leadName(lead)}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap>
            {vehicle}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <LeadRowActions {...props} />
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {lead.email}
      </Typography>
      {lead.phone && (
        <Typography variant="body2" color="textSecondary">
          {lead.phone}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.25 }}>
        <LeadStatusChip status={lead.status} />
        <EmailStatusChip verified={lead.isEmailVerified} />
        <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
          {formatDay(lead.createdAt)}
        </Typography>
      </Box>
    </Paper>
  );
}
