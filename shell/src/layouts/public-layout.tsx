import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { Link as RouterLink, NavLink, Outlet } from 'react-router-dom';
import { styled } from '@mui/material/styles';
import { homePathFor, sitePaths, useAuthStore } from 'shared-auth';
import { BrandLogo, FavoriteIcon, NotificationsIcon, PersonIcon } from 'shared-ui';
import { PublicLinks } from './public-links';

// The public header and footer are plain elements styled from the theme, not MUI components:
// they are on every public first visit, and the public remote brings its own copy of MUI's
// components, so drawing them with MUI's would download those components twice (docs/decisions.md).

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

const FOOTER_TAGLINE = 'Drive the best, pay the least. Transparent car leasing made easy.';

/** The consumer's own pages in the account menu. */
const CONSUMER_MENU = [
  { label: 'My profile', to: sitePaths.userProfile(), Icon: PersonIcon },
  { label: 'Favorites', to: sitePaths.userFavourites(), Icon: FavoriteIcon },
  { label: 'Saved searches', to: sitePaths.userSavedSearches(), Icon: NotificationsIcon },
] as const;

// The header's layout follows the window by CSS, not by JavaScript, so the server-rendered
// header is already the right one and hydration matches at any width.
const COMPACT = '@media (max-width:1100px)';
const WIDE = '@media (min-width:1101px)';
const PHONE = '@media (max-width:640px)';

/** The page width of MUI's Container maxWidth="lg", with its gutters. */
const Container = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: theme.breakpoints.values.lg,
  marginInline: 'auto',
  paddingInline: theme.spacing(2),
  [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
}));

const Header = styled('header')(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.appBar,
  backgroundColor: 'rgba(255,255,255,0.92)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.primary,
}));

const Bar = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 64,
  [theme.breakpoints.up('sm')]: { gap: theme.spacing(2) },
  [theme.breakpoints.up('md')]: { minHeight: 72 },
}));

/** A text button of the header (MUI's Button, text variant, in the theme's button type). */
const buttonBase = (theme: import('@mui/material/styles').Theme) => ({
  ...theme.typography.button,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(1),
  minWidth: 64,
  padding: '6px 18px',
  border: 0,
  borderRadius: 10,
  background: 'none',
  color: 'inherit',
  fontWeight: 600,
  lineHeight: 1.75,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  transition: theme.transitions.create(['background-color', 'color'], { duration: theme.transitions.duration.short }),
  '&:hover': { backgroundColor: 'rgba(15, 23, 42, 0.04)' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  [PHONE]: { minWidth: 0, padding: '4px 10px', fontSize: '0.8125rem' },
});

const TextButton = styled('button')(({ theme }) => buttonBase(theme));
const TextLink = styled(RouterLink)(({ theme }) => buttonBase(theme));
const ContainedLink = styled(RouterLink)(({ theme }) => ({
  ...buttonBase(theme),
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  '&:hover': { backgroundColor: theme.palette.primary.dark },
}));

const NavItem = styled(NavLink)(({ theme }) => ({
  ...buttonBase(theme),
  fontWeight: 500,
  color: theme.palette.text.secondary,
  '&.active': { color: theme.palette.primary.main, fontWeight: 700 },
}));

const MenuButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 8,
  marginLeft: -12,
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: theme.palette.action.active,
  fontSize: '1.5rem',
  cursor: 'pointer',
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
  [WIDE]: { display: 'none' },
}));

const OnlyWide = styled('span')({ display: 'flex', [COMPACT]: { display: 'none' } });
const OnlyCompact = styled('span')({ display: 'flex', [WIDE]: { display: 'none' } });

const MainNav = styled('nav')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  marginLeft: theme.spacing(3),
  flex: 1,
  [COMPACT]: { display: 'none' },
}));

const AuthButtons = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  marginLeft: 'auto',
  [PHONE]: { gap: theme.spacing(0.5) },
}));

/** The signed-in visitor's initial in a circle. */
const Initial = styled('span')(({ theme }) => ({
  width: 30,
  height: 30,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 14,
  lineHeight: 1,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
}));

