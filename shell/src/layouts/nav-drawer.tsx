// The phone and tablet navigation sheet of the public header, in its own chunk: loaded when the
// menu button is first pointed at, focused or pressed (public-layout.tsx).
import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { BrandLogo, CloseIcon } from 'shared-ui';
import { PublicLinks } from './public-links';

export interface NavDrawerProps {
  open: boolean;
  onClose(): void;
}

export function NavDrawer({ open, onClose }: NavDrawerProps) {
  return (
    // appear: the first open mounts it already open, and it still slides in.
    <Drawer open={open} onClose={onClose} slotProps={{ transition: { appear: true } }}>
      <Box sx={{ width: 280, p: 2 }} role="presentation">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <BrandLogo size="small" />
          <IconButton aria-label="Close navigation" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label="Main">
          <PublicLinks which="header">
            {(links) =>
              links.map((item) => (
                <ListItemButton
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end={item.to === '/'}
                  onClick={onClose}
                  sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              ))
            }
          </PublicLinks>
        </List>
      </Box>
    </Drawer>
  );
}
