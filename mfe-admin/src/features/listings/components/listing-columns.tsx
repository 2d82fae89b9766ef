import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay, formatMoney, ListingThumb, type DataTableColumn } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import type { AdminListingRow } from '../api/get-admin-listings';
import { listingCardImage } from '../listing-image';
import { listingSpecs, listingTitle } from '../listing-status';
import { ListingStatusChip } from './listing-status-chip';

const number = new Intl.NumberFormat('en-US');

/** The listing (thumbnail, title as a link to its detail, specs), status, price, views, date added. */
export function listingColumns(paths: AdminPaths): DataTableColumn<AdminListingRow>[] {
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
              to={paths.listing(l.id)}
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
      render: (l) => <Typography variant="body2">{l.views === undefined ? '—' : number.format(l.views)}</Typography>,
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
