import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUBSCRIPTION_BADGES, type AdminDealerSummary } from 'shared-contracts';
import { formatDay, type DataTableColumn } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import { DealerStatusChip } from './dealer-status-chip';

const number = new Intl.NumberFormat('en-US');

/** "San Diego, CA" */
export function dealerPlace(d: Pick<AdminDealerSummary, 'city' | 'state'>): string {
  return [d.city, d.state].filter(Boolean).join(', ');
}

/** Dealership (name as a link, contact), location, status, plan, listings, leads, joined. */
export function dealerColumns(paths: AdminPaths): DataTableColumn<AdminDealerSummary>[] {
  return [
    {
      key: 'dealer',
      header: 'Dealership',
      width: '100%',
      render: (d) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component={RouterLink}
            to={paths.dealer(d.id)}
            variant="body2"
            sx={{
              fontWeight: 700,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { color: 'primary.main', textDecoration: 'underline' },
            }}
          >
            {d.dealershipName}
          </Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{ overflowWrap: 'anywhere' }}
          >{`${d.firstName} ${d.lastName} • ${d.email}`}</Typography>
        </Box>
      ),
    },
    {
      key: 'location',
      header: 'Location',
      render: (d) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {dealerPlace(d) || '—'}
        </Typography>
      ),
    },
    { key: 'status', header: 'Status', render: (d) => <DealerStatusChip status={d.status} /> },
    {
      key: 'plan',
      header: 'Plan',
      render: (d) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {SUBSCRIPTION_BADGES[d.subscriptionState]}
        </Typography>
      ),
    },
    {
      key: 'listings',
      header: 'Listings',
      align: 'right',
      render: (d) => (
        <Typography variant="body2" title={`${d.activeListings} active, ${d.pendingListings} pending`}>
          {number.format(d.totalListings)}
        </Typography>
      ),
    },
    {
      key: 'leads',
      header: 'Leads',
      align: 'right',
      render: (d) => <Typography variant="body2">{number.format(d.totalLeadsReceived)}</Typography>,
    },
    {
      key: 'createdAt',
      header: 'Joined',
      render: (d) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatDay(d.createdAt)}
        </Typography>
      ),
    },
  ];
}
