import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { BillingStats } from 'shared-contracts';
import { cardLabel, CreditCardIcon } from 'shared-ui';
import { reloadBilling } from '../../../shared/lib/billing-cache';
import { CardFormDialog } from './card-form-dialog';

export interface PaymentMethodCardProps {
  stats: Pick<BillingStats, 'hasValidPaymentMethod' | 'card' | 'failedPayment'>;
}

/** What the card line says: the card on file, and whether its last charge was declined. */
function cardOnFileText({ hasValidPaymentMethod, card, failedPayment }: PaymentMethodCardProps['stats']): string {
  if (!hasValidPaymentMethod) return 'No payment method on file.';
  const declined = failedPayment?.card && card && failedPayment.card.last4 === card.last4;
  if (!card) return 'A card is on file.';
  return declined ? `${cardLabel(card)}: its last charge was declined.` : `${cardLabel(card)} is on file.`;
}

/** "Payment method": the card on file (declined or not), with "Replace card" or "Add card" opening the card form. */
export function PaymentMethodCard({ stats }: PaymentMethodCardProps) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const { hasValidPaymentMethod } = stats;
  const declined = Boolean(stats.failedPayment);
  const label = hasValidPaymentMethod ? 'Replace card' : 'Add card';
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2">
          Payment method
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <CreditCardIcon color={declined ? 'error' : hasValidPaymentMethod ? 'success' : 'disabled'} />
          <Typography>{cardOnFileText(stats)}</Typography>
        </Box>
        <Button variant="outlined" size="small" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
          {label}
        </Button>
      </CardContent>
      <CardFormDialog
        open={open}
        title={label}
        intro={
          hasValidPaymentMethod
            ? 'The new card replaces the one on file for the Pro fee and lead charges.'
            : 'The Pro fee and lead charges are taken from this card.'
        }
        onSaved={() => {
          setOpen(false);
          // A new card may settle a payment left unpaid: everything billing shows can change.
          void reloadBilling(client);
        }}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
