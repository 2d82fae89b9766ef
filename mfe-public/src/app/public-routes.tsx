import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { homePathFor, RequireRole, useAuthStore } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { paths } from '../config/paths';
import { LeaseSearch } from '../features/listings/components/lease-search';
import { CompareBar } from '../features/compare/compare-bar';
import { ListingSlotsProvider } from '../features/listings/components/listing-slots';
import { GuestOnly } from './guest-only';
import { LISTING_SLOTS } from './listing-slots';

const pageLoaders: Array<() => Promise<unknown>> = [];

/**
 * A page in its own chunk, loaded when its route is visited (named export `name` of the
 * module). Once loaded (or preloaded) it renders at once, without suspending again.
 */
function page<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M | undefined;
  const preload = () => load().then((module) => (loaded = module));
  pageLoaders.push(preload);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page keeps its own props type
  type Page = M[K] & ComponentType<any>;
  return lazy<Page>(() => {
    // An already loaded module resolves synchronously: React renders it without a fallback.
    if (loaded) {
      const module = loaded;
      return {
        then: (resolve: (value: { default: Page }) => void) => resolve({ default: module[name] as Page }),
      } as unknown as Promise<{ default: Page }>;
    }
    return preload().then((module) => ({ default: module[name] as Page }));
  });
}

/** Loads every page's chunk (tests render pages synchronously after this). */
export function preloadPublicPages(): Promise<unknown[]> {
  return Promise.all(pageLoaders.map((load) => load()));
}

// Search loads with the remote; every other page is its own chunk (the home page's sections,
// the deal page's gallery and request form, the forms' validation never load on /listings).
const HomeRoute = page(() => import('./routes/home-route'), 'HomeRoute');
const ListingRoute = page(() => import('./routes/listing-route'), 'ListingRoute');
const LeaseOffersRoute = page(() => import('./routes/lease-offers-route'), 'LeaseOffersRoute');
const AboutPage = page(() => import('../features/marketing/components/about-page'), 'AboutPage');
const HowItWorksPage = page(() => import('../features/marketing/components/how-it-works-page'), 'HowItWorksPage');
const FaqPage = page(() => import('../features/marketing/components/faq-page'), 'FaqPage');
const PartnerPage = page(() => import('../features/marketing/components/partner-page'), 'PartnerPage');
const AccessDeniedPage = page(() => import('../features/marketing/components/access-denied-page'), 'AccessDeniedPage');
const ContactPage = page(() => import('../features/contact/components/contact-page'), 'ContactPage');
const TermsPage = page(() => import('../features/legal/components/terms-page'), 'TermsPage');
const PrivacyPage = page(() => import('../features/legal/components/privacy-page'), 'PrivacyPage');
const LoginPage = page(() => import('../features/auth/components/login-page'), 'LoginPage');
const DealerLoginPage = page(() => import('../features/auth/components/login-page'), 'DealerLoginPage');
const RegisterPage = page(() => import('../features/auth/components/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage');
const VerifyLeadPage = page(() => import('../features/leads/components/verify-lead-page'), 'VerifyLeadPage');
const ComparePage = page(() => import('../features/compare/compare-page'), 'ComparePage');
const ProfilePage = page(() => import('../features/profile/components/profile-page'), 'ProfilePage');
const FavouritesRoute = page(() => import('./routes/favourites-route'), 'FavouritesRoute');
const SavedSearchesPage = page(
  () => import('../features/saved-searches/components/saved-searches-page'),
  'SavedSearchesPage',
);
const UnsubscribePage = page(() => import('../features/saved-searches/components/unsubscribe-page'), 'UnsubscribePage');

/** Unknown path: the role's home (signed out: /login). */
function UnknownPath() {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  return <Navigate to={homePathFor(user)} replace />;
}

/** The pages with deal cards, where the compare bar shows the picked deals. */
const WITH_COMPARE_BAR = ['/', `/${paths.listings.path}`, `/${paths.listing.path}`, `/${paths.leaseOffers.path}`];

function CompareBarWhereDealsAre() {
  const { pathname } = useLocation();
  return WITH_COMPARE_BAR.some((pattern) => matchPath(pattern, pathname)) ? <CompareBar /> : null;
}

/** Everything under `/` that the public remote owns (relative routes; the shell draws the layout). */
export function PublicRoutes() {
  return (
    <ListingSlotsProvider value={LISTING_SLOTS}>
      <Suspense fallback={<LoadingScreen />}>
        <Routes>
          <Route index element={<HomeRoute />} />
          <Route path={paths.listings.path} element={<LeaseSearch />} />
          <Route path={paths.listing.path} element={<ListingRoute />} />
          <Route path={paths.leaseOffers.path} element={<LeaseOffersRoute />} />
          <Route path={paths.compare.path} element={<ComparePage />} />
          <Route path={paths.about.path} element={<AboutPage />} />
          <Route path={paths.howItWorks.path} element={<HowItWorksPage />} />
          <Route path={paths.faq.path} element={<FaqPage />} />
          <Route path={paths.contact.path} element={<ContactPage />} />
          <Route path={paths.terms.path} element={<TermsPage />} />
          <Route path={paths.privacy.path} element={<PrivacyPage />} />
          <Route path={paths.partner.path} element={<PartnerPage />} />
          <Route element={<GuestOnly />}>
            <Route path={paths.login.path} element={<LoginPage />} />
            <Route path={paths.dealerLogin.path} element={<DealerLoginPage />} />
            <Route path={paths.register.path} element={<RegisterPage />} />
          </Route>
          <Route path={paths.forgotPassword.path} element={<ForgotPasswordPage />} />
          <Route path={paths.resetPassword.path} element={<ResetPasswordPage />} />
          <Route path={paths.verifyEmail.path} element={<VerifyEmailPage />} />
          <Route path={paths.verifyLead.path} element={<VerifyLeadPage />} />
          <Route path={paths.unauthorized.path} element={<AccessDeniedPage kind="unauthorized" />} />
          <Route path={paths.forbidden.path} element={<AccessDeniedPage kind="forbidden" />} />
          <Route
            path={paths.userProfile.path}
            element={
              <RequireRole roles={['user']} fallback={<LoadingScreen />}>
                <ProfilePage />
              </RequireRole>
            }
          />
          <Route
            path={paths.userFavourites.path}
            element={
              <RequireRole roles={['user']} fallback={<LoadingScreen />}>
                <FavouritesRoute />
              </RequireRole>
            }
          />
          <Route
            path={paths.userSavedSearches.path}
            element={
              <RequireRole roles={['user']} fallback={<LoadingScreen />}>
                <SavedSearchesPage />
              </RequireRole>
            }
          />
          <Route path={paths.unsubscribe.path} element={<UnsubscribePage />} />
          <Route path="*" element={<UnknownPath />} />
        </Routes>
        <CompareBarWhereDealsAre />
      </Suspense>
    </ListingSlotsProvider>
  );
}
