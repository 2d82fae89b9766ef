import { useDeleteListingWith } from 'shared-ui';
import { reloadListings } from './listings-cache';

export { LISTING_DELETED } from 'shared-ui';

/** Deletes a listing (shared-ui), then reloads this app's listings and counts. */
export const useDeleteListing = () => useDeleteListingWith(reloadListings);
