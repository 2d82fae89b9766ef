import { useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, Outlet, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { homePathFor, sitePaths, useAuthStore } from 'shared-auth';
import { BrandLogo, CloseIcon, DashboardIcon, FavoriteIcon, LogoutIcon, MenuIcon, NotificationsIcon, PersonIcon } from 'shared-ui';
import { SignOutDialog } from '../components/sign-out-dialog';

export const PUBLIC_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Browse lease deals now', to: '/listings' },
  { label: 'About', to: '/about' },
  { label: 'How it works', to: '/how-it-works' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Contact', to: '/contact' },
] as const;

export const FOOTER_LINKS = [
  { label: 'Browse Cars', to: '/listings' },
  { label: 'Lease Offers', to: '/lease-offers' },
  { label: 'Dealer Login', to: sitePaths.dealerLogin() },
  { label: 'Partner with Us', to: '/partner' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
] as const;

export const FOOTER_TAGLINE = 'Drive the best, pay the least. Transparent car leasing made easy.';

/** The consumer's own pages in the account menu. */
export const CONSUMER_MENU = [
  { label: 'My profile', to: sitePaths.userProfile(), Icon: PersonIcon },
  { label: 'Favourites', to: sitePaths.userFavourites(), Icon: FavoriteIcon },
  { label: 'Saved searches', to: sitePaths.userSavedSearches(), Icon: NotificationsIcon },
] as const;

function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (!user) return null;
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const area = user.role === 'admin' || user.role === 'dealer' ? homePathFor(user) : undefined;
  return (
    <>
      <Button
        color="inherit"
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={`Account menu for ${user.firstName}`}
        startIcon={<Avatar sx={{ width: 30, height: 30, fontSize: 14, bgcolor: 'primary.main' }}>{user.firstName.charAt(0).toUpperCase()}</Avatar>}
        sx={{ fontWeight: 600 }}
      >
        {user.firstName}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ px: 2, py: 1.25, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
          <Typography variant="body2" color="text.secondary">{user.email}</Typography>
        </Box>
        <Divider />
        {user.role === 'user' && CONSUMER_MENU.map(({ label, to, Icon }) => (
          <MenuItem key={to} onClick={() => { setAnchor(null); navigate(to); }}>
            <Icon fontSize="small" sx={{ mr: 1.5 }} /> {label}
          </MenuItem>
        ))}
        {area && (
          <MenuItem onClick={() => { setAnchor(null); navigate(area); }}>
            <DashboardIcon fontSize="small" sx={{ mr: 1.5 }} /> Dashboard
          </MenuItem>
        )}
        <MenuItem onClick={() => { setAnchor(null); setConfirming(true); }}>
          <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} /> Sign out
        </MenuItem>
      </Menu>
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

// The header's layout follows the window by CSS, not by JavaScript, so the server-rendered
// header is already the right one and hydration matches at any width.
const COMPACT = '@media (max-width:1100px)';
const WIDE = '@media (min-width:1101px)';
const PHONE = '@media (max-width:640px)';
const phoneButton = { [PHONE]: { minWidth: 0, px: 1.25, py: '4px', fontSize: '0.8125rem' } };

function PublicHeader() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated && Boolean(s.user));
  const [drawer, setDrawer] = useState(false);
  const authButtons = isAuthenticated ? <UserMenu /> : (
    <Stack direction="row" sx={{ gap: 1, [PHONE]: { gap: 0.5 } }}>
      <Button component={RouterLink} to={sitePaths.login()} color="inherit" sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...phoneButton }}>Sign in</Button>
      <Button component={RouterLink} to={sitePaths.register()} variant="contained" sx={{ whiteSpace: 'nowrap', ...phoneButton }}>Sign up</Button>
    </Stack>
  );
  return (
    <AppBar position="sticky" sx={{ bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64, md: 72 } }}>
          <IconButton edge="start" aria-label="Open navigation" onClick={() => setDrawer(true)} sx={{ [WIDE]: { display: 'none' } }}><MenuIcon /></IconButton>
          <Link component={RouterLink} to="/" underline="none" aria-label="LeaseMarket home" sx={{ display: 'flex' }}>
            <Box sx={{ display: 'flex', [COMPACT]: { display: 'none' } }}><BrandLogo size="medium" /></Box>
            <Box sx={{ display: 'flex', [WIDE]: { display: 'none' } }}><BrandLogo size="small" /></Box>
          </Link>
          <Box component="nav" aria-label="Main" sx={{ display: 'flex', gap: 0.5, ml: 3, flex: 1, [COMPACT]: { display: 'none' } }}>
            {PUBLIC_NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                color="inherit"
                sx={{ fontWeight: 500, color: 'text.secondary', '&.active': { color: 'primary.main', fontWeight: 700 } }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: 'auto' }}>{authButtons}</Box>
        </Toolbar>
      </Container>
      <Drawer open={drawer} onClose={() => setDrawer(false)}>
        <Box sx={{ width: 280, p: 2 }} role="presentation">
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <BrandLogo size="small" />
            <IconButton aria-label="Close navigation" onClick={() => setDrawer(false)}><CloseIcon /></IconButton>
          </Box>
          <List component="nav" aria-label="Main">
            {PUBLIC_NAV.map((item) => (
              <ListItemButton key={item.to} component={NavLink} to={item.to} end={item.to === '/'} onClick={() => setDrawer(false)} sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1530', color: 'rgba(255,255,255,0.82)', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 4, md: 8 }, justifyContent: 'space-between' }}>
          <Box sx={{ maxWidth: 380 }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.75)' }}>{FOOTER_TAGLINE}</Typography>
          </Box>
          <Box component="nav" aria-label="Footer" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, auto)' }, columnGap: 5, rowGap: 1.5 }}>
            {FOOTER_LINKS.map((item) => (
              <Link key={item.to} component={RouterLink} to={item.to} underline="hover" sx={{ color: 'rgba(255,255,255,0.85)', fontWeight: 500 }}>
                {item.label}
              </Link>
            ))}
          </Box>
        </Box>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.12)', my: 4 }} />
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.55)' }}>
          © {new Date().getFullYear()} LeaseMarket. All rights reserved.
        </Typography>
      </Container>
    </Box>
  );
}

/** Header, page body and footer of every public page. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
}
