// The spreadsheet import of listings (routes from the contract registry, shared-contracts
// endpoints.listings.import*): the CSV template, the preview and the apply, the import history
// and one run (its pictures' progress),
// and the feed's address (listings/feed), for dealers (their
// own listings; the service takes the dealership from the token). Limits: LISTING_IMPORT_LIMITS
// per file; previews per hour per account; an apply counts as one listing add in the hourly
// limit of adds (listingCreateRateLimit), whatever its number of rows.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  endpoints,
  LISTING_IMPORT_FILE_FIELD,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  LISTING_IMPORT_MODES,
  type ListingImportMode,
} from 'shared-contracts';
import type { FastifyRequest } from 'fastify';
import { contractRoute } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { readMultipartParts } from '../../lib/multipart-form';
import { HOUR_MS, rateLimit } from '../../plugins/rate-limit';
import { byAccount, listingCreateRateLimit } from '../routes';
import { importTemplateCsv } from './template';

const PREFIX = '/api/listings/import';
const LISTING_IMPORT_PREVIEWS_PER_HOUR = 60;

/** The uploaded file and the mode sent with it; 400 without a file or with an unknown mode. */
async function readImportForm(request: FastifyRequest): Promise<{ file: Buffer; mode: ListingImportMode }> {
  const parts = await readMultipartParts(request, {
    textFields: ['mode'],
    fileFields: { [LISTING_IMPORT_FILE_FIELD]: { max: 1, tooMany: 'Send one file at a time' } },
    maxFileBytes: LISTING_IMPORT_LIMITS.maxBytes,
    tooLargeMessage: LISTING_IMPORT_MESSAGES.tooLarge,
    maxTextBytes: 64,
    maxTextParts: 2,
  });
  const modes = parts.filter((p) => p.kind === 'text').map((p) => p.value);
  if (modes.length > 1 || (modes.length === 1 && !(LISTING_IMPORT_MODES as readonly string[]).includes(modes[0])))
    throw badRequest(LISTING_IMPORT_MESSAGES.mode);
  const file = parts.find((p) => p.kind === 'file');
  if (!file) throw badRequest(LISTING_IMPORT_MESSAGES.noFile);
  return { file: file.bytes, mode: (modes[0] as ListingImportMode | undefined) ?? 'partial' };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(endpoints.listings.importTemplate, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.importTemplate),
    handler: async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="listings-template.csv"')
        .header('cache-control', 'no-store')
        .send(importTemplateCsv(app.clock.now())),
  });

  app.route({
    ...contractRoute(endpoints.listings.importPreview, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.importPreview),
    config: {
      rateLimit: rateLimit({
        name: 'listing-import-preview',
        max: LISTING_IMPORT_PREVIEWS_PER_HOUR,
        windowMs: HOUR_MS,
        by: byAccount,
      }),
    },
    handler: async (request) => {
      const { file } = await readImportForm(request);
      return { success: true as const, data: await app.services.listingImport.previewImport(request.auth!, file) };
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.importApply, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.importApply),
    config: { rateLimit: listingCreateRateLimit() },
    handler: async (request) => {
      const { file, mode } = await readImportForm(request);
      const data = await app.services.listingImport.applyImport(request.auth!, file, mode, request.signal);
      return { success: true as const, message: LISTING_IMPORT_MESSAGES.applied, data };
    },
  });

  app.route({
    ...contractRoute(endpoints.listings.importHistory, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.importHistory),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.feeds.dealerImportHistory(request.auth!),
    }),
  });

  app.route({
    ...contractRoute(endpoints.listings.importRun, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.importRun),
    handler: async (request) => ({
      success: true as const,
      data: await app.services.listingImport.dealerImportRun(request.auth!, request.params.id),
    }),
  });

  app.route({
    ...contractRoute(endpoints.listings.saveFeed, PREFIX),
    onRequest: app.requireAccess(endpoints.listings.saveFeed),
    handler: async (request) => ({
      success: true as const,
      ...(await app.services.feeds.saveFeedUrl(request.auth!, request.body.url)),
    }),
  });
};

export default routes;
