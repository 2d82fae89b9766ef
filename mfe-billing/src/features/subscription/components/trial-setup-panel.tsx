import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import { formatDate } from 'shared-ui';
import type { PlanPrices } from '../../../shared/api/get-pricing-info';
import { formatUsd } from '../../../shared/lib/money';
import { useSetupTrial } from '../api/setup-trial';
import { continuesOnPro } from '../plan-rules';
import type { RenderCardForm } from './card-form-slot';

type Choice = 'pro' | 'stop';

export interface TrialSetupPanelProps {
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  prices: PlanPrices;
  renderCardForm: RenderCardForm;
}

/**
 * "After your free month" (trial setup, while the trial runs): continue on Pro by itself at the
 * end of the trial (a card is required) or stop then. Saved with POST /api/auth/setup-trial.
 */
export function TrialSetupPanel({ stats, subscription, prices, renderCardForm }: TrialSetupPanelProps) {
  const saved: Choice = continuesOnPro(stats, subscription) ? 'pro' : 'stop';
  const [choice, setChoice] = useState<Choice>(saved);
  const [askingCard, setAskingCard] = useState(false);
  const setup = useSetupTrial();
  const end = formatDate(subscription?.trialEndDate) ?? 'the end of your trial';

  const save = () => {
    if (choice === 'pro' && !stats.hasValidPaymentMethod) setAskingCard(true);
    else setup.mutate({ continueOnPro: choice === 'pro' });
  };

  return (
    <Card component="section" aria-labelledby="trial-setup-title">
      <CardContent sx={{ p: 3 }}>
        <Typography id="trial-setup-title" variant="h6" component="h2">
          After your free month
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          Your trial ends on {end}. Choose what happens then; you can change it until that day.
        </Typography>
        <RadioGroup
          aria-labelledby="trial-setup-title"
          value={choice}
          onChange={(e) => setChoice(e.target.value as Choice)}
          sx={{ mt: 1.5, gap: 1 }}
        >
          <FormControlLabel
            value="pro"
            disabled={setup.isPending}
            control={<Radio />}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>Continue on Pro automatically</Typography>
                <Typography variant="body2" color="textSecondary">
                  {formatUsd(prices.monthlyFee)} a month from {end}, plus {formatUsd(prices.cplRate)} per verified lead.
                  A card is required.
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
          />
          <FormControlLabel
            value="stop"
            disabled={setup.isPending}
            control={<Radio />}
            label={
              <Box>
                <Typography sx={{ fontWeight: 600 }}>Stop at the end of the trial</Typography>
                <Typography variant="body2" color="textSecondary">
                  No charge. Leads stop on {end} until you upgrade.
                </Typography>
              </Box>
            }
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.75 } }}
          />
        </RadioGroup>
        <Button
          variant="contained"
          onClick={save}
          disabled={choice === saved || setup.isPending}
          startIcon={setup.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          Save choice
        </Button>
      </CardContent>
      {renderCardForm({
        open: askingCard,
        title: 'Add a payment method',
        intro: `Nothing is charged now. Pro's first monthly fee is taken from this card on ${end}.`,
        submitLabel: 'Save card',
        onSaved: (paymentMethodId) => {
          if (!askingCard) return;
          setAskingCard(false);
          setup.mutate({ continueOnPro: true, paymentMethodId });
        },
        onClose: () => setAskingCard(false),
      })}
    </Card>
  );
}
