import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ListingStatus } from 'shared-contracts';
import type { DataTableColumn } from '../data-table';
import { formatDay } from '../date-format';
import { formatMoney } from '../listing-details';
import { ListingThumb } from '../listing-thumb';
import { listingCardImage, listingSpecs, listingTitle } from './listing-text';

/** What a row of the dealer's or the admin's listing table shows. */
export interface ListingColumnRow {
  id: string;
  year: number;
  make: string;
  model: string;
  bodyType: string;
  fuelType: string;
  transmission: string;
  imageUrls: readonly string[];
  galleryImages?: readonly string[];
  status: ListingStatus;
  monthlyPayment: number;
  views?: number;
  dateAdded: string;
}

export interface ListingColumnsOptions<T> {
  /** The listing's detail page in this area. */
  href(row: T): string;
  /** The status as this area names it. */
  status(row: T): ReactNode;
  /** Under the specs (the dealer's rejection reason). */
  note?(row: T): ReactNode;
}

const number = new Intl.NumberFormat('en-US');

/** The listing (thumbnail, title as a link to its detail, specs), status, price, views, date added. */
export function listingColumns<T extends ListingColumnRow>({
  href,
  status,
  note,
}: ListingColumnsOptions<T>): DataTableColumn<T>[] {
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
              to={href(l)}
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
            <Typography variant="body2" color="textSecondary">
              {listingSpecs(l)}
            </Typography>
            {note?.(l)}
          </Box>
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: status },
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
