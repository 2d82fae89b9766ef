// The API as one Fastify plugin tree: infrastructure and services, the OpenAPI document (before
// any route: it collects them), the domains' repositories, then the domains' routes (api/README.md).
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, type FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import { DATABASE_BUSY_MESSAGE, isDatabaseTimeout } from './lib/db-errors';
import { HttpError } from './lib/errors';
import { WorkQueue } from './lib/work-queue';
import { REQUEST_ID_HEADER, requestIdOf } from './lib/request-id';
import { OutboxMailer, type Mailer } from './lib/mailer';
import { TokenService } from './lib/auth-token';
import { createStorage } from './lib/create-storage';
import type { Storage } from './lib/storage';
import { registerUploads } from './lib/uploads-route';
import { createPaymentGateway, type PaymentGateway } from './billing/gateway';
import authPlugin from './plugins/auth';
import openApiPlugin from './plugins/openapi';
import rateLimitPlugin from './plugins/rate-limit';
import authRepository from './auth/repository';
import dealersRepository from './dealers/repository';
import billingRepository from './billing/repository';
import disputesRepository from './billing/disputes/repository';
import billingClock from './billing/clock/plugin';
import { jobsPlugin, startJobs } from './jobs/plugin';
import mailSender from './mail/plugin';
import adminRepository from './admin/repository';
import devRepository from './dev/repository';
import authRoutes from './auth/routes';
import dealersRoutes from './dealers/routes';
import billingRoutes from './billing/routes';
import billingPaymentRoutes from './billing/payment-routes';
import disputesRoutes from './billing/disputes/routes';
import adminRoutes from './admin/routes';
import devRoutes from './dev/routes';
import healthRoutes from './health/routes';
import readiness from './health/readiness';
import listingsRoutes from './listings/routes';
import listingImportRoutes from './listings/import/routes';
import leadsRoutes from './leads/routes';
import enquiriesRoutes from './enquiries/routes';
import contactRoutes from './contact/routes';
import seoRoutes from './seo/routes';
import listingsRepository from './listings/repository';
import listingImpressions from './listings/impressions';
import listingViews from './listings/view-counter';
import listingsUpkeep from './listings/upkeep';
import leadsRepository from './leads/repository';
import enquiriesRepository from './enquiries/repository';
import auditRepository from './audit/repository';
import notificationsRepository from './notifications/repository';
import favouritesRepository from './favourites/repository';
import favouritesRoutes from './favourites/routes';
import savedSearchesRepository from './saved-searches/repository';
import savedSearchesRoutes from './saved-searches/routes';
import savedSearchJob from './saved-searches/job/plugin';
import feedImportJob from './listings/feed/job';
import importPicturesJob from './listings/import/job';
import domainServices from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    clock: Clock;
    mailer: Mailer;
    tokens: TokenService;
    storage: Storage;
    paymentGateway: PaymentGateway;
    /** The bounded queue of picture decoding and encoding (IMAGE_CONCURRENCY, IMAGE_QUEUE_MAX). */
    imageQueue: WorkQueue;
    /** Every route as registered (method, url, schema, config): the bad-input corpus walks it. */
    routeCatalog: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string | string[];
  url: string;
  schema?: FastifySchema;
  config?: unknown;
}

export interface BuildOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  storage?: Storage;
  /** The payment provider (default: from the configuration, Stripe or the sandbox). */
  paymentGateway?: PaymentGateway;
  logger?: boolean;
}

