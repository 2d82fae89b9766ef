import { FavouritesPage } from '../../features/favourites/components/favourites-page';
import { ListingCard } from '../../features/listings/components/listing-card';
import { ListingGridSkeleton } from '../../features/listings/components/listing-grid';

/** /user/favourites: the consumer's favourites shown with the search's cards. */
export function FavouritesRoute() {
  return <FavouritesPage Card={ListingCard} loading={<ListingGridSkeleton count={3} />} />;
}
