import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../shared/auth-card';
import { LoginForm } from './login-form';

/** /login */
export function LoginPage() {
  return (
    <AuthCard title="Sign in" subtitle="Welcome back. Sign in to request deals and manage your account.">
      <LoginForm
        footer={
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Typography variant="body2" color="textSecondary">
              New here?{' '}
              <Link component={RouterLink} to={paths.register.getHref()}>
                Create an account
              </Link>
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography variant="body2" color="textSecondary">
              Are you a dealer?{' '}
              <Link component={RouterLink} to={paths.dealerLogin.getHref()}>
                Dealer sign in
              </Link>
            </Typography>
          </Box>
        }
      />
    </AuthCard>
  );
}

/** /dealer/login: the same sign-in with dealer copy. */
export function DealerLoginPage() {
  return (
    <AuthCard
      title="Dealer sign in"
      subtitle="Manage your listings, leads and subscription from your dealer dashboard."
    >
      <LoginForm
        footer={
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Typography variant="body2" color="textSecondary">
              Not listing with us yet?{' '}
              <Link component={RouterLink} to={paths.landing.getHref()}>
                Join free for your first month
              </Link>
            </Typography>
          </Box>
        }
      />
    </AuthCard>
  );
}
