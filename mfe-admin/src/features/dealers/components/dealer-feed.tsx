import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DetailList, formatDay, formatTime, ImportRunsTable, type DetailItem } from 'shared-ui';
import type { ListingFeed } from 'shared-contracts';
import { useDealerFeed, useSwitchDealerFeed } from '../api/dealer-feed';

const number = new Intl.NumberFormat('en-US');

function feedItems(feed: ListingFeed): DetailItem[] {
  return [
    feed.url ? { label: 'Feed address', value: feed.url } : { label: 'Feed address', value: 'Not set', missing: true },
    {
      label: 'Last run',
      value: feed.lastScrapedAt ? `${formatDay(feed.lastScrapedAt)} ${formatTime(feed.lastScrapedAt)}` : 'Never',
    },
    { label: 'Listings in the last good run', value: number.format(feed.totalScrapedListings) },
  ];
}

/**
 * The dealer's inventory feed on its details page: the switch that lets the feed job fetch it
 * (enabling also runs it now), its address, last run and total, and the latest imports and runs.
 */
export function DealerFeed({ dealerId }: { dealerId: string }) {
  const feed = useDealerFeed(dealerId);
  const toggle = useSwitchDealerFeed(dealerId);
  const data = feed.data;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Inventory feed"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Inventory feed
        </Typography>
        {data && (
          <FormControlLabel
            control={
              <Switch
                checked={data.feed.isScrapingEnabled}
                disabled={toggle.isPending}
                onChange={(e) => toggle.mutate(e.target.checked)}
              />
            }
            label="Feed enabled"
          />
        )}
      </Box>
      {feed.error && <Alert severity="error">{feed.error.message}</Alert>}
      {data && (
        <>
          {!data.feed.url && (
            <Typography color="textSecondary">
              The dealer has not saved a feed address: enabling it has no effect until they do.
            </Typography>
          )}
          <DetailList items={feedItems(data.feed)} />
          <ImportRunsTable runs={data.runs} />
        </>
      )}
      {!data && !feed.error && <ImportRunsTable runs={[]} loading />}
    </Paper>
  );
}
