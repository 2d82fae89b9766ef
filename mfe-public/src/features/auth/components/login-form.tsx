import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { afterLoginPath, authErrorMessage, loginRedirectTarget, useAuthStore } from 'shared-auth';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { muiField } from '../../../shared/form';
import { PasswordField } from 'shared-ui';

const schema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  password: z.string().min(1, 'Password is required'),
});
type LoginValues = z.infer<typeof schema>;

export interface LoginFormProps {
  /** Footer links under the form. */
  footer?: React.ReactNode;
}

/** Email + password, "Sign in"; routes by role on success. */
export function LoginForm({ footer }: LoginFormProps) {
  const login = useAuthStore((s) => s.login);
  const error = useAuthStore((s) => s.error);
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const user = await login(email.toLowerCase(), password);
    if (user) navigate(afterLoginPath(user, loginRedirectTarget(location)), { replace: true });
  });

  const message = formState.isSubmitted && !formState.isSubmitting ? authErrorMessage(error) : undefined;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
      {message && <Alert severity="error">{message}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...muiField(register('email'))}
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        {...muiField(register('password'))}
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
        <Link component={RouterLink} to={paths.forgotPassword.getHref()} variant="body2">
          Forgot password?
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Signing in...' : 'Sign in'}
      </Button>
      {footer}
    </Box>
  );
}
