import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authErrorMessage, useAuthStore } from 'shared-auth';
import { passwordProblem } from 'shared-contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../shared/auth-card';
import { muiField } from '../../../shared/form';
import { CheckCircleIcon } from 'shared-ui';
import { PasswordField } from 'shared-ui';
import { dealerRegistrationBody, type DealerSignUpValues } from '../api/dealer-registration';

const required = (label: string, max = 120) => z.string().trim().min(1, `${label} is required`).max(max);
const schema = z.object({
  firstName: required('First name', 80),
  lastName: required('Last name', 80),
  dealershipName: required('Dealership name'),
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  password: z.string().superRefine((v, ctx) => {
    const problem = passwordProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  phoneNumber: required('Phone number', 30),
  address: required('Address', 200),
  city: required('City', 80),
  state: required('State', 60),
  zipCode: required('Zip code', 12),
  website: z.string().trim().max(200),
  termsAgreement: z.boolean().refine((v) => v, 'You must agree to the terms'),
});

const FIELDS: Array<{
  name: Exclude<keyof DealerSignUpValues, 'termsAgreement' | 'password'>;
  label: string;
  autoComplete?: string;
  type?: string;
  helper?: string;
  half?: boolean;
}> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', half: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', half: true },
  { name: 'dealershipName', label: 'Dealership name', autoComplete: 'organization' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', half: true },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    autoComplete: 'tel',
    type: 'tel',
    half: true,
    helper: 'Include your country code, e.g. +1 555 123 4567',
  },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2', half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', half: true },
  { name: 'zipCode', label: 'Zip code', autoComplete: 'postal-code', half: true },
  { name: 'website', label: 'Website (optional)', autoComplete: 'url', type: 'url', half: true },
];

/** Dealership sign-up (/register?user_type=dealer&utm_...). */
export function DealerSignUp() {
  const [query] = useSearchParams();
  const registerDealer = useAuthStore((s) => s.registerDealer);
  const [done, setDone] = useState<{ email: string } | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const { register, handleSubmit, control, setError, formState } = useForm<DealerSignUpValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      dealershipName: '',
      email: '',
      password: '',
      phoneNumber: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
      website: '',
      termsAgreement: false,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const body = dealerRegistrationBody(values, query);
    const result = await registerDealer(body);
    if (result) {
      setDone({ email: body.email });
      return;
    }
    const error = useAuthStore.getState().error;
    setFailure(authErrorMessage(error) ?? 'Registration failed');
    if (error && typeof error === 'object') {
      for (const item of error.errors ?? []) {
        const field = item.path.split('.')[0] as keyof DealerSignUpValues;
        if (field in values) setError(field, { message: item.message });
      }
    }
  });

  if (done) {
    return (
      <AuthCard title="Check your email" icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}>
        <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
          We sent an email to <strong>{done.email}</strong>. Open the link in it to verify your email address.
        </Typography>
        <Alert severity="info" sx={{ mt: 2 }}>
          Your dealership account is then awaiting admin approval: you will get an email as soon as it is approved.
        </Alert>
        <Button
          component={RouterLink}
          to={paths.dealerLogin.getHref()}
          variant="contained"
          size="large"
          fullWidth
          sx={{ mt: 3 }}
        >
          Go to dealer sign in
        </Button>
      </AuthCard>
    );
  }

  const err = formState.errors;
  return (
    <AuthCard
      maxWidth={720}
      title="Create your dealership account"
      subtitle="First month free, no contract, cancel anytime. Your account is reviewed by our team before your listings go live."
    >
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {failure && (
          <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
            {failure}
          </Alert>
        )}
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            {...muiField(register(f.name))}
            error={Boolean(err[f.name])}
            helperText={err[f.name]?.message ?? f.helper}
            sx={{ gridColumn: f.half ? 'auto' : '1 / -1' }}
          />
        ))}
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...muiField(register('password'))}
          error={Boolean(err.password)}
          helperText={
            err.password?.message ??
            'At least 8 characters with upper and lower case letters, a number and a special character.'
          }
          sx={{ gridColumn: '1 / -1' }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            name="termsAgreement"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(e) => field.onChange(e.target.checked)}
                    name={field.name}
                  />
                }
                label={
                  <span>
                    I agree to the{' '}
                    <Link component={RouterLink} to={paths.terms.getHref()} target="_blank" rel="noopener">
                      Terms and Conditions
                    </Link>
                  </span>
                }
              />
            )}
          />
          {err.termsAgreement && <FormHelperText error>{err.termsAgreement.message}</FormHelperText>}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ gridColumn: '1 / -1' }}
        >
          {formState.isSubmitting ? 'Creating account...' : 'Create dealership account'}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ gridColumn: '1 / -1', textAlign: 'center' }}>
          Already listing with us?{' '}
          <Link component={RouterLink} to={paths.dealerLogin.getHref()}>
            Dealer sign in
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
