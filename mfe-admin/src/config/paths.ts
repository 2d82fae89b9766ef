// The admin area's own route table (relative, as AdminRoutes declares it) and the links
// between its pages, built from where the shell mounted the area (`useMountPath()`: '/admin').
// Links into other areas come from shared-auth's sitePaths.

export const routes = {
  dashboard: 'dashboard',
  dealers: 'dealers',
  dealerDetails: 'dealer-details/:id',
  listings: 'listing',
  listingDetails: 'listing-details/:id',
  leads: 'leads',
  leadDetails: 'leads-details/:id',
  profile: 'profile',
  setting: 'setting',
} as const;

const id = (value: string) => encodeURIComponent(value);

/** Links to the admin pages under `base` (e.g. '/admin'). */
export function adminPaths(base: string) {
  return {
    dashboard: () => `${base}/${routes.dashboard}`,
    /** Dealer Management, optionally filtered (`'pending'`: the approval queue). */
    dealers: (status?: string) => `${base}/${routes.dealers}${status ? `?status=${id(status)}` : ''}`,
    dealer: (dealerId: string) => `${base}/dealer-details/${id(dealerId)}`,
    /** Listing Management, optionally filtered (`'pending'`: the approval queue). */
    listings: (status?: string) => `${base}/${routes.listings}${status ? `?status=${id(status)}` : ''}`,
    listing: (listingId: string) => `${base}/listing-details/${id(listingId)}`,
    leads: () => `${base}/${routes.leads}`,
    lead: (leadId: string) => `${base}/leads-details/${id(leadId)}`,
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;
