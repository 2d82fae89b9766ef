import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { notify, sitePaths } from 'shared-auth';
import type { AdminBilling, AdminDealer } from 'shared-contracts';
import { ArrowBackIcon, BlockIcon, ErrorPanel, FailedPaymentNotice, LoadingScreen, PageHeader } from 'shared-ui';
import { useDealer } from '../api/get-dealer';
import { STOP_SUBSCRIPTION_SUCCESS, useStopSubscription } from '../api/stop-subscription';
import { useDealerBilling } from '../api/get-dealer-billing';
import { DealerInfoPanel } from './dealer-info-panel';
import { StopPlanDialog } from './stop-plan-dialog';
import { SubscriptionCards } from './subscription-cards';
import { SubscriptionInfoPanel } from './subscription-info-panel';

function BackToDealers() {
  return (
    <Button component={RouterLink} to={sitePaths.adminDealers()} startIcon={<ArrowBackIcon />} variant="outlined">
      Back to Dealers
    </Button>
  );
}

/** Why "Stop Active Plan" is disabled, for its tooltip. */
function whyNotStoppable(dealer: AdminDealer, billing: AdminBilling | undefined): string {
  if (!billing) return 'Loading the plan...';
  return dealer.subscription ? 'This plan has already ended.' : 'This dealer has no plan to stop.';
}

function SubscriptionDetail({ dealer }: { dealer: AdminDealer }) {
  const [confirming, setConfirming] = useState(false);
  const stop = useStopSubscription();
  // The server says whether the plan still runs (a cancelled Pro plan does until its paid period ends).
  const billing = useDealerBilling(dealer.id).data;
  const stoppable = billing?.canStop ?? false;
  const stopButton = (
    <Button
      variant="contained"
      color="error"
      startIcon={<BlockIcon />}
      disabled={!stoppable || stop.isPending}
      onClick={() => setConfirming(true)}
    >
      Stop Active Plan
    </Button>
  );
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={dealer.dealershipName}
        subtitle={`Dealer ID: ${dealer.id}`}
        actions={
          <>
            <BackToDealers />
            {/* A disabled button fires no events: the span carries the tooltip. */}
            {stoppable ? (
              stopButton
            ) : (
              <Tooltip title={whyNotStoppable(dealer, billing)}>
                <span>{stopButton}</span>
              </Tooltip>
            )}
          </>
        }
      />
      {billing?.failedPayment && (
        <FailedPaymentNotice failed={billing.failedPayment} canReceiveLeads={billing.canReceiveLeads} reader="admin" />
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SubscriptionCards dealer={dealer} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          <DealerInfoPanel dealer={dealer} />
          <SubscriptionInfoPanel dealer={dealer} />
        </Box>
      </Box>
      <StopPlanDialog
        dealer={dealer}
        open={confirming}
        stopping={stop.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          stop.mutate(dealer.id, {
            // The failure toast (server message or "Failed to stop subscription.") comes from the shared handler.
            onSuccess: () => notify(STOP_SUBSCRIPTION_SUCCESS, 'success'),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </Box>
  );
}

/**
 * /admin/subscription-details/:id (spec 2 section 2): the dealer's name and id, Back to Dealers,
 * Stop Active Plan, the four subscription cards and the dealer and subscription panels.
 */
export function AdminSubscriptionPage() {
  const { id = '' } = useParams();
  const dealer = useDealer(id);
  if (dealer.data) return <SubscriptionDetail dealer={dealer.data} />;
  if (dealer.data === null) {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <PageHeader
          title="Dealer Not Found"
          subtitle={`The dealer with ID ${id} was not found.`}
          actions={<BackToDealers />}
        />
      </Box>
    );
  }
  if (dealer.error) {
    return (
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <PageHeader title="Subscription Details" actions={<BackToDealers />} />
        <ErrorPanel title="Error Loading Dealer" message={dealer.error.message} onRetry={() => void dealer.refetch()} />
      </Box>
    );
  }
  return <LoadingScreen message="Loading subscription details..." />;
}
