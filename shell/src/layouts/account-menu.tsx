// The signed-in account menu of the public header and its sign-out question, in their own chunk:
// loaded when the account button is first pointed at, focused or pressed (public-layout.tsx).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { PublicUser } from 'shared-contracts';
import { DashboardIcon, LogoutIcon, type PersonIcon } from 'shared-ui';
import { SignOutDialog } from '../components/sign-out-dialog';

export interface AccountMenuProps {
  user: PublicUser;
  anchor: HTMLElement | null;
  onClose(): void;
  /** The consumer's own pages (signed-in consumers only). */
  consumerItems: ReadonlyArray<{ label: string; to: string; Icon: typeof PersonIcon }>;
  /** The dealer's or admin's area, for them. */
  area?: string;
}

export function AccountMenu({ user, anchor, onClose, consumerItems, area }: AccountMenuProps) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1.25, minWidth: 220 }}>
          <Typography sx={{ fontWeight: 700 }}>{fullName}</Typography>
          <Typography variant="body2" color="textSecondary">
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {user.role === 'user' &&
          consumerItems.map(({ label, to, Icon }) => (
            <MenuItem
              key={to}
              onClick={() => {
                onClose();
                navigate(to);
              }}
            >
              <Icon fontSize="small" sx={{ mr: 1.5 }} /> {label}
            </MenuItem>
          ))}
        {area && (
          <MenuItem
            onClick={() => {
              onClose();
              navigate(area);
            }}
          >
            <DashboardIcon fontSize="small" sx={{ mr: 1.5 }} /> Dashboard
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            onClose();
            setConfirming(true);
          }}
        >
          <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} /> Sign out
        </MenuItem>
      </Menu>
      <SignOutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
