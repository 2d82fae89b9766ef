import { Link as RouterLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrandLogo, MailIcon, PhoneIcon } from 'shared-ui';

const signUp = (medium: 'header' | 'footer') =>
  `/register?user_type=dealer&utm_source=landing&utm_medium=${medium}&utm_campaign=free_month`;

/** Sales contact shown on the dealer landing page (decided values, see docs/decisions.md). */
const SALES_CONTACT = {
  email: 'sales@leasemarket.example',
  phone: '+1 (800) 555-0142',
  hours: 'Mon-Fri, 9am-6pm ET',
};

/** The dealer landing page's own layout: a slim header and a call-to-action footer. */
export function LandingLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar
        position="sticky"
        sx={{ bgcolor: 'rgba(255,255,255,0.94)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 } }}>
            <Link component={RouterLink} to="/" underline="none" aria-label="LeaseMarket home" sx={{ display: 'flex' }}>
              <BrandLogo />
            </Link>
            <Button component={RouterLink} to={signUp('header')} variant="contained" sx={{ ml: 'auto' }}>
              Start Free Month
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ bgcolor: '#0b1530', color: '#fff', textAlign: 'center' }}>
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 9 } }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            Ready to See the Results for Yourself?
          </Typography>
          <Typography sx={{ mt: 1.5, color: 'rgba(255,255,255,0.75)' }}>
            Your first month is free. No contract, cancel anytime.
          </Typography>
          <Button component={RouterLink} to={signUp('footer')} variant="contained" size="large" sx={{ mt: 4, px: 4 }}>
            Start Your Free Month Now
          </Button>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1.5, sm: 4 }}
            sx={{ justifyContent: 'center', alignItems: 'center', mt: 5, color: 'rgba(255,255,255,0.85)' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <MailIcon fontSize="small" />
              <Link href={`mailto:${SALES_CONTACT.email}`} sx={{ color: 'inherit' }}>
                {SALES_CONTACT.email}
              </Link>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <PhoneIcon fontSize="small" />
              <Link href={`tel:${SALES_CONTACT.phone.replace(/[^+\d]/g, '')}`} sx={{ color: 'inherit' }}>
                {SALES_CONTACT.phone}
              </Link>
            </Box>
            <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.6)' }}>
              {SALES_CONTACT.hours}
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
