// The composition root of the domain services (api/README.md "Service shape"): each service is
// built once, here, from exactly what it uses (the database, its repository, the mailer, the
// clock, the settings it reads, the other services it calls), and routes and jobs reach it as
// `app.services.<domain>`. Registered after the repositories and background plugins it reads.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chargeVerifiedLead } from './billing/service';
import { createLeadsService } from './leads/service';
import { findPublicListing } from './listings/service';

function createServices(app: FastifyInstance) {
  const leads = createLeadsService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    config: app.config,
    leadsRepository: app.leadsRepository,
    listings: { findPublicListing: (id, now) => findPublicListing(app, id, now) },
    billing: { chargeVerifiedLead: (leadId) => chargeVerifiedLead(app, leadId) },
  });
  return { leads };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The domain services, built once (services.ts): what routes and jobs call. */
    services: ReturnType<typeof createServices>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('services', createServices(app));
  },
  { name: 'domain-services', dependencies: ['services', 'leads-repository', 'listings-repository', 'billing-clock'] },
);
