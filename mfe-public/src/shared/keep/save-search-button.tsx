import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { sitePaths } from 'shared-auth';
import { NotificationsIcon } from 'shared-ui';
import { useFavouriteRole } from './favourites-api';
import { useSaveSearch } from './saved-searches-api';

/**
 * "Save search" on /listings: a consumer keeps the search in the URL (the API normalises and
 * names it) and gets its new matches by email; a visitor signs in first and comes back to the
 * same search; dealers and admins see nothing. A visitor's button is a link (to sign in), as the
 * heart is: a tap on the server-rendered page works before it has hydrated, and without JavaScript.
 */
export function SaveSearchButton({ sx }: { sx?: SxProps<Theme> }) {
  const role = useFavouriteRole();
  const location = useLocation();
  const save = useSaveSearch();
  if (role === 'other') return null;
  const action =
    role === 'visitor'
      ? { component: RouterLink, to: sitePaths.login(`${location.pathname}${location.search}`) }
      : { onClick: () => save.mutate(location.search), disabled: save.isPending };
  return (
    <Button
      variant="outlined"
      startIcon={<NotificationsIcon />}
      {...action}
      sx={[{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      Save search
    </Button>
  );
}
