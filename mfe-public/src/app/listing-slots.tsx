// What the other features add to deal cards and deal pages (listing-slots.tsx).
import { CompareToggle } from '../features/compare/compare-toggle';
import type { ListingSlots } from '../features/listings/components/listing-slots';

export const LISTING_SLOTS: ListingSlots = {
  cardActions: (listing) => <CompareToggle listing={listing} />,
  dealActions: (listing) => <CompareToggle listing={listing} />,
};
