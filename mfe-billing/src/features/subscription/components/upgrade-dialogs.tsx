import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { BillingStats, DealerSubscription } from 'shared-contracts';
import { CheckCircleIcon, ConfirmDialog, formatDate } from 'shared-ui';
import type { PlanPrices } from '../../../shared/api/get-pricing-info';
import { formatUsd } from '../../../shared/lib/money';
import type { UpgradeFlow } from '../hooks/use-upgrade-flow';
import { paymentPastDue } from '../plan-rules';
import type { RenderCardForm } from './card-form-slot';

const UPGRADED = 'Successfully upgraded to Pro plan!';

/** What upgrading does now, for the confirm modal (the server applies the same rules). */
function upgradeTerms(
  stats: BillingStats,
  subscription: DealerSubscription | null | undefined,
  prices: PlanPrices,
): string {
  const fee = formatUsd(prices.monthlyFee);
  const lead = `Each verified lead costs ${formatUsd(prices.cplRate)}.`;
  if (stats.subscriptionState === 'TRIAL_ACTIVE') {
    const end = formatDate(subscription?.trialEndDate);
    const when = end ? `on ${end}` : 'when your trial ends';
    return `Pro starts today and you keep your free days: leads stay free and the ${fee} monthly fee is first charged ${when}. After that, each verified lead costs ${formatUsd(prices.cplRate)}.`;
  }
  if (stats.subscriptionState === 'PRO_CANCELLED_ACTIVE') {
    const renews = formatDate(subscription?.planExpiresAt);
    return `Your Pro plan continues with no charge now and renews ${renews ? `on ${renews}` : 'at the end of the paid period'} at ${fee} a month. ${lead}`;
  }
  if (paymentPastDue(stats)) return `The unpaid ${fee} monthly fee is charged to your card now. ${lead}`;
  return `${fee} is charged to your card now for the first month, then every month until you cancel. ${lead}`;
}

export interface UpgradeDialogsProps {
  flow: UpgradeFlow;
  stats: BillingStats;
  subscription: DealerSubscription | null | undefined;
  prices: PlanPrices;
  renderCardForm: RenderCardForm;
  /** "Go to Subscription": the Overview tab. */
  onGoToSubscription(): void;
}

/** The upgrade confirm modal, the card form when no valid card is on file, and the success modal. */
export function UpgradeDialogs({
  flow,
  stats,
  subscription,
  prices,
  renderCardForm,
  onGoToSubscription,
}: UpgradeDialogsProps) {
  // Pay now is the same call: it charges the failed monthly fee again.
  const paying = paymentPastDue(stats);
  return (
    <>
      <ConfirmDialog
        open={flow.step === 'confirm' || flow.step === 'upgrading'}
        title={paying ? 'Pay now' : 'Upgrade to Pro'}
        message={upgradeTerms(stats, subscription, prices)}
        confirmLabel={paying ? 'Pay now' : 'Upgrade to Pro'}
        loadingLabel={paying ? 'Paying...' : 'Upgrading...'}
        loading={flow.step === 'upgrading'}
        onConfirm={flow.confirm}
        onCancel={flow.close}
      />
      {renderCardForm({
        open: flow.step === 'card',
        title: 'Add a payment method',
        intro: 'Pro needs a card on file. Once it is saved, your upgrade continues.',
        submitLabel: 'Save card and upgrade',
        onSaved: flow.cardSaved,
        onClose: flow.close,
      })}
      <Dialog
        open={flow.step === 'success'}
        onClose={flow.close}
        maxWidth="xs"
        fullWidth
        aria-labelledby="upgrade-success-title"
      >
        <DialogTitle id="upgrade-success-title" sx={{ fontWeight: 700, display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" aria-hidden />
          Success
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{UPGRADED}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button
            variant="contained"
            onClick={() => {
              flow.close();
              onGoToSubscription();
            }}
          >
            Go to Subscription
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
