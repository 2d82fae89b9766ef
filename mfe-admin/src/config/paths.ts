// The admin area's own route table (relative, as AdminRoutes declares it) and the links between
// its pages, built from where the shell mounted the area (`useMountPath()`: '/admin').
// Links into other areas (the subscription detail of mfe-billing) come from shared-auth's sitePaths.

export const routes = {
  listings: 'listing',
  listingDetails: 'listing-details/:id',
  addListing: 'add-edit-listing-details',
  editListing: 'add-edit-listing-details/:id',
  dealers: 'dealers',
  dealerDetails: 'dealer-details/:id',
} as const;

const id = (value: string) => encodeURIComponent(value);

/** Links to the admin's listing and dealer pages under `base` (e.g. '/admin'). */
export function adminPaths(base: string) {
  return {
    listings: () => `${base}/${routes.listings}`,
    listing: (listingId: string) => `${base}/listing-details/${id(listingId)}`,
    addListing: () => `${base}/${routes.addListing}`,
    editListing: (listingId: string) => `${base}/add-edit-listing-details/${id(listingId)}`,
    dealers: () => `${base}/${routes.dealers}`,
    dealer: (dealerId: string) => `${base}/dealer-details/${id(dealerId)}`,
    lead: (leadId: string) => `${base}/leads-details/${id(leadId)}`,
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;
