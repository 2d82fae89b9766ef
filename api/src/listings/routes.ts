// Listings (routes from the contract registry, shared-contracts endpoints.listings): the public
// search and filter options (cached per instance, see cache.ts; sent as prebuilt JSON encoded
// through the response schema), the listing detail, and the commands (commands.ts: add and edit
// as multipart, status, delete) for dealers (their own listings) and admins.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from 'shared-contracts';
import { contractRoute } from '../lib/contract-route';
import { readMultipartParts } from '../lib/multipart-form';
import { PrebuiltJson, sendPrebuiltJson } from '../lib/prebuilt-json';
import { HOUR_MS, rateLimit } from '../plugins/rate-limit';
import { LISTING_COMMAND_MESSAGES } from './commands';
import { LISTING_FORM_PARTS } from './form';
import { visitorOf } from './views';

const PREFIX = '/api/listings';

/**
 * Per account: adding or editing a listing decodes and re-encodes up to six images, and a new
 * listing mails every admin. A dealer not yet approved (pending: anyone who signed up) gets a
 * sixth of an approved dealer's (or an admin's) allowance.
 */
const LISTING_WRITE_LIMITS = {
  createsPerHour: 60,
  editsPerHour: 120,
  pendingDealer: { createsPerHour: 10, editsPerHour: 20 },
};
export const byAccount = (request: FastifyRequest) => request.auth?.sub ?? request.ip;
const perHour = (kind: 'createsPerHour' | 'editsPerHour') => (request: FastifyRequest) =>
  request.auth?.dealerStatus === 'pending' ? LISTING_WRITE_LIMITS.pendingDealer[kind] : LISTING_WRITE_LIMITS[kind];

/** The hourly limit of listing adds: routes that use it share its counter (a spreadsheet import counts as one add). */
export const listingCreateRateLimit = () =>
  rateLimit({
    name: 'listing-create',
    max: perHour('createsPerHour'),
    windowMs: HOUR_MS,
    by: byAccount,
  });

const routes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.listings;

  app.route({
    ...contractRoute(endpoints.listings.filterOptions, PREFIX),
    handler: async (request, reply) => sendPrebuiltJson(request, reply, await service.filterOptions()),
  });

  // Public, or the management scope for a signed-in dealer/admin (checked by the service: 401/403).
  app.route({
    ...contractRoute(endpoints.listings.search, PREFIX),
    handler: async (request, reply) => {
      const answer = await service.search(request.query, request.auth, request.headers['user-agent']);
      return answer instanceof PrebuiltJson ? sendPrebuiltJson(request, reply, answer) : answer;
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.version, PREFIX),
    handler: async () => ({ success: true as const, data: { version: await service.version() } }),
  });

  app.route({
    ...contractRoute(endpoints.listings.byId, PREFIX),
    handler: async (request, reply) => {
      // A view counts once per address a day, whatever the user agent or account (views.ts).
      const answer = await service.detail(request.params.id, request.auth, visitorOf(request.ip));
      return answer instanceof PrebuiltJson
        ? sendPrebuiltJson(request, reply, answer)
        : { success: true as const, data: answer };
    },
  });

  // Multipart only (a JSON body is refused with 415): the fields, imageUrls and galleryImages.
  app.route({
    ...contractRoute(endpoints.listings.create, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.create),
    config: { rateLimit: listingCreateRateLimit() },
    handler: async (request, reply) => {
      const parts = await readMultipartParts(request, LISTING_FORM_PARTS);
      const data = await service.createListing(request.auth!, parts, request.signal);
      return reply.status(201).send({ success: true, message: LISTING_COMMAND_MESSAGES.created, data });
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.update, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.update),
    config: {
      rateLimit: rateLimit({
        name: 'listing-edit',
        max: perHour('editsPerHour'),
        windowMs: HOUR_MS,
        by: byAccount,
      }),
    },
    handler: async (request) => {
      const parts = await readMultipartParts(request, LISTING_FORM_PARTS);
      const data = await service.updateListing(request.auth!, request.params.id, parts, request.signal);
      return { success: true as const, message: LISTING_COMMAND_MESSAGES.updated, data };
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.updateStatus, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.updateStatus),
    handler: async (request) => {
      const data = await service.changeListingStatus(request.auth!, request.params.id, request.body.status);
      return { success: true as const, message: LISTING_COMMAND_MESSAGES.statusUpdated, data };
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.remove, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.remove),
    handler: async (request) => {
      await service.deleteListing(request.auth!, request.params.id);
      return { success: true as const, message: LISTING_COMMAND_MESSAGES.deleted };
    },
  });
};

export default routes;
