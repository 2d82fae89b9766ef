import { DealerDetailPage } from '../features/dealers/components/dealer-detail-page';
import { DealerListings } from '../features/listings/components/dealer-listings';

/** /admin/dealer-details/:id: the dealer's page with its listings section from the listings feature. */
export function DealerDetailRoute() {
  return <DealerDetailPage renderListings={(dealerId) => <DealerListings dealerId={dealerId} />} />;
}
