import type { ListingStatus } from 'shared-contracts';
import { useBillingStats } from 'shared-ui';
import { LISTING_STATUS_INFO, NOT_SHOWN_INFO, type ListingStatusInfo } from '../listing-status';

/**
 * How a listing's status reads for its dealer: what shoppers see, so an active listing of an
 * account that receives no leads (the server's billing stats say so) reads "Not shown".
 */
export function useListingStatusInfo(status: ListingStatus): ListingStatusInfo {
  const billing = useBillingStats();
  const hidden = status === 'active' && billing.data !== undefined && !billing.data.canReceiveLeads;
  return hidden ? NOT_SHOWN_INFO : LISTING_STATUS_INFO[status];
}
