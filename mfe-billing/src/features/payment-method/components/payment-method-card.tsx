import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CreditCardIcon } from 'shared-ui';
import { reloadBilling } from '../../../lib/billing-cache';
import { CardFormDialog } from './card-form-dialog';

export interface PaymentMethodCardProps {
  hasValidPaymentMethod: boolean;
}

/**
 * "Payment method": whether a valid card is on file (the billing stats do not describe the
 * card), with "Replace card" or "Add card" opening the card form.
 */
export function PaymentMethodCard({ hasValidPaymentMethod }: PaymentMethodCardProps) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const label = hasValidPaymentMethod ? 'Replace card' : 'Add card';
  return (
    <Card>
      <CardContent sx={{ p: 3 }}>
        <Typography variant="h6" component="h2">
          Payment method
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
          <CreditCardIcon color={hasValidPaymentMethod ? 'success' : 'disabled'} />
          <Typography>{hasValidPaymentMethod ? 'A valid card is on file.' : 'No payment method on file.'}</Typography>
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
