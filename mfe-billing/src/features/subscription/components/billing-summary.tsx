import Box from '@mui/material/Box';
import type { BillingStats } from 'shared-contracts';
import { AttachMoneyIcon, PageHeader, PeopleIcon, StatCard } from 'shared-ui';
import { formatUsd } from '../../../shared/lib/money';
import { StateBadge } from './state-badge';

const number = new Intl.NumberFormat('en-US');

/** "Manage Your Subscription" with the state badge, and the Total Leads and Total Paid cards. */
export function BillingSummary({ stats }: { stats: BillingStats }) {
  return (
    <>
      <PageHeader
        title="Manage Your Subscription"
        subtitle="Your plan, lead charges and payments."
        actions={<StateBadge state={stats.subscriptionState} />}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(2, minmax(0, 320px))' },
          mb: 3,
        }}
      >
        <StatCard
          label="Total Leads"
          value={number.format(stats.totalLeads)}
          hint="Incl. awaiting email confirmation"
          icon={<PeopleIcon />}
        />
        <StatCard
          label="Total Paid"
          value={formatUsd(stats.totalCharges)}
          hint="Plan and lead charges, less refunds"
          icon={<AttachMoneyIcon />}
          color="success"
        />
      </Box>
    </>
  );
}
