import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { homePathFor, sitePaths, useAuthStore } from 'shared-auth';
import { BrandLogo, FavoriteIcon, MenuIcon, NotificationsIcon, PersonIcon } from 'shared-ui';

// The account menu and the navigation sheet only open on a press: their chunks load when the
// button is first pointed at, focused or pressed, and stay mounted after (closing transitions).
const loadAccountMenu = () => import('./account-menu');
const loadNavDrawer = () => import('./nav-drawer');
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
const NavDrawer = lazy(() => loadNavDrawer().then((m) => ({ default: m.NavDrawer })));
const warm = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load(),
  onFocus: () => void load(),
  onTouchStart: () => void load(),
});

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

/**
 * The signed-in visitor's initial in a circle (MUI's Avatar without its picture handling, which
 * a letter does not need: the public pages' first visit does not load it).
 */
function Initial({ name }: { name: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 30,
        height: 30,
        borderRadius: '50%',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 14,
        lineHeight: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {name.charAt(0).toUpperCase()}
    </Box>
  );
}

function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const area = user.role === 'admin' || user.role === 'dealer' ? homePathFor(user) : undefined;
  return (
    <>
      <Button
        color="inherit"
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        {...warm(loadAccountMenu)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={`Account menu for ${user.firstName}`}
        startIcon={<Initial name={user.firstName} />}
        sx={{ fontWeight: 600 }}
      >
        {user.firstName}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenu
            user={user}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            consumerItems={CONSUMER_MENU}
            area={area}
          />
        </Suspense>
      )}
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
  const [drawerOpened, setDrawerOpened] = useState(false);
  const authButtons = isAuthenticated ? (
    <UserMenu />
  ) : (
    <Stack direction="row" sx={{ gap: 1, [PHONE]: { gap: 0.5 } }}>
      <Button
        component={RouterLink}
        to={sitePaths.login()}
        color="inherit"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...phoneButton }}
      >
        Sign in
      </Button>
      <Button
        component={RouterLink}
        to={sitePaths.register()}
        variant="contained"
        sx={{ whiteSpace: 'nowrap', ...phoneButton }}
      >
        Sign up
      </Button>
    </Stack>
  );
  return (
    <AppBar
      position="sticky"
      sx={{ bgcolor: 'rgba(255,255,255,0.92)', backdropFilter: 'blur(8px)', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64, md: 72 } }}>
          <IconButton
            edge="start"
            aria-label="Open navigation"
            onClick={() => {
              setDrawer(true);
              setDrawerOpened(true);
            }}
            {...warm(loadNavDrawer)}
            sx={{ [WIDE]: { display: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link component={RouterLink} to="/" underline="none" aria-label="LeaseMarket home" sx={{ display: 'flex' }}>
            <Box sx={{ display: 'flex', [COMPACT]: { display: 'none' } }}>
              <BrandLogo size="medium" />
            </Box>
            <Box sx={{ display: 'flex', [WIDE]: { display: 'none' } }}>
              <BrandLogo size="small" />
            </Box>
          </Link>
          <Box
            component="nav"
            aria-label="Main"
            sx={{ display: 'flex', gap: 0.5, ml: 3, flex: 1, [COMPACT]: { display: 'none' } }}
          >
            {PUBLIC_NAV.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end={item.to === '/'}
                color="inherit"
                sx={{
                  fontWeight: 500,
                  color: 'text.secondary',
                  '&.active': { color: 'primary.main', fontWeight: 700 },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ ml: 'auto' }}>{authButtons}</Box>
        </Toolbar>
      </Container>
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawer} onClose={() => setDrawer(false)} items={PUBLIC_NAV} />
        </Suspense>
      )}
    </AppBar>
  );
}

export function PublicFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0b1530', color: 'rgba(255,255,255,0.82)', mt: 'auto' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            gap: { xs: 4, md: 8 },
            justifyContent: 'space-between',
          }}
        >
          <Box sx={{ maxWidth: 380 }}>
            <BrandLogo inverted />
            <Typography sx={{ mt: 2, color: 'rgba(255,255,255,0.75)' }}>{FOOTER_TAGLINE}</Typography>
          </Box>
          <Box
            component="nav"
            aria-label="Footer"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, auto)' },
              columnGap: 5,
              rowGap: 1.5,
            }}
          >
            {FOOTER_LINKS.map((item) => (
              <Link
                key={item.to}
                component={RouterLink}
                to={item.to}
                underline="hover"
                sx={{ color: 'rgba(255,255,255,0.85)', fontWeight: 500 }}
              >
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
