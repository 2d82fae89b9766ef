// /dealer/payment, "Manage Your Subscription": composes the subscription, payment-method,
// payment-history and disputes features (features never import each other).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Payment } from 'shared-contracts';
import { ErrorPanel, LoadingScreen, useBillingStats, useMySubscription } from 'shared-ui';
import { planPrices, usePricingInfo } from '../shared/api/get-pricing-info';
import { HISTORY_TAB, type DealerBillingPaths } from '../config/dealer-paths';
import { DisputeAction } from '../features/disputes/components/dispute-action';
import { DisputeOutcome } from '../features/disputes/components/dispute-outcome';
import { PaymentHistory } from '../features/payment-history/components/payment-history';
import type { DisputeSlots } from '../features/payment-history/components/dispute-slots';
import { CardFormDialog } from '../features/payment-method/components/card-form-dialog';
import { PaymentMethodCard } from '../features/payment-method/components/payment-method-card';
import { BillingSummary } from '../features/subscription/components/billing-summary';
import type { RenderCardForm } from '../features/subscription/components/card-form-slot';
import { SubscriptionOverview } from '../features/subscription/components/subscription-overview';
import { UpgradeDialogs } from '../features/subscription/components/upgrade-dialogs';
import { useUpgradeFlow } from '../features/subscription/hooks/use-upgrade-flow';
import { canUpgrade } from '../features/subscription/plan-rules';
import { PaymentProblem } from './payment-problem';

const renderCardForm: RenderCardForm = (slot) => <CardFormDialog {...slot} />;

const disputes: DisputeSlots = {
  action: (payment: Payment) => <DisputeAction payment={payment} />,
  outcome: (payment: Payment) => <DisputeOutcome payment={payment} />,
};

export function DealerBillingPage({ paths }: { paths: DealerBillingPaths }) {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === HISTORY_TAB ? 'history' : 'overview';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const statsQuery = useBillingStats();
  const subscriptionQuery = useMySubscription();
  const pricing = usePricingInfo();
  const flow = useUpgradeFlow(statsQuery.data?.hasValidPaymentMethod ?? false);
  const showOverview = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const setPage = useCallback(
    (next: number) => setParams(next > 1 ? { tab: HISTORY_TAB, page: String(next) } : { tab: HISTORY_TAB }),
    [setParams],
  );

  const error = statsQuery.error ?? subscriptionQuery.error;
  if (error && !statsQuery.data) {
    const reload = () => {
      void statsQuery.refetch();
      void subscriptionQuery.refetch();
    };
    return (
      <ErrorPanel
        title="Error Loading Billing Information"
        message={error.message}
        onRetry={reload}
        retryLabel="Try Again"
      />
    );
  }
  if (!statsQuery.data || subscriptionQuery.isPending)
    return <LoadingScreen message="Loading billing information..." />;
  const stats = statsQuery.data;
  const subscription = subscriptionQuery.data;
  const prices = planPrices(pricing.data);

  return (
    <Box>
      <BillingSummary stats={stats} />
      <PaymentProblem stats={stats} onPayNow={flow.start} />
      <Tabs
        value={tab}
        onChange={(_e, value: string) =>
          value === 'history' ? setParams({ tab: HISTORY_TAB }, { replace: true }) : showOverview()
        }
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="overview" label="Overview" />
        <Tab value="history" label="Payment History" />
      </Tabs>
      {tab === 'overview' ? (
        <SubscriptionOverview
          stats={stats}
          subscription={subscription}
          prices={prices}
          onUpgrade={flow.start}
          renderCardForm={renderCardForm}
          paymentMethod={<PaymentMethodCard stats={stats} />}
        />
      ) : (
        <PaymentHistory
          page={page}
          onPageChange={setPage}
          receiptPath={paths.receipt}
          disputes={disputes}
          onUpgrade={canUpgrade(stats) ? flow.start : showOverview}
          onExplorePlans={showOverview}
        />
      )}
      <UpgradeDialogs
        flow={flow}
        stats={stats}
        subscription={subscription}
        prices={prices}
        renderCardForm={renderCardForm}
        onGoToSubscription={showOverview}
      />
    </Box>
  );
}
