// The API reference: OpenAPI 3.1 generated from the routes' zod schemas (the contract in
// shared-contracts) at /api/openapi.json, and Swagger UI at /api/docs. Register it before
// the routes: @fastify/swagger collects them as they are added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import {
  adminDealerSchema,
  adminDealerSubscriptionSchema,
  apiErrorSchema,
  billingStatsSchema,
  dealerProfileSchema,
  dealerSubscriptionSchema,
  ENDPOINT_TAGS,
  enquirySchema,
  filterOptionsSchema,
  leadSchema,
  listingSchema,
  listingSummarySchema,
  paginationSchema,
  publicUserSchema,
} from 'shared-contracts';
import { z } from 'zod';

/**
 * Shapes shown once under components.schemas and referenced by name from the routes. The ids
 * go into zod's global registry (where `.describe()` texts live too), which the transforms read.
 */
const OPENAPI_COMPONENTS = {
  ApiError: apiErrorSchema,
  PublicUser: publicUserSchema,
  Pagination: paginationSchema,
  Listing: listingSchema,
  ListingSummary: listingSummarySchema,
  FilterOptions: filterOptionsSchema,
  Lead: leadSchema,
  Enquiry: enquirySchema,
  DealerProfile: dealerProfileSchema,
  AdminDealer: adminDealerSchema,
  AdminDealerSubscription: adminDealerSubscriptionSchema,
  DealerSubscription: dealerSubscriptionSchema,
  BillingStats: billingStatsSchema,
};
for (const [id, schema] of Object.entries(OPENAPI_COMPONENTS)) {
  const meta = z.globalRegistry.get(schema);
  if (meta?.id !== id) z.globalRegistry.add(schema, { ...meta, id });
}

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;

type Responses = Record<string, { content?: Record<string, unknown> }>;

/**
 * A route that answers text (`produces`: the sitemap, robots.txt) still sends its errors as JSON
 * (apiErrorSchema), but @fastify/swagger files every answer under the route's media type.
 */
function jsonErrors(document: OpenApiDocument): void {
  for (const operations of Object.values(
    (document.paths ?? {}) as Record<string, Record<string, { responses?: Responses }>>,
  )) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (/^[2]/.test(status) || !response.content || response.content['application/json']) continue;
        const [schema] = Object.values(response.content);
        response.content = { 'application/json': schema };
      }
    }
  }
}

/** The components, less the input copies the transform makes of every named shape when no request uses them. */
const transformObject: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument & {
    components?: { schemas?: Record<string, unknown> };
  };
  jsonErrors(document);
  const schemas = document.components?.schemas;
  if (!schemas) return document;
  const paths = JSON.stringify(document.paths ?? {});
  const used = (id: string) =>
    paths.includes(`"#/components/schemas/${id}"`) ||
    Object.entries(schemas).some(
      ([other, schema]) => other !== id && JSON.stringify(schema).includes(`"#/components/schemas/${id}"`),
    );
  // Until nothing changes: an unused copy may be the only user of another one.
  for (let removed = true; removed;) {
    removed = false;
    for (const id of Object.keys(schemas)) {
      if (id.endsWith('Input') && !used(id)) {
        delete schemas[id];
        removed = true;
      }
    }
  }
  return document;
};

export const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PATH = '/api/docs';

/**
 * The API's CSP allows nothing (it serves JSON and images). The reference page needs its own
 * scripts, styles, images and a fetch of the document, all from this origin; no inline script,
 * no eval, no other origin, no framing. Set per route (helmet reads `config.helmet`).
 */
const DOCS_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    // The hash: the <style> of Swagger UI's own top-bar logo (shown for a moment, then replaced by DOCS_LOGO).
    styleSrc: ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    baseUri: ["'none'"],
    formAction: ["'none'"],
    frameAncestors: ["'none'"],
  },
};

/** The top bar's logo: Swagger UI's default is an SVG with a <style> element, which the page's CSP refuses. */
const DOCS_LOGO = {
  type: 'image/svg+xml',
  content: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="220" height="40" viewBox="0 0 220 40">' +
      '<text x="0" y="28" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="bold" fill="#ffffff">LeaseMarket API</text></svg>',
  ),
};

/** True for the reference page and its static files (not for the JSON document). */
export const isDocsRoute = (url: string): boolean => url === DOCS_PATH || url.startsWith(`${DOCS_PATH}/`);

async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'LeaseMarket API',
        version: '0.1.0',
        description:
          'Generated from the contract in shared-contracts (endpoints and zod schemas). Errors answer `{ message, errors? }`.',
      },
      tags: ENDPOINT_TAGS.map((name) => ({ name })),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  app.addHook('onRoute', (route) => {
    if (isDocsRoute(route.url ?? ''))
      route.config = { ...(route.config ?? {}), helmet: { contentSecurityPolicy: DOCS_CSP } } as typeof route.config;
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PATH,
    logo: DOCS_LOGO,
    theme: { title: 'LeaseMarket API reference' },
  });
}

export default fp(openApi, { name: 'openapi' });
