import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
  icon?: ReactNode;
}

/** The centred card of the account pages. */
export function AuthCard({ title, subtitle, children, maxWidth = 460, icon }: AuthCardProps) {
  return (
    <Box
      sx={{
        py: { xs: 4, md: 8 },
        px: 2,
        background: 'linear-gradient(180deg, #f3f6fb 0%, #ffffff 100%)',
        minHeight: { md: '70vh' },
      }}
    >
      <Container disableGutters sx={{ maxWidth: `${maxWidth}px !important` }}>
        <Paper
          elevation={0}
          sx={{
            p: { xs: 3, sm: 4 },
            borderRadius: 1.5,
            border: '1px solid',
            borderColor: 'divider',
            boxShadow: '0 10px 40px rgba(15, 23, 42, 0.08)',
          }}
        >
          {icon && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{icon}</Box>}
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '1.9rem' }, textAlign: icon ? 'center' : 'left' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="textSecondary" sx={{ mt: 1, textAlign: icon ? 'center' : 'left' }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
      </Container>
    </Box>
  );
}

/** The centred "Back to sign in" link under the account forms. */
export function BackToSignInLink() {
  return (
    <Typography variant="body2" sx={{ textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.login.getHref()}>
        Back to sign in
      </Link>
    </Typography>
  );
}
