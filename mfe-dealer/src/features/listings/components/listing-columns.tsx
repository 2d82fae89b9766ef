import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Listing } from 'shared-contracts';
import { formatDay, formatMoney, ListingThumb, type DataTableColumn } from 'shared-ui';
import type { ListingPaths } from '../../../config/paths';
import { listingCardImage, listingSpecs, listingTitle } from '../listing-text';
import { ListingStatusChip } from './listing-status-chip';
import { RejectionReason } from './rejection-reason';

const number = new Intl.NumberFormat('en-US');

/** The table view's columns: the listing (thumbnail, title, specs, why it was rejected), status, price, views, date added. */
export function listingColumns(paths: ListingPaths): DataTableColumn<Listing>[] {
  return [
    {
      key: 'listing',
      header: 'Listing',
      width: '100%',
      render: (l) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <ListingThumb src={listingCardImage(l)} />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component={RouterLink}
              to={paths.view(l.id)}
              variant="body2"
              sx={{
                fontWeight: 700,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover': { color: 'primary.main', textDecoration: 'underline' },
              }}
            >
              {listingTitle(l)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {listingSpecs(l)}
            </Typography>
            <RejectionReason listing={l} />
          </Box>
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (l) => <ListingStatusChip status={l.status} /> },
    {
      key: 'monthlyPayment',
      header: 'Monthly',
      align: 'right',
      render: (l) => (
        <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {formatMoney(l.monthlyPayment)}/mo
        </Typography>
      ),
    },
    {
      key: 'views',
      header: 'Views',
      align: 'right',
      render: (l) => <Typography variant="body2">{number.format(l.views)}</Typography>,
    },
    {
      key: 'dateAdded',
      header: 'Added',
      render: (l) => (
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {formatDay(l.dateAdded)}
        </Typography>
      ),
    },
  ];
}
