// What the other features add to deal cards and deal pages (listing-slots.tsx).
import { CompareToggle } from '../features/compare/compare-toggle';
import type { ListingSlots } from '../features/listings/components/listing-slots';
import { FavouriteButton } from '../shared/keep/favourite-button';

export const LISTING_SLOTS: ListingSlots = {
  cardCorner: (listing, title) => <FavouriteButton listingId={listing.id} title={title} />,
  cardActions: (listing) => <CompareToggle listing={listing} />,
  dealTitleActions: (listing, title) => <FavouriteButton listingId={listing.id} title={title} variant="inline" />,
  dealActions: (listing) => <CompareToggle listing={listing} />,
};
