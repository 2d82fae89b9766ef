import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useLocation, useNavigate } from 'react-router-dom';
import { sitePaths } from 'shared-auth';
import { NotificationsIcon } from 'shared-ui';
import { useFavouriteRole } from './favourites-api';
import { useSaveSearch } from './saved-searches-api';

/**
 * "Save search" on /listings: a consumer keeps the search in the URL (the API normalises and
 * names it) and gets its new matches by email; a visitor signs in first and comes back to the
 * same search; dealers and admins see nothing.
 */
export function SaveSearchButton({ sx }: { sx?: SxProps<Theme> }) {
  const role = useFavouriteRole();
  const location = useLocation();
  const navigate = useNavigate();
  const save = useSaveSearch();
  if (role === 'other') return null;
  const onClick = () => {
    if (role === 'visitor') navigate(sitePaths.login(`${location.pathname}${location.search}`));
    else save.mutate(location.search);
  };
  return (
    <Button variant="outlined" startIcon={<NotificationsIcon />} onClick={onClick} disabled={save.isPending} sx={[{ whiteSpace: 'nowrap', bgcolor: 'background.paper' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      Save search
    </Button>
  );
}
