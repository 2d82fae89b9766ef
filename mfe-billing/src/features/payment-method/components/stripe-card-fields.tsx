import { useState, type FormEvent } from 'react';
import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import { messageOf, type ProviderFormProps } from './provider-form';

/** The card entry inside Stripe Elements: Stripe's CardElement, confirmCardSetup, then the product's confirm. */
export function StripeCardFields({ clientSecret, onConfirmed, submitLabel, onCancel }: ProviderFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const ready = Boolean(stripe && elements);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    if (!clientSecret) {
      setError('Setup intent not initialized');
      return;
    }
    const card = elements.getElement(CardElement);
    if (!card) {
      setError('Card element not found');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const { setupIntent, error: stripeError } = await stripe.confirmCardSetup(clientSecret, {
        payment_method: { card },
      });
      if (stripeError) throw new Error(stripeError.message || 'Payment setup failed');
      const method = setupIntent?.payment_method;
      const paymentMethodId = typeof method === 'string' ? method : method?.id;
      if (setupIntent?.status !== 'succeeded' || !paymentMethodId) throw new Error('Payment setup failed');
      await onConfirmed(paymentMethodId);
    } catch (e) {
      setError(messageOf(e, 'Payment setup failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} aria-label="Card details">
      <FormLabel sx={{ display: 'block', mb: 1, fontWeight: 600 }}>Card</FormLabel>
      <Paper variant="outlined" sx={{ px: 1.75, py: 1.75, borderRadius: 2.5 }}>
        <CardElement
          options={{
            hidePostalCode: true,
            style: { base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#94a3b8' } } },
          }}
          onChange={(e) => {
            setComplete(e.complete);
            setError(e.error?.message);
          }}
        />
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!complete || !ready || !clientSecret || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
