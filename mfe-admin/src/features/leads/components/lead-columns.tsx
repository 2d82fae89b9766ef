import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Lead } from 'shared-contracts';
import { formatDay, formatTime, leadName, LeadStatusChip, type DataTableColumn } from 'shared-ui';
import { EmailStatusChip } from './email-status-chip';

/** "2024 Toyota Camry", or "Listing removed" when the listing is gone. */
export function leadVehicle(lead: Lead): string {
  return lead.listing ? `${lead.listing.year} ${lead.listing.make} ${lead.listing.model}` : 'Listing removed';
}

/** The Lead Tracking table's columns (spec 1 "Admin leads list"); Actions is the table's own column. */
export const leadColumns: DataTableColumn<Lead>[] = [
  {
    key: 'lead',
    header: 'Lead Information',
    render: (l) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {leadName(l)}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {leadVehicle(l)}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    render: (l) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {l.email}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          {l.phone || '—'}
        </Typography>
      </Box>
    ),
  },
  { key: 'status', header: 'Status', render: (l) => <LeadStatusChip status={l.status} /> },
  { key: 'emailStatus', header: 'Email Status', render: (l) => <EmailStatusChip verified={l.isEmailVerified} /> },
  {
    key: 'createdAt',
    header: 'Created Date',
    render: (l) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        <Typography variant="body2">{formatDay(l.createdAt)}</Typography>
        <Typography variant="caption" color="textSecondary">
          {formatTime(l.createdAt)}
        </Typography>
      </Box>
    ),
  },
];
