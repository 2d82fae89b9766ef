import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { savedSearchPageQuery, type SavedSearch } from 'shared-contracts';
import { ConfirmDialog, DeleteIcon, ErrorPanel, NotificationsIcon } from 'shared-ui';
import { paths } from '../../../config/paths';
import { useSavedSearchCommands, useSavedSearches } from '../../../shared/keep/saved-searches-api';

const savedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const searchHref = (s: SavedSearch) => {
  const query = savedSearchPageQuery(s.query);
  return query ? `${paths.listings.getHref()}?${query}` : paths.listings.getHref();
};

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { setMail, remove } = useSavedSearchCommands();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: { xs: 2, sm: 2.5 },
        borderRadius: 2,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {search.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          Saved {savedOn(search.createdAt)}
        </Typography>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={search.mailOn}
            disabled={setMail.isPending}
            onChange={(e) => setMail.mutate({ id: search.id, mailOn: e.target.checked })}
          />
        }
        label="Daily email"
        sx={{ mr: 0 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button component={RouterLink} to={searchHref(search)} variant="contained" size="small">
          Open
        </Button>
        <Tooltip title="Delete">
          <IconButton aria-label={`Delete ${search.name}`} onClick={() => setConfirming(true)}>
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Delete this saved search?"
        message={`“${search.name}” will no longer be saved or emailed.`}
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate(search.id, { onSettled: () => setConfirming(false) })}
      />
    </Paper>
  );
}

/** /user/saved-searches: the consumer's saved searches (open, daily email on/off, delete). */
export function SavedSearchesPage() {
  const { data, isPending, isError, refetch } = useSavedSearches();
  const searches = data?.savedSearches ?? [];
  return (
    <Box sx={{ bgcolor: 'background.default', py: { xs: 3, md: 6 } }}>
      <Container maxWidth="md" sx={{ display: 'grid', gap: 3 }}>
        <Box>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' } }}>
            Saved searches
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            We email you once a day when new deals match a search with the daily email on
            {data ? ` (up to ${data.max} searches)` : ''}.
          </Typography>
        </Box>
        {isError && (
          <ErrorPanel
            title="We could not load your saved searches"
            message="Please check your connection and try again."
            onRetry={() => void refetch()}
          />
        )}
        {isPending && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={84} />
            ))}
          </Box>
        )}
        {data && searches.length === 0 && (
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}>
            <NotificationsIcon sx={{ fontSize: 48, color: 'primary.main' }} />
            <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
              No saved searches yet
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 460, mx: 'auto' }}>
              Search lease deals, then choose “Save search” to hear about new matches by email.
            </Typography>
            <Button component={RouterLink} to={paths.listings.getHref()} variant="contained" sx={{ mt: 3 }}>
              Search lease deals
            </Button>
          </Paper>
        )}
        {searches.length > 0 && (
          <Box component="ul" sx={{ display: 'grid', gap: 2, m: 0, p: 0 }}>
            {searches.map((s) => (
              <SavedSearchRow key={s.id} search={s} />
            ))}
          </Box>
        )}
      </Container>
    </Box>
  );
}
