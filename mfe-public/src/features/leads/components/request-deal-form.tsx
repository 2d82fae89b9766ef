import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm, type Resolver } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { leadChoiceText, type LeaseChoice } from 'shared-contracts';
import { CheckCircleIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { muiField } from '../../../shared/form';
import { MarkEmailReadIcon } from '../../../shared/icons';
import { ResendVerification } from '../../../shared/resend-verification/resend-verification';
import { useCreateEnquiry } from '../api/create-enquiry';
import { useCreateLead } from '../api/create-lead';
import { useHydrated } from '../../../shared/use-hydrated';
import type { EnquiryValues, LeadValues } from './request-deal-rules';

export interface RequestDealFormProps {
  listingId: string;
  /** "Toyota Camry 2024", used in the default message */
  vehicle: string;
  /** The lease picked on the deal page: sent with the request so the dealer quotes that one. */
  choice?: LeaseChoice;
}

/** "Your lease: 36 months, 12,000 miles a year" above the send button. */
function ChoiceLine({ choice }: { choice?: LeaseChoice }) {
  const words = choice && leadChoiceText(choice);
  if (!words) return null;
  return (
    <Typography variant="body2" data-testid="request-choice">
      Your lease: <strong>{words}</strong>
    </Typography>
  );
}

// The forms' rules (zod) load with the first check, not with the deal page.
const loadRules = () => import('./request-deal-rules');
const leadResolver: Resolver<LeadValues> = async (...args) => (await loadRules()).leadResolver(...args);
const enquiryResolver: Resolver<EnquiryValues> = async (...args) => (await loadRules()).enquiryResolver(...args);

function Sent({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 1 }}>
      {title.startsWith('Check') ? (
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 48 }} />
      ) : (
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
      )}
      <Typography variant="h6" component="p" sx={{ fontWeight: 700, mt: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Under the form: a visitor is invited to sign in and send in one click; a signed-in dealer or
 * administrator (whose account cannot send enquiries) is told the request goes by email instead.
 */
function SignInInvite({ from }: { from: string }) {
  const signedIn = useAuthStore((s) => s.isAuthenticated && Boolean(s.user));
  if (signedIn)
    return (
      <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
        Dealer and administrator accounts cannot send enquiries: this request is confirmed by email.
      </Typography>
    );
  return (
    <Typography variant="caption" color="textSecondary" sx={{ textAlign: 'center' }}>
      Have an account?{' '}
      <Link component={RouterLink} to={paths.login.getHref(from)} state={{ from }}>
        Sign in
      </Link>{' '}
      to send it in one click.
    </Typography>
  );
}

/** Anonymous visitors (and non-consumer accounts): a lead confirmed by email. */
function LeadForm({ listingId, vehicle, choice }: RequestDealFormProps) {
  const location = useLocation();
  const createLead = useCreateLead();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const { register, handleSubmit, formState } = useForm<LeadValues>({
    resolver: leadResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      question: `I'm interested in the ${vehicle}. Is this deal still available?`,
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const picked = choice
        ? {
            termMonths: choice.termMonths,
            ...(choice.annualMileage > 0 ? { annualMileage: choice.annualMileage } : {}),
          }
        : {};
      await createLead.mutateAsync({ listingId, ...values, email: values.email.toLowerCase(), ...picked });
      setSentTo(values.email.toLowerCase());
    } catch {
      // Shown in place from createLead.error: the server message or "We could not send your request. Please try again."
    }
  });
  if (sentTo) {
    return (
      <Sent title="Check your email to confirm your request">
        We sent a confirmation link to <strong>{sentTo}</strong>. Once you confirm, the dealer receives your request and
        will contact you.
      </Sent>
    );
  }
  const err = formState.errors;
  const failure = createLead.error?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Request this deal"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          size="small"
          label="First name"
          autoComplete="given-name"
          {...muiField(register('firstName'))}
          error={Boolean(err.firstName)}
          helperText={err.firstName?.message}
        />
        <TextField
          size="small"
          label="Last name"
          autoComplete="family-name"
          {...muiField(register('lastName'))}
          error={Boolean(err.lastName)}
          helperText={err.lastName?.message}
        />
      </Box>
      <TextField
        size="small"
        label="Email"
        type="email"
        autoComplete="email"
        {...muiField(register('email'))}
        error={Boolean(err.email)}
        helperText={err.email?.message}
      />
      <TextField
        size="small"
        label="Phone"
        type="tel"
        autoComplete="tel"
        {...muiField(register('phone'))}
        error={Boolean(err.phone)}
        helperText={err.phone?.message}
      />
      <TextField
        size="small"
        label="Question"
        multiline
        minRows={3}
        {...muiField(register('question'))}
        error={Boolean(err.question)}
        helperText={err.question?.message}
      />
      <ChoiceLine choice={choice} />
      <SubmitButton submitting={formState.isSubmitting} />
      <SignInInvite from={location.pathname} />
    </Box>
  );
}

