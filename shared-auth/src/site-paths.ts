// The one registry of the site's top-level paths: where the shell mounts each area and the
// links that cross from one area (remote) to another. Each remote keeps its own relative
// route table; only what crosses an area boundary is written here.
import type { PublicUser, Role } from 'shared-contracts';

/** Query parameter (and location state field `from`) carrying the page a visitor tried to open. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/**
 * Where the shell mounts each area. `public` and `landing` belong to mfe-public, `dealer` to
 * mfe-dealer, `admin` to mfe-admin, `dealerBilling`, `adminSubscription` and `adminBilling` (the
 * lead dispute queue) to mfe-billing.
 */
export const AREA_PATHS = {
  public: '/',
  landing: '/landing',
  dealer: '/dealer',
  admin: '/admin',
  dealerBilling: '/dealer/payment',
  adminSubscription: '/admin/subscription-details',
  adminBilling: '/admin/billing',
} as const;

export type Area = keyof typeof AREA_PATHS;

/** A path inside an area: `areaHref('dealer', 'listings')` is '/dealer/listings'. */
export function areaHref(area: Area, relative = ''): string {
  const base = AREA_PATHS[area].replace(/\/+$/, '');
  const rest = relative.replace(/^\/+/, '');
  return rest ? `${base}/${rest}` : base || '/';
}

/** An area's mount point as a route pattern relative to the root ('dealer', 'admin/subscription-details'). */
export function areaRoute(area: Area): string {
  return AREA_PATHS[area].replace(/^\/+/, '');
}

/** Links between areas; every one is built here and nowhere else. */
export const sitePaths = {
  home: () => areaHref('public'),
  /** Sign-in page; `redirect` is where to come back to after signing in. */
  login: (redirect?: string) =>
    redirect
      ? `${areaHref('public', 'login')}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(redirect)}`
      : areaHref('public', 'login'),
  register: () => areaHref('public', 'register'),
  dealerLogin: () => areaHref('public', 'dealer/login'),
  /** The dealer sign-up offer (landing page). */
  dealerSignUp: () => areaHref('landing'),
  unauthorized: () => areaHref('public', 'unauthorized'),
  forbidden: () => areaHref('public', 'forbidden'),
  /** A listing's public deal page (mfe-public), opened from the dealer's leads. */
  publicListing: (listingId: string) => areaHref('public', `viewListings/${encodeURIComponent(listingId)}`),
  dealerDashboard: () => areaHref('dealer', 'dashboard'),
  dealerPayment: () => areaHref('dealerBilling'),
  /** The consumer's own pages (mfe-public), linked from the account menu. */
  userProfile: () => areaHref('public', 'user/profile'),
  userFavourites: () => areaHref('public', 'user/favourites'),
  userSavedSearches: () => areaHref('public', 'user/saved-searches'),
  adminDashboard: () => areaHref('admin', 'dashboard'),
  adminDealers: () => areaHref('admin', 'dealers'),
  adminSubscriptionDetails: (dealerId: string) => areaHref('adminSubscription', encodeURIComponent(dealerId)),
  /** The admin's queue of lead disputes (mfe-billing). */
  adminDisputes: () => areaHref('adminBilling', 'disputes'),
} as const;

const ROLE_AREA: Partial<Record<Role, 'dealer' | 'admin'>> = { dealer: 'dealer', admin: 'admin' };

/** Where a signed-in user lands: admin and dealer dashboards, the public home otherwise (signed out: /login). */
export function homePathFor(user: Pick<PublicUser, 'role'> | null | undefined): string {
  if (user?.role === 'admin') return sitePaths.adminDashboard();
  if (user?.role === 'dealer') return sitePaths.dealerDashboard();
  return user ? sitePaths.home() : sitePaths.login();
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`);
}

/**
 * Where a user goes after signing in: back to `redirect` when it is inside their own area,
 * else their area's home. Consumers never go back into the dealer or admin areas or to /login.
 */
export function afterLoginPath(user: Pick<PublicUser, 'role'>, redirect: string | undefined): string {
  const area = ROLE_AREA[user.role];
  if (area) return redirect && isUnder(redirect, AREA_PATHS[area]) ? redirect : homePathFor(user);
  const blocked =
    !redirect ||
    ['dealer', 'admin'].some((a) => isUnder(redirect, AREA_PATHS[a as 'dealer' | 'admin'])) ||
    isUnder(redirect, areaHref('public', 'login'));
  return blocked ? homePathFor(user) : redirect;
}
