// The admin area's own route table (relative, as AdminRoutes declares it) and the links between
// its pages, built from where the shell mounted the area (`useMountPath()`: '/admin').
// Links into other areas (the subscription detail of mfe-billing) come from shared-auth's sitePaths.

export const routes = {
  dashboard: 'dashboard',
  listings: 'listing',
  listingDetails: 'listing-details/:id',
  addListing: 'add-edit-listing-details',
  editListing: 'add-edit-listing-details/:id',
  dealers: 'dealers',
  dealerDetails: 'dealer-details/:id',
  leads: 'leads',
  leadDetails: 'leads-details/:id',
  profile: 'profile',
  setting: 'setting',
  jobs: 'jobs',
} as const;

const id = (value: string) => encodeURIComponent(value);
const withStatus = (path: string, status?: string) => `${path}${status ? `?status=${id(status)}` : ''}`;

/** Links to the admin pages under `base` (e.g. '/admin'). */
export function adminPaths(base: string) {
  return {
    dashboard: () => `${base}/${routes.dashboard}`,
    /** Listing Management, optionally filtered (`'pending'`: the approval queue). */
    listings: (status?: string) => withStatus(`${base}/${routes.listings}`, status),
    listing: (listingId: string) => `${base}/listing-details/${id(listingId)}`,
    addListing: () => `${base}/${routes.addListing}`,
    editListing: (listingId: string) => `${base}/add-edit-listing-details/${id(listingId)}`,
    /** Dealer Management, optionally filtered (`'pending'`: the approval queue). */
    dealers: (status?: string) => withStatus(`${base}/${routes.dealers}`, status),
    dealer: (dealerId: string) => `${base}/dealer-details/${id(dealerId)}`,
    leads: () => `${base}/${routes.leads}`,
    lead: (leadId: string) => `${base}/leads-details/${id(leadId)}`,
    /** Background jobs: recent runs and failed mails. */
    jobs: () => `${base}/${routes.jobs}`,
  };
}

export type AdminPaths = ReturnType<typeof adminPaths>;
