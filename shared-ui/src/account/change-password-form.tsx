import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { notify } from 'shared-auth';
import { changePasswordBodySchema, PASSWORD_MIN_LENGTH, type EndpointBody, type endpoints } from 'shared-contracts';
import { useChangePassword } from '../api/change-password';
import { CheckCircleIcon, ErrorIcon, LockIcon } from '../icons';
import { PasswordField } from '../password-field';

/** How long "Saved!" or the error state stays on the button (spec 2 section 9). */
export const STATUS_TIMEOUT_MS = 3000;

type Values = EndpointBody<typeof endpoints.auth.changePassword>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

type Status = 'idle' | 'saving' | 'saved' | 'error';

function field<N extends string>({ ref, ...rest }: UseFormRegisterReturn<N>) {
  return { ...rest, inputRef: ref };
}

/**
 * Change Password (dealer and admin settings): current, new and confirm (each with show/hide),
 * the server's rules and messages; the button reads Saving..., then Saved! or the error state
 * for 3 s; the outcome is toasted ("Password changed successfully!" or the server message).
 */
export function ChangePasswordForm() {
  const changePassword = useChangePassword({ fallback: '' });
  const [status, setStatus] = useState<Status>('idle');
  const {
    register,
    handleSubmit,
    formState: { errors },
    reset,
  } = useForm<Values>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: EMPTY });

  useEffect(() => {
    if (status !== 'saved' && status !== 'error') return undefined;
    const id = setTimeout(() => setStatus('idle'), STATUS_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, [status]);

  const onSubmit = handleSubmit(async (values) => {
    setStatus('saving');
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      setStatus('saved');
      notify('Password changed successfully!', 'success');
    } catch (error) {
      setStatus('error');
      const message = error instanceof Error ? error.message : '';
      if (message) notify(message, 'error');
    }
  });

  const label = { idle: 'Update Password', saving: 'Saving...', saved: 'Saved!', error: 'Not saved' }[status];
  const icon = {
    idle: <LockIcon />,
    saving: <CircularProgress size={16} color="inherit" />,
    saved: <CheckCircleIcon />,
    error: <ErrorIcon />,
  }[status];
  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Change Password"
      sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}
    >
      <PasswordField
        label="Current Password"
        autoComplete="current-password"
        {...field(register('currentPassword'))}
        error={Boolean(errors.currentPassword)}
        helperText={errors.currentPassword?.message}
      />
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        {...field(register('newPassword'))}
        error={Boolean(errors.newPassword)}
        helperText={errors.newPassword?.message ?? `At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        {...field(register('confirmNewPassword'))}
        error={Boolean(errors.confirmNewPassword)}
        helperText={errors.confirmNewPassword?.message}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        color={status === 'saved' ? 'success' : status === 'error' ? 'error' : 'primary'}
        disabled={status === 'saving'}
        startIcon={icon}
        aria-live="polite"
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, minWidth: 200 }}
      >
        {label}
      </Button>
    </Box>
  );
}
