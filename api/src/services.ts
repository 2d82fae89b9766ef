// The composition root of the domain services (api/README.md "Service shape"): each service is
// built once, here, from exactly what it uses (the database, its repository, the mailer, the
// clock, the settings it reads, the other services it calls), and routes and jobs reach it as
// `app.services.<domain>`. Registered after the repositories and background plugins it reads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminService } from './admin/service';
import { createAuditService } from './audit/service';
import { createAuthService } from './auth/service';
import { createDisputesService } from './billing/disputes/service';
import { createBillingService } from './billing/service';
import { createContactService } from './contact/service';
import { createDealersService } from './dealers/service';
import { createDevService } from './dev/service';
import { createEnquiriesService } from './enquiries/service';
import { createJobsAdminService } from './jobs/admin';
import { createFavouritesService } from './favourites/service';
import { createLeadsService } from './leads/service';
import { createFeedService } from './listings/feed/service';
import { createListingImportService } from './listings/import/service';
import { createListingsService } from './listings/service';
import { createNotificationsService } from './notifications/service';
import { createSavedSearchesService } from './saved-searches/service';
import { createSeoService } from './seo/service';

function createServices(app: FastifyInstance) {
  const notifications = createNotificationsService({ mailer: app.mailer, config: app.config });
  const listings = createListingsService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    storage: app.storage,
    imageQueue: app.imageQueue,
    config: app.config,
    listingsRepository: app.listingsRepository,
    listingImpressions: app.listingImpressions,
    listingViews: app.listingViews,
    notifications,
  });
  const dealers = createDealersService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    storage: app.storage,
    imageQueue: app.imageQueue,
    config: app.config,
    dealersRepository: app.dealersRepository,
  });
  const billing = createBillingService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    config: app.config,
    paymentGateway: app.paymentGateway,
    billingRepository: app.billingRepository,
    dealers,
    billingTasks: app.billingTasks,
  });
  const leads = createLeadsService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    config: app.config,
    leadsRepository: app.leadsRepository,
    listings,
    billing,
  });
  const enquiries = createEnquiriesService({
    db: app.db,
    clock: app.clock,
    enquiriesRepository: app.enquiriesRepository,
    listings,
  });
  const favourites = createFavouritesService({
    db: app.db,
    clock: app.clock,
    favouritesRepository: app.favouritesRepository,
    listings,
  });
  const contact = createContactService({ db: app.db, clock: app.clock, mailer: app.mailer, config: app.config });
  const savedSearches = createSavedSearchesService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    config: app.config,
    savedSearchesRepository: app.savedSearchesRepository,
    listings,
    favourites,
  });
  const seo = createSeoService({ clock: app.clock, config: app.config, listings });
  const dev = createDevService({ devRepository: app.devRepository });
  const audit = createAuditService({ auditRepository: app.auditRepository });
  const admin = createAdminService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    storage: app.storage,
    config: app.config,
    adminRepository: app.adminRepository,
    dealers,
  });
  const disputes = createDisputesService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    config: app.config,
    paymentGateway: app.paymentGateway,
    disputesRepository: app.disputesRepository,
  });
  const auth = createAuthService({
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    tokens: app.tokens,
    limits: app.limits,
    storage: app.storage,
    imageQueue: app.imageQueue,
    config: app.config,
    authRepository: app.authRepository,
    notifications,
  });
  const importDeps = {
    db: app.db,
    clock: app.clock,
    log: app.log,
    mailer: app.mailer,
    storage: app.storage,
    imageQueue: app.imageQueue,
    jobs: app.jobs,
    config: app.config,
    notifications,
  };
  const listingImport = createListingImportService(importDeps);
  const feeds = createFeedService(importDeps);
  const jobsAdmin = createJobsAdminService({ db: app.db, clock: app.clock, mailer: app.mailer });
  return {
    auth,
    listings,
    listingImport,
    feeds,
    dealers,
    billing,
    disputes,
    leads,
    enquiries,
    favourites,
    contact,
    seo,
    savedSearches,
    dev,
    audit,
    admin,
    jobsAdmin,
    notifications,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services, built once (services.ts): what routes and jobs call. */
    services: ReturnType<typeof createServices>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const services = createServices(app);
    app.decorate('services', services);
    app.addHook('onClose', async () => services.listings.close());
  },
  {
    name: 'services',
    dependencies: [
      'infrastructure',
      'jobs',
      'listings-repository',
      'listing-impressions',
      'listing-views',
      'leads-repository',
      'enquiries-repository',
      'favourites-repository',
      'saved-searches-repository',
      'dev-repository',
      'audit-repository',
      'admin-repository',
      'auth-repository',
      'rate-limit',
      'disputes-repository',
      'billing-repository',
      'dealers-repository',
      'billing-clock',
    ],
  },
);
