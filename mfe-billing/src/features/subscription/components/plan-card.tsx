import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { dollars, PER_LEAD_FEE_DOLLARS, type BillingStats, type DealerSubscription } from 'shared-contracts';
import { CheckCircleIcon, formatDate, freeDaysNote, planMessage, planName } from 'shared-ui';
import type { PlanPrices } from '../../../shared/api/get-pricing-info';
import { formatUsd } from '../../../shared/lib/money';

/** The Pro plan's features (spec 2 section 2), word for word. */
const FEATURES = ['Unlimited leads', `${dollars(PER_LEAD_FEE_DOLLARS)} per lead`, 'Priority support', 'Cancel anytime'];

export interface PlanCardProps {
  stats: BillingStats;
  /** null: the API has no subscription for this dealer (404). */
  subscription: DealerSubscription | null | undefined;
  prices: PlanPrices;
  /** The plan's buttons. */
  actions: ReactNode;
}

/** Current plan: its name, the plan message of spec 2 section 4, the next billing date, the price and the features. */
export function PlanCard({ stats, subscription, prices, actions }: PlanCardProps) {
  const nextBilling = formatDate(stats.nextBillingDate);
  const freeDays = freeDaysNote(stats);
  const renews =
    stats.subscriptionState === 'PRO_ACTIVE' || (stats.subscriptionState === 'TRIAL_ACTIVE' && nextBilling);
  return (
    <Card component="section" aria-labelledby="current-plan-title">
      <CardContent sx={{ p: 3 }}>
        <Typography variant="overline" color="textSecondary">
          Current plan
        </Typography>
        <Typography id="current-plan-title" variant="h5" component="h2">
          {planName(stats)}
        </Typography>
        <Typography sx={{ mt: 1 }}>{planMessage(stats, subscription)}</Typography>
        {renews && nextBilling && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Next billing date: {nextBilling}
          </Typography>
        )}
        {subscription === null && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            Subscription information not available
          </Typography>
        )}
        {freeDays && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {freeDays}
          </Typography>
        )}
        <Box sx={{ mt: 2.5, p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
          <Typography sx={{ fontWeight: 700 }}>
            Pro Unlimited · {formatUsd(prices.monthlyFee)}/month + {formatUsd(prices.cplRate)} per verified lead
          </Typography>
          <List dense disablePadding aria-label="Pro features" sx={{ mt: 1 }}>
            {FEATURES.map((f) => (
              <ListItem key={f} disableGutters>
                <ListItemIcon sx={{ minWidth: 32 }}>
                  <CheckCircleIcon color="success" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={f} />
              </ListItem>
            ))}
          </List>
        </Box>
        {actions}
      </CardContent>
    </Card>
  );
}