/** How often Node checks open connections against the headers and request timeouts (its default: 30 s). */
const CONNECTIONS_CHECK_MS = 1000;
export const HANDLER_TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  // Each picture is decoded and encoded on one libvips thread: with IMAGE_CONCURRENCY uploads at
  // once, picture work takes at most that many cores and searches keep the rest.
  sharp.concurrency(1);
  const app = Fastify({
    logger: opts.logger === false ? false : { level: opts.config.LOG_LEVEL },
    // Only trusted proxies may set X-Forwarded-For; otherwise per-IP rate limits could be dodged.
    trustProxy: opts.config.TRUST_PROXY === 'false' ? false : opts.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
    // The proxy's X-Request-Id when it is a safe token (lib/request-id.ts); logged as reqId.
    genReqId: requestIdOf,
    // Timeouts (api/README.md "Timeouts"): a slow-header or slow-body client is cut off (408), an
    // idle socket closed, and a route that does not answer in time answers 503 { message }.
    http: { headersTimeout: opts.config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: CONNECTIONS_CHECK_MS },
    requestTimeout: opts.config.REQUEST_TIMEOUT_MS,
    connectionTimeout: opts.config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: opts.config.KEEP_ALIVE_TIMEOUT_MS,
    handlerTimeout: opts.config.HANDLER_TIMEOUT_MS,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeCatalog: RouteEntry[] = [];
  app.decorate('routeCatalog', routeCatalog);
  app.addHook('onRoute', (route) => {
    // A multipart route reads its body (up to 7 pictures) inside the handler: a longer limit.
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes;
    if (consumes?.includes('multipart/form-data') && route.handlerTimeout === undefined)
      route.handlerTimeout = opts.config.UPLOAD_HANDLER_TIMEOUT_MS;
    routeCatalog.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        path: String(
          (v.instancePath || '').replace(/^\//, '').replace(/\//g, '.') ||
            (v.params as { issue?: { path?: unknown[] } })?.issue?.path?.join('.') ||
            '',
        ),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid request', errors });
    }
    if ((error as FastifyError).code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ url: request.url }, 'no answer within the handler timeout: 503');
      return reply.status(503).send({ message: HANDLER_TIMEOUT_MESSAGE });
    }
    if (isDatabaseTimeout(error)) {
      request.log.warn({ err: error }, 'database timeout: 503');
      return reply.status(503).send({ message: DATABASE_BUSY_MESSAGE });
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    // Fastify's own and its plugins' client errors (malformed JSON, bad content type, body too
    // large, multipart limits): the caller's mistake, so 4xx with the message.
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'Invalid request' });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }),
  );

  const { config, database } = opts;
  const storage = opts.storage ?? (await createStorage(config));
  app.addHook('onClose', async () => storage.close?.());
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('database', database);
        instance.decorate('db', database.db);
        instance.decorate('clock', opts.clock ?? systemClock);
        instance.decorate(
          'mailer',
          opts.mailer ?? new OutboxMailer(config.SMTP_URL ? 'smtp' : 'outbox', opts.clock ?? systemClock),
        );
        instance.decorate('tokens', new TokenService(config.JWT_SECRET, config.JWT_EXPIRES_IN));
        instance.decorate('storage', storage);
        instance.decorate('imageQueue', new WorkQueue(config.IMAGE_CONCURRENCY, config.IMAGE_QUEUE_MAX));
        instance.decorate(
          'paymentGateway',
          opts.paymentGateway ?? (await createPaymentGateway(config, database.db, opts.clock ?? systemClock)),
        );
      },
      { name: 'infrastructure' },
    ),
  );
  // Security headers on every answer (uploads included): nosniff, a CSP that allows nothing (the
  // API serves JSON and images, never pages), no referrer, no framing.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
  });
  // Answers of 1 KB or more in a compressible type (JSON, XML, text) go out as br or gzip by
  // Accept-Encoding; images are sent as stored. Request bodies are read as sent (no decoding:
  // the Stripe webhook checks the exact bytes).
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(cors, { origin: config.CORS_ORIGINS.split(',').map((o) => o.trim()) });
  await app.register(multipart, { limits: { fileSize: config.MAX_UPLOAD_BYTES, files: 7, fields: 60 } });
  await app.register(readiness);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await registerUploads(app, storage);
  await app.register(openApiPlugin);

  // Repositories: one plugin per domain, one per line.
  await app.register(authRepository);
  await app.register(dealersRepository);
  await app.register(billingRepository);
  await app.register(disputesRepository);
  await app.register(adminRepository);
  await app.register(devRepository);

  await app.register(listingsRepository);
  await app.register(listingImpressions);
  await app.register(listingViews);
  // Background jobs (pg-boss): the job plugins below define theirs, startJobs starts them when ready.
  await app.register(jobsPlugin);
  await app.register(leadsRepository);
  await app.register(enquiriesRepository);
  await app.register(auditRepository);
  await app.register(notificationsRepository);
  await app.register(favouritesRepository);
  await app.register(savedSearchesRepository);
  // The billing clock's job (BILLING_CLOCK_CRON) and the billing work that runs after an answer.
  await app.register(billingClock);
  // The outbox's SMTP sender job (SMTP_URL, MAIL_SEND_CRON).
  await app.register(mailSender);
  // The daily saved-search job (SAVED_SEARCH_JOB_CRON).
  await app.register(savedSearchJob);
  // The dealers' inventory feeds (FEED_IMPORT_CRON).
  await app.register(feedImportJob);
  await app.register(importPicturesJob);
  await app.register(startJobs);
  // The listings' catch-up job (requested at start when a public listing has no score, once the
  // jobs started) and the deal-score refresh on DEAL_SCORE_REFRESH_CRON.
  await app.register(listingsUpkeep);
  // The domain services, built once from what each uses (services.ts): routes and jobs call app.services.<domain>.
  await app.register(domainServices);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(dealersRoutes, { prefix: '/dealers' });
      await api.register(billingRoutes, { prefix: '/billing' });
      await api.register(billingPaymentRoutes, { prefix: '/billing' });
      await api.register(disputesRoutes, { prefix: '/billing/disputes' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(listingsRoutes, { prefix: '/listings' });
      await api.register(listingImportRoutes, { prefix: '/listings/import' });
      await api.register(leadsRoutes, { prefix: '/leads' });
      await api.register(enquiriesRoutes, { prefix: '/enquiries' });
      await api.register(contactRoutes, { prefix: '/contact' });
      await api.register(devRoutes, { prefix: '/dev' });
      await api.register(seoRoutes, { prefix: '/seo' });
      await api.register(favouritesRoutes, { prefix: '/favourites' });
      await api.register(savedSearchesRoutes, { prefix: '/saved-searches' });
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
