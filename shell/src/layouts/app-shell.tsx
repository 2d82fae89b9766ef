import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Permission } from 'shared-contracts';
import { hasPermission, useAuthStore } from 'shared-auth';
import { BrandLogo, ChevronLeftIcon, ChevronRightIcon, LogoutIcon, MenuIcon } from 'shared-ui';
import { SignOutDialog } from '../components/sign-out-dialog';

export interface ShellNavItem {
  label: string;
  to: string;
  icon: ReactNode;
  permission?: Permission;
  /** Other paths whose pages belong to this item (e.g. a list's add and detail pages): it is marked there too and names the page. */
  also?: string[];
}

export interface ShellNavGroup {
  /** Group heading; undefined for an ungrouped list. */
  title?: string;
  items: ShellNavItem[];
}

export interface AppShellProps {
  groups: ShellNavGroup[];
  /** Label under the user's name: "Administrator" or "Dealer". */
  roleLabel: string;
  /** Page names of paths that are not menu items (matched by path segment). */
  extraTitles?: Record<string, string>;
}

const EXPANDED = 264;
const COLLAPSED = 76;

/** Menu items the user may see: an item whose permission is not granted is hidden. */
function visibleGroups(groups: ShellNavGroup[], user: Parameters<typeof hasPermission>[0]): ShellNavGroup[] {
  return groups
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.permission || hasPermission(user, i.permission)) }))
    .filter((g) => g.items.length > 0);
}

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The page is one of the item's own sub-pages (listed in `also`). */
const ownsSubPage = (item: ShellNavItem, pathname: string) => Boolean(item.also?.some((p) => under(pathname, p)));

function pageTitle(pathname: string, groups: ShellNavGroup[], extra: Record<string, string>): string {
  for (const group of groups) {
    for (const item of group.items) if (under(pathname, item.to) || ownsSubPage(item, pathname)) return item.label;
  }
  const segments = pathname.split('/').filter(Boolean);
  for (const segment of segments.reverse()) if (extra[segment]) return extra[segment];
  return groups[0]?.items[0]?.label ?? '';
}

/** Sidebar + header shell of the admin and dealer areas. */
export function AppShell({ groups, roleLabel, extraTitles = {} }: AppShellProps) {
  const user = useAuthStore((s) => s.user);
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width:1024px)', { noSsr: true });
  const mobile = useMediaQuery('(max-width:640px)', { noSsr: true });
  const [collapsed, setCollapsed] = useState(narrow);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setCollapsed(narrow), [narrow]);
  useEffect(() => setMobileOpen(false), [pathname]);

  const shown = visibleGroups(groups, user);
  const title = pageTitle(pathname, groups, extraTitles);
  const mini = !mobile && collapsed;
  const width = mini ? COLLAPSED : EXPANDED;
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  const sidebar = (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        bgcolor: '#0b1530',
        color: 'rgba(255,255,255,0.86)',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: mini ? 'center' : 'space-between',
          px: mini ? 0 : 2.5,
          minHeight: 72,
        }}
      >
        {mini ? (
          <Box sx={{ width: 34, overflow: 'hidden' }}>
            <BrandLogo inverted size="small" />
          </Box>
        ) : (
          <BrandLogo inverted />
        )}
      </Box>
      <Box component="nav" aria-label={`${roleLabel} navigation`} sx={{ flex: 1, overflowY: 'auto', px: 1.5, pb: 2 }}>
        {shown.map((group, index) => (
          <List
            key={group.title ?? index}
            dense
            subheader={
              group.title && !mini ? (
                <ListSubheader
                  disableSticky
                  sx={{
                    bgcolor: 'transparent',
                    color: 'rgba(255,255,255,0.45)',
                    fontSize: 11,
                    fontWeight: 700,
                    letterSpacing: '0.08em',
                    textTransform: 'uppercase',
                    lineHeight: '32px',
                    mt: 1,
                  }}
                >
                  {group.title}
                </ListSubheader>
              ) : undefined
            }
          >
            {group.items.map((item) => {
              const button = (
                <ListItemButton
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  // NavLink marks its own path; the item's sub-pages get the same look.
                  className={ownsSubPage(item, pathname) ? 'active' : undefined}
                  aria-label={mini ? item.label : undefined}
                  sx={{
                    my: 0.25,
                    py: 1,
                    justifyContent: mini ? 'center' : 'flex-start',
                    color: 'inherit',
                    '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
                    '&.active': {
                      bgcolor: 'primary.main',
                      color: '#fff',
                      '& .MuiListItemIcon-root': { color: '#fff' },
                    },
                  }}
                >
                  <ListItemIcon sx={{ minWidth: mini ? 0 : 38, color: 'rgba(255,255,255,0.6)' }}>
                    {item.icon}
                  </ListItemIcon>
                  {!mini && (
                    <ListItemText
                      primary={item.label}
                      slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }}
                    />
                  )}
                </ListItemButton>
              );
              return mini ? (
                <Tooltip key={item.to} title={item.label} placement="right">
                  {button}
                </Tooltip>
              ) : (
                button
              );
            })}
          </List>
        ))}
      </Box>
      <Divider sx={{ borderColor: 'rgba(255,255,255,0.08)' }} />
      <Box sx={{ p: 1.5 }}>
        <ListItemButton
          onClick={() => setConfirming(true)}
          aria-label="Sign out"
          sx={{
            justifyContent: mini ? 'center' : 'flex-start',
            color: 'inherit',
            '&:hover': { bgcolor: 'rgba(255,255,255,0.06)' },
          }}
        >
          <ListItemIcon sx={{ minWidth: mini ? 0 : 38, color: 'rgba(255,255,255,0.6)' }}>
            <LogoutIcon />
          </ListItemIcon>
          {!mini && (
            <ListItemText primary="Sign out" slotProps={{ primary: { sx: { fontWeight: 600, fontSize: 14 } } }} />
          )}
        </ListItemButton>
      </Box>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {mobile ? (
        <Drawer
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: EXPANDED, border: 0 } } }}
        >
          {sidebar}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          slotProps={{ paper: { sx: { width, border: 0, overflowX: 'hidden', transition: 'width 200ms ease' } } }}
          sx={{ width, flexShrink: 0, transition: 'width 200ms ease' }}
        >
          {sidebar}
        </Drawer>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1.5, minHeight: { xs: 64, md: 72 } }}>
            <IconButton
              edge="start"
              aria-label={mobile ? 'Open navigation' : collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              onClick={() => (mobile ? setMobileOpen(true) : setCollapsed((c) => !c))}
            >
              {mobile ? <MenuIcon /> : collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
            </IconButton>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} noWrap>
              {title}
            </Typography>
            <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
                <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{fullName}</Typography>
                <Typography variant="caption" color="textSecondary">
                  {roleLabel}
                </Typography>
              </Box>
              <Avatar sx={{ bgcolor: 'primary.main', width: 38, height: 38 }} aria-hidden>
                {user?.firstName.charAt(0).toUpperCase()}
              </Avatar>
            </Box>
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flex: 1, p: { xs: 2, sm: 3, md: 4 } }}>
          <Outlet />
        </Box>
      </Box>
      <SignOutDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Sign out?"
        message="Are you sure you want to sign out? You'll need to log in again to access your account."
      />
    </Box>
  );
}
