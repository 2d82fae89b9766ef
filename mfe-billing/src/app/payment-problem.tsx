import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import type { BillingStats } from 'shared-contracts';
import { FailedPaymentNotice } from 'shared-ui';
import { reloadBilling } from '../shared/lib/billing-cache';
import { CardFormDialog } from '../features/payment-method/components/card-form-dialog';
import { canPayNow } from '../features/subscription/plan-rules';

export interface PaymentProblemProps {
  stats: BillingStats;
  /** Pay now: the upgrade flow, which charges the failed monthly fee again. */
  onPayNow(): void;
}

/**
 * A failed payment still owed, above both tabs: what failed, the declined card, the grace
 * period's end, Pay now (a failed monthly fee) and Update card (a new card charges what is owed at once).
 */
export function PaymentProblem({ stats, onPayNow }: PaymentProblemProps) {
  const [cardOpen, setCardOpen] = useState(false);
  const client = useQueryClient();
  if (!stats.failedPayment) return null;
  return (
    <>
      <FailedPaymentNotice
        failed={stats.failedPayment}
        canReceiveLeads={stats.canReceiveLeads}
        actions={
          <>
            {canPayNow(stats) && (
              <Button variant="contained" color="error" size="small" onClick={onPayNow}>
                Pay now
              </Button>
            )}
            <Button variant="outlined" color="error" size="small" onClick={() => setCardOpen(true)}>
              Update card
            </Button>
          </>
        }
      />
      <CardFormDialog
        open={cardOpen}
        title="Update card"
        intro="The new card replaces the declined one; what is owed is charged to it at once."
        onSaved={() => {
          setCardOpen(false);
          void reloadBilling(client);
        }}
        onClose={() => setCardOpen(false)}
      />
    </>
  );
}
