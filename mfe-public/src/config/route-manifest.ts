// This remote's route manifest (shared-contracts PublicRouteManifest): what the rest of the site
// reads about the public pages. The shell renders the `serverRendered` pages on its server and
// draws the header and footer links; the API lists the `sitemap` pages. Exposed as
// mfe_public/routeManifest (browser and server builds); a new page needs no change elsewhere.
import type { PublicRouteManifest } from 'shared-contracts';
import { paths } from './paths';

export const routeManifest: PublicRouteManifest = {
  pages: [
    { path: paths.home.getHref(), serverRendered: true, sitemap: 'listings' },
    { path: paths.listings.getHref(), serverRendered: true, sitemap: 'listings' },
    { path: `/${paths.listing.path}`, serverRendered: true },
    { path: paths.leaseOffers.getHref(), sitemap: 'listings' },
    { path: paths.about.getHref(), sitemap: true },
    { path: paths.howItWorks.getHref(), sitemap: true },
    { path: paths.faq.getHref(), sitemap: true },
    { path: paths.contact.getHref(), sitemap: true },
    { path: paths.terms.getHref(), sitemap: true },
    { path: paths.privacy.getHref(), sitemap: true },
    { path: paths.partner.getHref(), sitemap: true },
    { path: paths.landing.getHref(), sitemap: true },
  ],
  header: [
    { label: 'Home', to: paths.home.getHref() },
    { label: 'Browse lease deals now', to: paths.listings.getHref() },
    { label: 'About', to: paths.about.getHref() },
    { label: 'How it works', to: paths.howItWorks.getHref() },
    { label: 'FAQ', to: paths.faq.getHref() },
    { label: 'Contact', to: paths.contact.getHref() },
  ],
  footer: [
    { label: 'Browse Cars', to: paths.listings.getHref() },
    { label: 'Lease Offers', to: paths.leaseOffers.getHref() },
    { label: 'Dealer Login', to: paths.dealerLogin.getHref() },
    { label: 'Partner with Us', to: paths.partner.getHref() },
    { label: 'Privacy Policy', to: paths.privacy.getHref() },
    { label: 'Terms of Service', to: paths.terms.getHref() },
  ],
};
