import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { sandboxConfirmSetup, type SandboxCardBody, type SandboxSetupResult } from '../api/sandbox-confirm-setup';
import { AuthenticateDialog } from './authenticate-dialog';
import { messageOf, type ProviderFormProps } from './provider-form';
import { SandboxTestCards, groupDigits } from './sandbox-test-cards';

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** Every field filled in a shape the provider can judge (the provider itself says whether the card is good). */
function sandboxCardComplete(card: { number: string; month: string; year: string; cvc: string }): boolean {
  const month = Number(card.month);
  return (
    /^\d{12,19}$/.test(card.number) &&
    /^\d{1,2}$/.test(card.month) &&
    month >= 1 &&
    month <= 12 &&
    /^\d{2}$/.test(card.year) &&
    /^\d{3,4}$/.test(card.cvc)
  );
}

/**
 * The card form of the sandbox gateway (no Stripe keys): clearly test mode, the test cards
 * listed, the card sent to the API, which plays the provider (decline, authentication...).
 */
export function SandboxCardForm({ clientSecret, onConfirmed, submitLabel, onCancel }: ProviderFormProps) {
  const [number, setNumber] = useState('');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  // The card waiting for the bank's answer (the authentication test card).
  const [awaitingAuth, setAwaitingAuth] = useState<SandboxCardBody | undefined>(undefined);
  const complete = sandboxCardComplete({ number, month, year, cvc });

  const finish = async (result: SandboxSetupResult, body: SandboxCardBody) => {
    if (result.status === 'requires_action') {
      setAwaitingAuth(body);
      return;
    }
    if (!result.paymentMethodId) throw new Error('Payment setup failed');
    await onConfirmed(result.paymentMethodId);
  };

  const run = async (body: SandboxCardBody) => {
    setBusy(true);
    setError(undefined);
    try {
      await finish(await sandboxConfirmSetup(body), body);
    } catch (e) {
      setError(messageOf(e, 'Payment setup failed'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret) {
      setError('Setup intent not initialized');
      return;
    }
    if (!complete || busy) return;
    void run({ clientSecret, cardNumber: number, expMonth: Number(month), expYear: 2000 + Number(year), cvc });
  };

  const answer = (authenticated: boolean) => {
    const body = awaitingAuth;
    setAwaitingAuth(undefined);
    if (body) void run({ ...body, authenticated });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card details">
      <Alert severity="warning" sx={{ mb: 2 }}>
        <AlertTitle sx={{ fontWeight: 700 }}>Test mode — no real money</AlertTitle>
        Payments go to the sandbox provider and nothing is charged. Use one of these test cards with any future expiry
        date and any 3-digit CVC:
        <Box sx={{ mt: 1 }}>
          <SandboxTestCards onPick={(n) => setNumber(n)} disabled={busy} />
        </Box>
      </Alert>
      <TextField
        label="Card number"
        value={groupDigits(number)}
        onChange={(e) => setNumber(digitsOf(e.target.value, 19))}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 } }}
        placeholder="4242 4242 4242 4242"
        disabled={busy}
        sx={{ mb: 2 }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}>
        <TextField
          label="MM"
          value={month}
          onChange={(e) => setMonth(digitsOf(e.target.value, 2))}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'cc-exp-month',
              maxLength: 2,
              'aria-label': 'Expiry month (MM)',
            },
          }}
          placeholder="12"
          disabled={busy}
        />
        <TextField
          label="YY"
          value={year}
          onChange={(e) => setYear(digitsOf(e.target.value, 2))}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              autoComplete: 'cc-exp-year',
              maxLength: 2,
              'aria-label': 'Expiry year (YY)',
            },
          }}
          placeholder="30"
          disabled={busy}
        />
        <TextField
          label="CVC"
          value={cvc}
          onChange={(e) => setCvc(digitsOf(e.target.value, 4))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 } }}
          placeholder="123"
          disabled={busy}
        />
      </Box>
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
          disabled={!complete || !clientSecret || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </Box>
      <AuthenticateDialog open={Boolean(awaitingAuth)} busy={busy} onAnswer={answer} />
    </Box>
  );
}
