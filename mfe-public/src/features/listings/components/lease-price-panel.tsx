import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { LeaseChoice, LeaseCost, Listing } from 'shared-contracts';
import { formatMoney, formatPerMile } from 'shared-ui';
import { paths } from '../../../config/paths';
import { FAQ_ANCHORS } from '../../../shared/faq-anchors';
import { CostFigures } from './cost-figures';
import { LeaseChoicePicker } from './lease-choice-picker';

export interface LeasePricePanelProps {
  listing: Listing;
  choice: LeaseChoice;
  cost: LeaseCost;
  searchFor(patch: Partial<LeaseChoice>): string;
}

/** The deal page's price: monthly for the picked lease, the picker, what it costs in all, and how that is computed. */
export function LeasePricePanel({ listing, choice, cost, searchFor }: LeasePricePanelProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
          Monthly payment
        </Typography>
        <Typography
          data-testid="lease-monthly"
          sx={{ fontSize: '2rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.1 }}
        >
          {formatMoney(cost.monthly)}
          <Typography component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 500 }}>
            /month
          </Typography>
        </Typography>
      </Box>
      <LeaseChoicePicker
        terms={listing.leaseTerms}
        miles={listing.mileageLimits}
        choice={choice}
        searchFor={searchFor}
      />
      <CostFigures cost={cost} size="large" />
      <Typography variant="body2" color="textSecondary">
        {formatMoney(listing.downPayment)} down · MSRP {formatMoney(listing.msrp)} ·{' '}
        {formatPerMile(listing.extraMileageCost)} over the limit
      </Typography>
      <Typography variant="body2">
        <Link component={RouterLink} to={{ pathname: paths.faq.getHref(), hash: FAQ_ANCHORS.leaseCost }}>
          How we compute this
        </Link>
      </Typography>
    </Box>
  );
}
