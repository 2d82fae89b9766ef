import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from 'shared-auth';
import { passwordProblem, PASSWORD_RULES } from 'shared-contracts';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { AuthCard, BackToSignInLink } from '../../../shared/auth-card';
import { muiField } from '../../../shared/form';
import { CheckCircleIcon } from 'shared-ui';
import { PasswordField } from 'shared-ui';
import { useResetPassword } from '../api/reset-password';

/** New password rules (each with its own message) and the confirmation rules of spec 1 section 5. */
export const resetPasswordSchema = z
  .object({
    newPassword: z.string().superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    confirmPassword: z.string().min(1, 'Confirm Password is required'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });
type ResetValues = z.infer<typeof resetPasswordSchema>;

/** Short labels of the rule checklist (the error messages stay the rules' own). */
const RULE_HINTS = [
  'At least 8 characters',
  'A lowercase letter',
  'An uppercase letter',
  'A number',
  'A special character',
];

export const INVALID_TOKEN = 'Invalid or missing token!';

/** /reset-password?token=... */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | undefined>(token ? undefined : INVALID_TOKEN);
  const { register, handleSubmit, watch, formState } = useForm<ResetValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = watch('newPassword');
  const confirmPassword = watch('confirmPassword');

  const onSubmit = handleSubmit(async (values) => {
    if (!token) {
      setFailure(INVALID_TOKEN);
      notify(INVALID_TOKEN, 'error');
      return;
    }
    setFailure(undefined);
    try {
      const body = await resetPassword.mutateAsync({ token, ...values });
      notify(body.message || 'Password reset successfully!', 'success');
      navigate(paths.login.getHref(), { replace: true });
    } catch (error) {
      // Toasted by the shared handler and shown in place: the server message, or "Failed to reset password".
      setFailure((error as Error).message);
    }
  });

  const busy = formState.isSubmitting;
  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password for your account.">
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          {...muiField(register('newPassword'))}
          error={Boolean(formState.errors.newPassword)}
          helperText={formState.errors.newPassword?.message}
        />
        <Box
          component="ul"
          aria-label="Password requirements"
          sx={{
            m: 0,
            mt: -1,
            pl: 0,
            listStyle: 'none',
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            gap: 0.5,
          }}
        >
          {PASSWORD_RULES.map((rule, i) => {
            const ok = rule.test(newPassword);
            return (
              <Typography
                key={rule.message}
                component="li"
                variant="caption"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: ok ? 'success.main' : 'text.secondary' }}
              >
                <CheckCircleIcon sx={{ fontSize: 16, opacity: ok ? 1 : 0.3 }} />
                {RULE_HINTS[i] ?? rule.message}
              </Typography>
            );
          })}
        </Box>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          {...muiField(register('confirmPassword'))}
          error={Boolean(formState.errors.confirmPassword)}
          helperText={formState.errors.confirmPassword?.message}
        />
        <Button type="submit" variant="contained" size="large" disabled={!newPassword || !confirmPassword || busy}>
          {busy ? 'Resetting password...' : 'Reset Password'}
        </Button>
        <BackToSignInLink />
      </Box>
    </AuthCard>
  );
}
