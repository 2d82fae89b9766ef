import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LISTING_FEED_URL_MAX_LENGTH, type ListingFeed } from 'shared-contracts';
import { formatDay, formatTime } from 'shared-ui';
import { useSaveFeed } from '../api/import-history';

const number = new Intl.NumberFormat('en-US');

function FeedState({ feed }: { feed: ListingFeed }) {
  if (!feed.url) return null;
  if (!feed.isScrapingEnabled)
    return (
      <Alert severity="info">
        Saved. An administrator enables your feed after checking it; until then it is not fetched.
      </Alert>
    );
  return (
    <Alert severity="success">
      Your feed is enabled: it is fetched every few hours and applied as a full import.{' '}
      {feed.lastScrapedAt
        ? `Last run ${formatDay(feed.lastScrapedAt)} ${formatTime(feed.lastScrapedAt)}; ${number.format(feed.totalScrapedListings)} listings in the last good run.`
        : 'It has not run yet.'}
    </Alert>
  );
}

/**
 * The dealer's inventory feed: an address the site fetches on a schedule (once an administrator
 * enables it), a CSV in the template's format or a JSON array with the same fields.
 */
export function FeedSection({ feed }: { feed: ListingFeed | undefined }) {
  const save = useSaveFeed();
  const [url, setUrl] = useState('');
  // The saved address fills the field when it arrives; until then the field is disabled, so
  // nothing typed before it loads is overwritten.
  useEffect(() => setUrl(feed?.url ?? ''), [feed?.url]);

  // An emptied field removes a saved feed; with none saved there is nothing to send yet.
  const typed = url.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(url.trim());
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3, display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Scheduled feed
      </Typography>
      <Typography color="textSecondary">
        Keep your listings up to date without uploading: give the address of a file we fetch every few hours, a CSV in
        the template&apos;s format or a JSON list with the same fields. Each run is a full import: listings missing from
        the feed are paused. A feed with a refused row changes nothing, and we mail you when it fails.
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Feed address"
          placeholder="https://www.example.com/inventory.csv"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          slotProps={{ htmlInput: { maxLength: LISTING_FEED_URL_MAX_LENGTH } }}
          sx={{ flex: '1 1 320px' }}
          size="small"
          disabled={!feed}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending || !feed || (!typed && !feed.url)}>
          {save.isPending ? 'Saving...' : typed || !feed?.url ? 'Save feed' : 'Remove feed'}
        </Button>
      </Box>
      {save.error && <Alert severity="error">{save.error.message}</Alert>}
      {save.data && <Alert severity="success">{save.data.message}</Alert>}
      {feed && <FeedState feed={save.data?.data ?? feed} />}
    </Paper>
  );
}
