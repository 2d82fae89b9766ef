// The dealer area's own route table (relative, as DealerRoutes declares it) and the links
// between its pages, built from where the shell mounted the area (`useMountPath()`: '/dealer').
// Links into other areas come from shared-auth's sitePaths.

export const routes = {
  listings: 'listings',
  importListings: 'listings/import',
  newListing: 'new-listing',
  editListing: 'new-listing/:id',
  viewListing: 'view-listing/:id',
} as const;

const id = (value: string) => encodeURIComponent(value);

/** Links to the listing pages under `base` (e.g. '/dealer'). */
export function listingPaths(base: string) {
  return {
    list: () => `${base}/${routes.listings}`,
    import: () => `${base}/${routes.importListings}`,
    add: () => `${base}/${routes.newListing}`,
    edit: (listingId: string) => `${base}/new-listing/${id(listingId)}`,
    view: (listingId: string) => `${base}/view-listing/${id(listingId)}`,
  };
}

export type ListingPaths = ReturnType<typeof listingPaths>;
