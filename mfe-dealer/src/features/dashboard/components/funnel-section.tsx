import { lazy, Suspense, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DealerFunnel } from 'shared-contracts';
import { ArrowForwardIcon, ErrorPanel } from 'shared-ui';
import { chartListings, formatCount, formatDayRange, formatRate } from '../funnel';
import { FunnelTable } from './funnel-table';

const FunnelChart = lazy(() => import('./funnel-chart'));

function Step({ label, value, note }: { label: string; value: number; note?: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 800 }}>
        {formatCount(value)}
      </Typography>
      {note && (
        <Typography variant="caption" color="textSecondary">
          {note}
        </Typography>
      )}
    </Box>
  );
}

function Rate({ rate, label }: { rate: number | null; label: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'row', sm: 'column' },
        alignItems: 'center',
        gap: { xs: 1, sm: 0 },
        color: 'text.secondary',
        px: { sm: 1 },
      }}
    >
      <ArrowForwardIcon aria-hidden sx={{ transform: { xs: 'rotate(90deg)', sm: 'none' } }} />
      <Typography
        variant="caption"
        sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
      >{`${formatRate(rate)} ${label}`}</Typography>
    </Box>
  );
}

export interface FunnelSectionProps {
  funnel: DealerFunnel | undefined;
  error: Error | null;
  onRetry(): void;
  basePath: string;
}

/** "What sells": the 30-day totals from search to lead, the top listings as a chart, every listing in a table. */
export function FunnelSection({ funnel, error, onRetry, basePath }: FunnelSectionProps) {
  const top = funnel ? chartListings(funnel.listings) : [];
  const t = funnel?.totals;
  return (
    <Card component="section" aria-labelledby="funnel-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography id="funnel-title" variant="h6" component="h2">
          What sells
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {funnel ? `Last ${funnel.days} days (${formatDayRange(funnel.from, funnel.to)}): ` : 'Last 30 days: '}
          how often each listing was shown in search results, opened and asked about.
        </Typography>
        {error && !funnel ? (
          <Box sx={{ mt: 2 }}>
            <ErrorPanel title="Failed to load the funnel" message={error.message} onRetry={onRetry} />
          </Box>
        ) : !funnel || !t ? (
          <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
        ) : (
          <>
            <Box
              aria-label="Funnel totals"
              role="group"
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: { xs: 'flex-start', sm: 'center' },
                gap: { xs: 1, sm: 2 },
                mt: 2.5,
                mb: 3,
              }}
            >
              <Step label="Shown in search" value={t.impressions} />
              <Rate rate={t.viewRate} label="opened" />
              <Step label="Deal-page views" value={t.views} />
              <Rate rate={t.leadRate} label="sent a lead" />
              <Step
                label="Leads"
                value={t.leads}
                note={
                  t.enquiries > 0
                    ? `and ${formatCount(t.enquiries)} ${t.enquiries === 1 ? 'enquiry' : 'enquiries'}`
                    : undefined
                }
              />
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              Top listings
            </Typography>
            {top.length === 0 ? (
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                No listing was shown in search or opened in the last {funnel.days} days. Active listings appear in
                search once approved.
              </Typography>
            ) : (
              <Box sx={{ mb: 3 }}>
                <Suspense fallback={<Skeleton variant="rounded" height={top.length * 40 + 56} />}>
                  <FunnelChart listings={top} />
                </Suspense>
              </Box>
            )}
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              Every listing
            </Typography>
            <FunnelTable listings={funnel.listings} basePath={basePath} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
