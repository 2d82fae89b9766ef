import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DealerDashboardStats, ListingStatus } from 'shared-contracts';
import { formatCount } from '../funnel';

const STATUSES: Array<{ status: ListingStatus; label: string; color: string; hint: string }> = [
  { status: 'active', label: 'Active', color: 'success.main', hint: 'Public in search' },
  { status: 'pending', label: 'Pending approval', color: 'warning.main', hint: 'Waiting for our review' },
  { status: 'paused', label: 'Paused', color: 'text.disabled', hint: 'Hidden by you' },
  { status: 'rejected', label: 'Rejected', color: 'error.main', hint: 'Edit and send again' },
];

export interface ListingStatusSummaryProps {
  stats: DealerDashboardStats | undefined;
  basePath: string;
}

/** The dealer's listings per status, with a way to the listings page. */
export function ListingStatusSummary({ stats, basePath }: ListingStatusSummaryProps) {
  return (
    <Card component="section" aria-labelledby="listing-status-title">
      <CardContent sx={{ p: 2.5, '&:last-child': { pb: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mb: 2,
          }}
        >
          <Typography id="listing-status-title" variant="h6" component="h2">
            {stats ? `Your listings (${formatCount(stats.totalListings)})` : 'Your listings'}
          </Typography>
          <Button component={RouterLink} to={`${basePath}/listings`} size="small">
            Manage listings
          </Button>
        </Box>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {STATUSES.map((s) => (
            <Box
              component="li"
              key={s.status}
              sx={{ p: 1.5, borderRadius: 2, bgcolor: 'background.default', minWidth: 0 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: s.color, flexShrink: 0 }} />
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.label}
                </Typography>
              </Box>
              <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
                {stats ? formatCount(stats.listingsByStatus[s.status]) : <Skeleton width={32} />}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {s.hint}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
