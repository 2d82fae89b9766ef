import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { SUBSCRIPTION_BADGES, type AdminDealerSummary } from 'shared-contracts';
import { DealerActions, type DealerActionsProps } from './dealer-actions';
import { dealerPlace } from './dealer-columns';
import { DealerStatusChip } from './dealer-status-chip';

const number = new Intl.NumberFormat('en-US');
const counted = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/** "1 listing • 12 leads": the dealer's listings and its Total Leads (every lead request received, verified or not). */
export function dealerCounts(d: Pick<AdminDealerSummary, 'totalListings' | 'totalLeadsReceived'>): string {
  return `${counted(d.totalListings, 'listing', 'listings')} • ${counted(d.totalLeadsReceived, 'lead', 'leads')}`;
}

/** One dealer on a phone: name, contact, status, plan and counts, with its actions. */
export function DealerRowCard(props: DealerActionsProps) {
  const { dealer: d, paths } = props;
  return (
    <Paper variant="outlined" component="article" aria-label={d.dealershipName} sx={{ p: 2 }}>
      <Typography
        component={RouterLink}
        to={paths.dealer(d.id)}
        sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', display: 'block' }}
      >
        {d.dealershipName}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {d.email}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.25, flexWrap: 'wrap' }}>
        <DealerStatusChip status={d.status} />
        <Typography variant="body2" color="textSecondary">
          {SUBSCRIPTION_BADGES[d.subscriptionState]}
        </Typography>
        <Typography variant="caption" color="textSecondary" sx={{ ml: 'auto' }}>
          {dealerPlace(d)}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 0.75 }}>
        {dealerCounts(d)}
      </Typography>
      <Box sx={{ mt: 1, borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <DealerActions {...props} />
      </Box>
    </Paper>
  );
}
