import { Navigate, Route, Routes } from 'react-router-dom';
import { homePathFor, RequireRole, useAuthStore } from 'shared-auth';
import { LoadingScreen } from 'shared-ui';
import { paths } from '../config/paths';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { DealerLoginPage, LoginPage } from '../features/auth/components/login-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { VerifyEmailPage } from '../features/auth/components/verify-email-page';
import { ContactPage } from '../features/contact/components/contact-page';
import { VerifyLeadPage } from '../features/leads/components/verify-lead-page';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { LeaseSearch } from '../features/listings/components/lease-search';
import { AboutPage } from '../features/marketing/components/about-page';
import { AccessDeniedPage } from '../features/marketing/components/access-denied-page';
import { FaqPage } from '../features/marketing/components/faq-page';
import { HowItWorksPage } from '../features/marketing/components/how-it-works-page';
import { PartnerPage } from '../features/marketing/components/partner-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { HomeRoute } from './routes/home-route';
import { LeaseOffersRoute } from './routes/lease-offers-route';
import { ListingRoute } from './routes/listing-route';

/** Unknown path: the role's home (signed out: /login). */
function UnknownPath() {
  const user = useAuthStore((s) => (s.isAuthenticated ? s.user : null));
  return <Navigate to={homePathFor(user)} replace />;
}

/** Everything under `/` that the public remote owns (relative routes; the shell draws the layout). */
export function PublicRoutes() {
  return (
    <Routes>
      <Route index element={<HomeRoute />} />
      <Route path={paths.listings.path} element={<LeaseSearch />} />
      <Route path={paths.listing.path} element={<ListingRoute />} />
      <Route path={paths.leaseOffers.path} element={<LeaseOffersRoute />} />
      <Route path={paths.about.path} element={<AboutPage />} />
      <Route path={paths.howItWorks.path} element={<HowItWorksPage />} />
      <Route path={paths.faq.path} element={<FaqPage />} />
      <Route path={paths.contact.path} element={<ContactPage />} />
      <Route path={paths.terms.path} element={<TermsPage />} />
      <Route path={paths.privacy.path} element={<PrivacyPage />} />
      <Route path={paths.partner.path} element={<PartnerPage />} />
      <Route path={paths.login.path} element={<LoginPage />} />
      <Route path={paths.dealerLogin.path} element={<DealerLoginPage />} />
      <Route path={paths.register.path} element={<RegisterPage />} />
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
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
