import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { homePathFor, useAuthStore } from 'shared-auth';
import { BlockIcon, LockIcon } from 'shared-ui';
import { paths } from '../../../config/paths';

export interface AccessDeniedPageProps {
  kind: 'unauthorized' | 'forbidden';
}

/** /unauthorized (wrong role) and /forbidden (the API refused). */
export function AccessDeniedPage({ kind }: AccessDeniedPageProps) {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  const home = user ? homePathFor(user) : paths.home.getHref();
  const title = kind === 'unauthorized' ? 'Unauthorized' : 'Access forbidden';
  const text =
    kind === 'unauthorized'
      ? 'Your account does not have access to this page. Sign in with another account or head back home.'
      : 'You do not have permission to do that. If you think this is a mistake, contact us.';
  const Icon = kind === 'unauthorized' ? LockIcon : BlockIcon;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(220, 38, 38, 0.08)',
          color: 'error.main',
        }}
      >
        <Icon sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h3" component="h1" sx={{ mt: 3, fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1.5 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mt: 4, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={home} variant="contained" size="large">
          Go home
        </Button>
        {!user && (
          <Button component={RouterLink} to={paths.login.getHref()} variant="outlined" size="large">
            Sign in
          </Button>
        )}
        {kind === 'forbidden' && (
          <Button component={RouterLink} to={paths.contact.getHref()} size="large">
            Contact us
          </Button>
        )}
      </Box>
    </Container>
  );
}
