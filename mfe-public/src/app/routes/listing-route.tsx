import { useParams } from 'react-router-dom';
import { RequestDealForm } from '../../features/leads/components/request-deal-form';
import { ListingDetail } from '../../features/listings/components/listing-detail';

/** /viewListings/:id: the deal, with the request form beside it. */
export function ListingRoute() {
  const { id = '' } = useParams();
  return (
    <ListingDetail
      key={id}
      id={id}
      renderAside={(listing, choice) => (
        <RequestDealForm
          listingId={listing.id}
          vehicle={`${listing.year} ${listing.make} ${listing.model}`}
          choice={choice}
        />
      )}
    />
  );
}
