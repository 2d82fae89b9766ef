import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { authErrorMessage, useAuthStore } from 'shared-auth';
import { passwordProblem } from 'shared-contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../shared/auth-card';
import { muiField } from '../../../shared/form';
import { MarkEmailReadIcon } from '../../../shared/icons';
import { PasswordField } from 'shared-ui';

const schema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(80),
    lastName: z.string().trim().min(1, 'Last name is required').max(80),
    email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
    password: z.string().superRefine((v, ctx) => {
      const problem = passwordProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type Values = z.infer<typeof schema>;

/**
 * Consumer sign-up (role consumer); on success "Check your email": the answer is the same whether
 * or not the email already had an account (its owner is mailed instead), so nobody is signed in
 * here; the new account verifies its email and signs in.
 */
export function ConsumerSignUp() {
  const registerUser = useAuthStore((s) => s.register);
  const error = useAuthStore((s) => s.error);
  const [registered, setRegistered] = useState<string | undefined>(undefined);
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmPassword: _c, ...values }) => {
    const email = values.email.toLowerCase();
    if (await registerUser({ ...values, email })) setRegistered(email);
  });

  if (registered) {
    return (
      <AuthCard title="Check your email" icon={<MarkEmailReadIcon color="primary" sx={{ fontSize: 56 }} />}>
        <Typography color="textSecondary" sx={{ textAlign: 'center' }}>
          We sent an email to <strong>{registered}</strong>. Open the link in it to verify your email address, then sign
          in to request deals.
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, mt: 3 }}>
          <Button component={RouterLink} to={paths.login.getHref()} variant="contained" size="large">
            Go to sign in
          </Button>
          <Button component={RouterLink} to={paths.listings.getHref()} size="large">
            Browse lease deals
          </Button>
        </Box>
      </AuthCard>
    );
  }

  const message = formState.isSubmitted && !formState.isSubmitting ? authErrorMessage(error) : undefined;
  const err = formState.errors;
  return (
    <AuthCard
      title="Create your account"
      subtitle="Save time on your next lease: request deals from dealers in one click."
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {message && <Alert severity="error">{message}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            {...muiField(register('firstName'))}
            error={Boolean(err.firstName)}
            helperText={err.firstName?.message}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            {...muiField(register('lastName'))}
            error={Boolean(err.lastName)}
            helperText={err.lastName?.message}
          />
        </Box>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...muiField(register('email'))}
          error={Boolean(err.email)}
          helperText={err.email?.message}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...muiField(register('password'))}
          error={Boolean(err.password)}
          helperText={
            err.password?.message ??
            'At least 8 characters with upper and lower case letters, a number and a special character.'
          }
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...muiField(register('confirmPassword'))}
          error={Boolean(err.confirmPassword)}
          helperText={err.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Already have an account?{' '}
          <Link component={RouterLink} to={paths.login.getHref()}>
            Sign in
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
          Are you a dealer?{' '}
          <Link component={RouterLink} to={paths.landing.getHref()}>
            List your cars with us
          </Link>
        </Typography>
      </Box>
    </AuthCard>
  );
}
