// Every path this remote knows, in one place. `path` is the route pattern relative to the
// mount point of PublicRoutes (the shell mounts it at `/`); `getHref` builds the link.
// Paths other areas link to (sign-in, dealer sign-up ...) and links into other areas come
// from the site registry (shared-auth's sitePaths), so they are written once for the site.
import { sitePaths } from 'shared-auth';

const withQuery = (base: string, query?: Record<string, string | undefined>) => {
  if (!query) return base;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') qs.set(k, v);
  const s = qs.toString();
  return s ? `${base}?${s}` : base;
};

export const paths = {
  home: { path: '', getHref: () => '/' },
  listings: {
    path: 'listings',
    getHref: (query?: Record<string, string | undefined>) => withQuery('/listings', query),
  },
  listing: { path: 'viewListings/:id', getHref: (id: string) => `/viewListings/${encodeURIComponent(id)}` },
  leaseOffers: { path: 'lease-offers', getHref: () => '/lease-offers' },
  /** Up to three deals side by side; the ids in the URL make it shareable. */
  compare: {
    path: 'compare',
    getHref: (ids: readonly string[] = []) =>
      ids.length ? `/compare?ids=${ids.map(encodeURIComponent).join(',')}` : '/compare',
  },
  about: { path: 'about', getHref: () => '/about' },
  howItWorks: { path: 'how-it-works', getHref: () => '/how-it-works' },
  faq: { path: 'faq', getHref: () => '/faq' },
  contact: { path: 'contact', getHref: () => '/contact' },
  terms: { path: 'terms', getHref: () => '/terms' },
  privacy: { path: 'privacy', getHref: () => '/privacy' },
  partner: { path: 'partner', getHref: () => '/partner' },
  login: { path: 'login', getHref: (redirect?: string) => sitePaths.login(redirect) },
  dealerLogin: { path: 'dealer/login', getHref: () => sitePaths.dealerLogin() },
  register: {
    path: 'register',
    getHref: (query?: Record<string, string | undefined>) => withQuery(sitePaths.register(), query),
  },
  forgotPassword: { path: 'forgot-password', getHref: () => '/forgot-password' },
  resetPassword: { path: 'reset-password', getHref: (token?: string) => withQuery('/reset-password', { token }) },
  verifyEmail: { path: 'verify-email/:token', getHref: (token: string) => `/verify-email/${token}` },
  verifyLead: { path: 'verify-leads/:token', getHref: (token: string) => `/verify-leads/${token}` },
  unauthorized: { path: 'unauthorized', getHref: () => sitePaths.unauthorized() },
  forbidden: { path: 'forbidden', getHref: () => sitePaths.forbidden() },
  userProfile: { path: 'user/profile', getHref: () => '/user/profile' },
  userFavourites: { path: 'user/favourites', getHref: () => '/user/favourites' },
  userSavedSearches: { path: 'user/saved-searches', getHref: () => '/user/saved-searches' },
  unsubscribe: { path: 'unsubscribe', getHref: (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}` },
  /** Served by LandingRoutes, mounted by the shell at its own area path. */
  landing: { path: '', getHref: () => sitePaths.dealerSignUp() },
} as const;

/** Dealer sign-up from the landing page: user_type=dealer plus the campaign parameters. */
export const dealerSignUpHref = () =>
  paths.register.getHref({
    user_type: 'dealer',
    utm_source: 'landing',
    utm_medium: 'hero',
    utm_campaign: 'free_month',
  });