/** Signed-in consumers: an enquiry sent straight to the dealer. */
function EnquiryForm({ listingId, vehicle, choice }: RequestDealFormProps) {
  const user = useAuthStore((s) => s.user);
  const createEnquiry = useCreateEnquiry();
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<EnquiryValues>({
    resolver: enquiryResolver,
    defaultValues: {
      phoneNumber: user?.phone ?? '',
      message: `Hi, I'm interested in the ${vehicle}. Please contact me with more details.`,
    },
  });
  const onSubmit = handleSubmit(async ({ phoneNumber, message }) => {
    try {
      // An enquiry has no lease fields: the lease picked ends its message, so the dealer reads it.
      const words = choice && leadChoiceText(choice);
      const full = words ? `${message}\n\nLease: ${words}.` : message;
      await createEnquiry.mutateAsync({ listingId, message: full, ...(phoneNumber ? { phoneNumber } : {}) });
      setSent(true);
    } catch {
      // Shown in place from createEnquiry.error (a 403 says the consumer's email is not verified yet).
    }
  });
  if (sent) {
    return (
      <Sent title="Request sent">
        The dealer has your request and will contact you at <strong>{user?.email}</strong>.
      </Sent>
    );
  }
  const err = formState.errors;
  const failure = createEnquiry.error?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Request this deal"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      {failure && <Alert severity="warning">{failure}</Alert>}
      {failure && user && !user.isEmailVerified && <ResendVerification />}
      <Typography variant="body2" color="textSecondary">
        Signed in as <strong>{user?.email}</strong>
      </Typography>
      <TextField
        size="small"
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        {...muiField(register('phoneNumber'))}
        error={Boolean(err.phoneNumber)}
        helperText={err.phoneNumber?.message}
      />
      <TextField
        size="small"
        label="Message"
        multiline
        minRows={3}
        {...muiField(register('message'))}
        error={Boolean(err.message)}
        helperText={err.message?.message}
      />
      <ChoiceLine choice={choice} />
      <SubmitButton submitting={formState.isSubmitting} />
    </Box>
  );
}

/**
 * The form's button. On a server-rendered deal page it is enabled once the page has hydrated: a
 * press before that would submit the plain HTML form, a GET that puts the shopper's name, email
 * and phone in the address (and in server logs and history).
 */
function SubmitButton({ submitting }: { submitting: boolean }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" variant="contained" size="large" disabled={!hydrated || submitting}>
      {submitting ? 'Sending...' : 'Request this deal'}
    </Button>
  );
}

/** "Request this deal": an enquiry for a signed-in consumer, otherwise a lead. */
export function RequestDealForm(props: RequestDealFormProps) {
  const role = useAuthStore((s) => (s.isAuthenticated ? s.user?.role : undefined));
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Request this deal
      </Typography>
      {role === 'user' ? <EnquiryForm {...props} /> : <LeadForm {...props} />}
    </Box>
  );
}
