import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { notify } from 'shared-auth';
import { PASSWORD_MIN_LENGTH } from 'shared-contracts';
import { PasswordField, useChangePassword } from 'shared-ui';
import { z } from 'zod';
import { muiField } from '../../../shared/form';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'),
    confirmNewPassword: z.string().min(1, 'Confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, {
    message: 'Passwords do not match',
    path: ['confirmNewPassword'],
  });
type Values = z.infer<typeof changePasswordSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Current, new and confirm; cleared after a successful change. */
export function ChangePasswordForm() {
  const changePassword = useChangePassword({ redirect: false, fallback: 'Failed to change password' });
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setDone(false);
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      setDone(true);
      notify('Password changed successfully!', 'success');
    } catch {
      // Shown in place from changePassword.error: the server message or "Failed to change password".
    }
  });

  const err = formState.errors;
  const failure = changePassword.error?.message;
  return (
    <Paper
      component="section"
      aria-label="Change password"
      variant="outlined"
      sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 1.5 }}
    >
      <Typography variant="h5" component="h2">
        Change password
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ mt: 3, display: 'grid', gap: 2, maxWidth: 480 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {done && <Alert severity="success">Password changed successfully!</Alert>}
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          {...muiField(register('currentPassword'))}
          error={Boolean(err.currentPassword)}
          helperText={err.currentPassword?.message}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...muiField(register('newPassword'))}
          error={Boolean(err.newPassword)}
          helperText={err.newPassword?.message}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...muiField(register('confirmNewPassword'))}
          error={Boolean(err.confirmNewPassword)}
          helperText={err.confirmNewPassword?.message}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: 'start', minWidth: 200 }}
        >
          {formState.isSubmitting ? 'Saving...' : 'Change password'}
        </Button>
      </Box>
    </Paper>
  );
}
