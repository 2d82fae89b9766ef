// Dealers: /api/dealers/* (the contract: shared-contracts endpoints.dealers). HTTP only: who
// may call (onRequest, so 401/403 come before any 400), then the service. The admin's dealer
// management reads through this domain's service and commands through the admin's (they cross
// accounts, billing, listings, leads and enquiries).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEALER_PROFILE_FIELD_NAMES, dealerProfileDataBodySchema, endpoints } from 'shared-contracts';
import { DEALER_CREATED, DEALER_DELETED, DEALER_UPDATED } from '../admin/service/dealers';
import { writeAccount } from '../auth/service';
import { contractRoute } from '../lib/contract-route';
import { readMultipartForm } from '../lib/multipart-form';
import { pageOf } from '../lib/pagination';
import type { DealerProfileChanges } from './service';

const PREFIX = '/api/dealers';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.dealers.profile, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.dealers.dealerProfile(request.auth!.sub),
    }),
  });

  // Multipart (the dealership fields and an optional profileImage file); a JSON body with the text fields is accepted too.
  app.route({
    ...contractRoute(endpoints.dealers.updateProfile, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => {
      let changes: DealerProfileChanges;
      if (request.isMultipart()) {
        const { fields, file } = await readMultipartForm(request, {
          fieldNames: DEALER_PROFILE_FIELD_NAMES,
          fileField: 'profileImage',
          oneFileMessage: 'Only one profile image may be sent',
          maxBytes: app.config.MAX_UPLOAD_BYTES,
          schema: dealerProfileDataBodySchema,
        });
        changes = { fields, image: file };
      } else {
        changes = { fields: request.body ?? {} };
      }
      const data = await app.services.dealers.updateDealerProfileData(request.auth!, changes, writeAccount);
      return { success: true as const, message: 'Profile updated successfully', data };
    },
  });

  app.route({
    ...contractRoute(endpoints.dealers.dashboardStats, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.dealers.dealerDashboardStats(request.auth!.sub),
    }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.list, PREFIX),
    onRequest: app.requireAccess(endpoints.dealers.list),
    handler: async (request) => {
      const q = request.query;
      const { dealers, total } = await app.services.dealers.listDealers(q);
      return { success: true as const, data: { dealers }, meta: { pagination: pageOf(q.page, q.limit, total) } };
    },
  });

  app.route({
    ...contractRoute(endpoints.dealers.create, PREFIX),
    onRequest: app.requireAccess(endpoints.dealers.create),
    handler: async (request, reply) => {
      const data = await app.services.admin.createDealerByAdmin(request.auth!, request.body);
      return reply.status(201).send({ success: true, message: DEALER_CREATED, data });
    },
  });

  app.route({
    ...contractRoute(endpoints.dealers.funnel, PREFIX),
    onRequest: app.requireRole('dealer'),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.dealers.dealerFunnel(request.auth!),
    }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.byId, PREFIX),
    onRequest: app.requireAccess(endpoints.dealers.byId),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.dealers.adminDealer(request.params.id),
    }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.update, PREFIX),
    onRequest: app.requireAccess(endpoints.dealers.update),
    handler: async (request) => ({
      success: true as const,
      message: DEALER_UPDATED,
      data: await app.services.admin.updateDealerByAdmin(request.auth!, request.params.id, request.body),
    }),
  });

  app.route({
    ...contractRoute(endpoints.dealers.remove, PREFIX),
    onRequest: app.requireAccess(endpoints.dealers.remove),
    handler: async (request) => {
      await app.services.admin.deleteDealer(request.auth!, request.params.id);
      return { success: true as const, message: DEALER_DELETED };
    },
  });
};
export default routes;
