import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { ErrorPanel } from 'shared-ui';
import { ACTIVITY_LOAD_ERROR, useAdminActivity, type ActivityPeriod } from '../api/get-admin-activity';

const ActivityCharts = lazy(() => import('./activity-charts'));

export const PERIODS: Array<{ value: ActivityPeriod; label: string }> = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

export interface ActivitySectionProps {
  period: ActivityPeriod;
  onPeriodChange(period: ActivityPeriod): void;
}

/** "Activity": new dealers, leads and revenue over the last 7, 30 or 90 days. */
export function ActivitySection({ period, onPeriodChange }: ActivitySectionProps) {
  const activity = useAdminActivity(period);
  const loading = <Skeleton variant="rounded" height={540} />;
  let content;
  if (activity.error && !activity.data) {
    content = (
      <ErrorPanel
        title={ACTIVITY_LOAD_ERROR}
        message={
          activity.error.message === ACTIVITY_LOAD_ERROR
            ? 'Please check your connection and try again.'
            : activity.error.message
        }
        onRetry={() => void activity.refetch()}
      />
    );
  } else if (!activity.data) {
    content = loading;
  } else {
    content = (
      <Box sx={{ opacity: activity.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}>
        <Suspense fallback={loading}>
          <ActivityCharts activity={activity.data} />
        </Suspense>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="activity-title" sx={{ mb: 4 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          flexWrap: 'wrap',
          mb: 1.5,
        }}
      >
        <Box>
          <Typography id="activity-title" variant="overline" component="h2" color="textSecondary">
            Activity
          </Typography>
          <Typography variant="body2" color="textSecondary">
            New dealers, leads and revenue {activity.data?.bucket === 'week' ? 'per week' : 'per day'} over the last{' '}
            {period} days
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, v: ActivityPeriod | null) => {
            if (v) onPeriodChange(v);
          }}
          aria-label="Period"
        >
          {PERIODS.map((p) => (
            <ToggleButton key={p.value} value={p.value} sx={{ px: 1.75 }}>
              {p.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {content}
    </Box>
  );
}
