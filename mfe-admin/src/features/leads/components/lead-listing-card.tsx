import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { leadChoiceText, type Lead } from 'shared-contracts';
import { DirectionsCarIcon, leadListingId, useListing } from 'shared-ui';
import type { AdminPaths } from '../../../config/paths';
import { leadVehicle } from './lead-columns';
import { LeadInfoCard } from './lead-info-card';

/** The listing a lead is about and its dealer, each linked to its admin detail page. */
export function LeadListingCard({ lead, paths }: { lead: Lead; paths: AdminPaths }) {
  const listingId = leadListingId(lead);
  if (!listingId) {
    return (
      <LeadInfoCard
        title="Listing and Dealer"
        icon={<DirectionsCarIcon />}
        items={leadChoiceText(lead) ? [{ label: 'Lease Requested', value: leadChoiceText(lead) }] : []}
      >
        <Typography variant="body2" color="textSecondary">
          The listing of this lead was removed.
        </Typography>
      </LeadInfoCard>
    );
  }
  return <LinkedListing lead={lead} listingId={listingId} paths={paths} />;
}

function LinkedListing({ lead, listingId, paths }: { lead: Lead; listingId: string; paths: AdminPaths }) {
  const listing = useListing(listingId);
  const dealer = listing.data?.dealer?.dealershipName;
  let dealerValue;
  if (listing.data) {
    dealerValue = (
      <Link component={RouterLink} to={paths.dealer(listing.data.dealerId)}>
        {dealer ?? 'View dealer'}
      </Link>
    );
  } else {
    dealerValue = listing.isPending ? 'Loading...' : 'Not available';
  }
  return (
    <LeadInfoCard
      title="Listing and Dealer"
      icon={<DirectionsCarIcon />}
      items={[
        {
          label: 'Listing',
          value: (
            <Link component={RouterLink} to={paths.listing(listingId)}>
              {leadVehicle(lead)}
            </Link>
          ),
        },
        { label: 'Dealer', value: dealerValue, missing: !listing.data },
        { label: 'Lease Requested', value: leadChoiceText(lead) || 'Not specified', missing: !leadChoiceText(lead) },
        { label: 'Question', value: lead.question?.trim() || 'No message provided', missing: !lead.question?.trim() },
      ]}
    />
  );
}