function UserMenu() {
  const user = useAuthStore((s) => s.user);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!user) return null;
  const area = user.role === 'admin' || user.role === 'dealer' ? homePathFor(user) : undefined;
  return (
    <>
      <TextButton
        type="button"
        onClick={(e: MouseEvent<HTMLElement>) => {
          setAnchor(e.currentTarget);
          setOpened(true);
        }}
        {...warm(loadAccountMenu)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-label={`Account menu for ${user.firstName}`}
      >
        <Initial aria-hidden>{user.firstName.charAt(0).toUpperCase()}</Initial>
        {user.firstName}
      </TextButton>
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

/** The header's main links (the public remote's route manifest). */
function HeaderLinks() {
  return (
    <PublicLinks which="header">
      {(links) =>
        links.map((item) => (
          <NavItem key={item.to} to={item.to} end={item.to === '/'}>
            {item.label}
          </NavItem>
        ))
      }
    </PublicLinks>
  );
}

function PublicHeader() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated && Boolean(s.user));
  const [drawer, setDrawer] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  return (
    <Header>
      <Container>
        <Bar>
          <MenuButton
            type="button"
            aria-label="Open navigation"
            onClick={() => {
              setDrawer(true);
              setDrawerOpened(true);
            }}
            {...warm(loadNavDrawer)}
          >
            {/* Material's "menu" glyph, drawn here rather than through MUI's SvgIcon. */}
            <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden focusable="false">
              <path d="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />
            </svg>
          </MenuButton>
          <RouterLink to="/" aria-label="LeaseMarket home" style={{ display: 'flex', textDecoration: 'none' }}>
            <OnlyWide>
              <BrandLogo size="medium" />
            </OnlyWide>
            <OnlyCompact>
              <BrandLogo size="small" />
            </OnlyCompact>
          </RouterLink>
          <MainNav aria-label="Main">
            <Suspense fallback={null}>
              <HeaderLinks />
            </Suspense>
          </MainNav>
          <AuthButtons>
            {isAuthenticated ? (
              <UserMenu />
            ) : (
              <>
                <TextLink to={sitePaths.login()}>Sign in</TextLink>
                <ContainedLink to={sitePaths.register()}>Sign up</ContainedLink>
              </>
            )}
          </AuthButtons>
        </Bar>
      </Container>
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawer} onClose={() => setDrawer(false)} />
        </Suspense>
      )}
    </Header>
  );
}

const Footer = styled('footer')(({ theme }) => ({
  backgroundColor: '#0b1530',
  color: 'rgba(255,255,255,0.82)',
  marginTop: 'auto',
  paddingBlock: theme.spacing(5),
  [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(7) },
}));

const FooterColumns = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(4),
  justifyContent: 'space-between',
  [theme.breakpoints.up('md')]: { flexDirection: 'row', gap: theme.spacing(8) },
}));

const FooterNav = styled('nav')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  columnGap: theme.spacing(5),
  rowGap: theme.spacing(1.5),
  alignContent: 'start',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, auto)' },
}));

const FooterLink = styled(RouterLink)(({ theme }) => ({
  ...theme.typography.body1,
  color: 'rgba(255,255,255,0.85)',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));

const Tagline = styled('p')(({ theme }) => ({
  ...theme.typography.body1,
  margin: `${theme.spacing(2)} 0 0`,
  color: 'rgba(255,255,255,0.75)',
}));

const Rule = styled('hr')(({ theme }) => ({
  margin: `${theme.spacing(4)} 0`,
  border: 0,
  borderTop: '1px solid rgba(255,255,255,0.12)',
}));

const Copyright = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: 'rgba(255,255,255,0.55)',
}));

function FooterLinks() {
  return (
    <PublicLinks which="footer">
      {(links) =>
        links.map((item) => (
          <FooterLink key={item.to} to={item.to}>
            {item.label}
          </FooterLink>
        ))
      }
    </PublicLinks>
  );
}

function PublicFooter() {
  return (
    <Footer>
      <Container>
        <FooterColumns>
          <div style={{ maxWidth: 380 }}>
            <BrandLogo inverted />
            <Tagline>{FOOTER_TAGLINE}</Tagline>
          </div>
          <FooterNav aria-label="Footer">
            <Suspense fallback={null}>
              <FooterLinks />
            </Suspense>
          </FooterNav>
        </FooterColumns>
        <Rule />
        <Copyright>© {new Date().getFullYear()} LeaseMarket. All rights reserved.</Copyright>
      </Container>
    </Footer>
  );
}

const Page = styled('div')({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });
const Main = styled('main')({ flex: 1 });

/** Header, page body and footer of every public page. */
export function PublicLayout() {
  return (
    <Page>
      <PublicHeader />
      <Main>
        <Outlet />
      </Main>
      <PublicFooter />
    </Page>
  );
}
