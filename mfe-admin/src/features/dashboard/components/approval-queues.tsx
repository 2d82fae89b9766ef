import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowForwardIcon, BusinessIcon, DirectionsCarIcon } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';

const number = new Intl.NumberFormat('en-US');

interface QueueProps {
  title: string;
  count: number | undefined;
  one: string;
  many: string;
  href: string;
  action: string;
  icon: ReactNode;
}

function Queue({ title, count, one, many, href, action, icon }: QueueProps) {
  const waiting = (count ?? 0) > 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      sx={{
        p: 2.5,
        borderRadius: 3,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        borderColor: waiting ? 'warning.main' : 'divider',
        bgcolor: waiting ? 'rgba(237, 108, 2, 0.04)' : 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          borderRadius: 2.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: waiting ? 'warning.main' : 'action.hover',
          color: waiting ? 'warning.contrastText' : 'text.secondary',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 800 }}>
          {count === undefined ? <Skeleton width={120} /> : `${number.format(count)} ${count === 1 ? one : many}`}
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={href}
        variant={waiting ? 'contained' : 'outlined'}
        color={waiting ? 'warning' : 'primary'}
        endIcon={<ArrowForwardIcon />}
      >
        {action}
      </Button>
    </Paper>
  );
}

export interface ApprovalQueuesProps {
  pendingDealers: number | undefined;
  pendingListings: number | undefined;
  paths: AdminPaths;
}

/** What waits for an administrator: dealers and listings pending approval, each linked to its queue. */
export function ApprovalQueues({ pendingDealers, pendingListings, paths }: ApprovalQueuesProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, mb: 4 }}>
      <Queue
        title="Dealers waiting for approval"
        count={pendingDealers}
        one="dealer"
        many="dealers"
        href={paths.dealers('pending')}
        action="Review dealers"
        icon={<BusinessIcon />}
      />
      <Queue
        title="Listings waiting for approval"
        count={pendingListings}
        one="listing"
        many="listings"
        href={paths.listings('pending')}
        action="Review listings"
        icon={<DirectionsCarIcon />}
      />
    </Box>
  );
}
