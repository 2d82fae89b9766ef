// The contract on the API side: contractRoute (route options from the registry) and the
// OpenAPI plugin, on a tiny app without a database.
import { afterEach, describe, expect, it } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { endpoints, listEndpoints, type Endpoint } from 'shared-contracts';
import { contractRoute } from '../src/lib/contract-route';
import openapi from '../src/plugins/openapi';

const listing = {
  id: '3f0c4a43-55d7-4d5c-9e39-6d1b1cfd3b53',
  dealerId: 'd1',
  make: 'Kia',
  model: 'EV6',
  bodyType: 'SUV',
  year: 2025,
  msrp: 50000,
  monthlyPayment: 399,
  downPayment: 2000,
  leaseTerms: [36],
  mileageLimits: [10000],
  carType: 'SUV',
  extraMileageCost: 0.25,
  fuelType: 'Electric',
  transmission: 'Automatic',
  interiorColor: 'Black',
  exteriorColor: 'White',
  numberOfSeats: '5',
  safetyFeatures: [],
  comfortFeatures: [],
  entertainmentFeatures: [],
  specialFeatures: [],
  imageUrls: [],
  galleryImages: [],
  isLimitedOffer: false,
  available: true,
  zipCode: null,
  status: 'active' as const,
  views: 1,
  dateAdded: '2025-01-01T00:00:00.000Z',
  dealScore: null,
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function tinyApp(register: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  await instance.register(openapi);
  register(instance);
  await instance.ready();
  app = instance;
  return instance;
}

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, unknown> };
};
const docOf = async (a: FastifyInstance): Promise<Doc> =>
  (await a.inject({ method: 'GET', url: '/api/openapi.json' })).json();
const okSchema = (op: any, status: number, type = 'application/json') =>
  op.responses[String(status)].content[type].schema;

describe('contractRoute', () => {
  it('gives the url relative to the prefix, and the root of a prefix once', () => {
    expect(contractRoute(endpoints.listings.byId, '/api/listings')).toMatchObject({ method: 'GET', url: '/:id' });
    expect(contractRoute(endpoints.auth.login, '/api/auth/')).toMatchObject({ method: 'POST', url: '/login' });
    expect(contractRoute(endpoints.listings.search, '/api/listings')).toMatchObject({
      url: '/',
      prefixTrailingSlash: 'no-slash',
    });
    expect(contractRoute(endpoints.health.check, '/api')).toMatchObject({ url: '/health' });
  });

  it('refuses a prefix the path is not under', () => {
    expect(() => contractRoute(endpoints.auth.login, '/api/listings')).toThrow(
      'POST /api/auth/login is not under the prefix /api/listings',
    );
    expect(() => contractRoute(endpoints.auth.login, '/api/au')).toThrow('not under the prefix');
  });

  it('declares the success answer, errors, tag, summary, who may call; the body may be absent on multipart', () => {
    const me = contractRoute(endpoints.auth.me, '/api/auth').schema;
    expect(me.response[200]).toBe(endpoints.auth.me.response);
    expect(Object.keys(me.response).sort()).toEqual(['200', '4xx', '5xx']);
    expect(me).toMatchObject({ tags: ['auth'], summary: 'The signed-in user', security: [{ bearerAuth: [] }] });
    expect(me.description).toContain('Who may call: any signed-in user.');
    expect(me).not.toHaveProperty('body');
    const profile = contractRoute(endpoints.auth.updateProfile, '/api/auth').schema;
    expect(profile.consumes).toEqual(['multipart/form-data', 'application/json']);
    expect(profile.body?.safeParse(undefined).success).toBe(true);
    expect(profile.body?.safeParse({ nickname: 'x' }).success).toBe(false);
    expect(contractRoute(endpoints.admin.dashboard, '/api/admin').schema.description).toContain('Who may call: admin.');
    expect(contractRoute(endpoints.dealers.byId, '/api/dealers').schema.description).toContain(
      'Who may call: admin (with the manageDealers permission).',
    );
  });

  it('validates with the contract and sends only the fields of the contract', async () => {
    const a = await tinyApp((api) => {
      api.register(
        async (plugin) => {
          const listings = plugin.withTypeProvider<ZodTypeProvider>();
          listings.route({
            ...contractRoute(endpoints.listings.byId, '/api/listings'),
            handler: async (request) => ({
              success: true as const,
              data: { ...listing, id: request.params.id, passwordHash: 'secret' },
            }),
          });
          listings.route({
            ...contractRoute(endpoints.listings.search, '/api/listings'),
            handler: async (request) => ({
              success: true as const,
              data: { listings: [] },
              meta: { pagination: { page: request.query.page, limit: request.query.limit, total: 0, totalPages: 0 } },
            }),
          });
        },
        { prefix: '/api/listings' },
      );
    });
    const res = await a.inject({ method: 'GET', url: '/api/listings/abc' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...listing, id: 'abc' });
    const page = await a.inject({ method: 'GET', url: '/api/listings?page=3' });
    expect(page.json().meta.pagination).toEqual({ page: 3, limit: 10, total: 0, totalPages: 0 });
    expect((await a.inject({ method: 'GET', url: '/api/listings?page=0' })).statusCode).toBe(400);
  });
});

describe('OpenAPI plugin', () => {
  it('lists contract routes with their tags, summaries and response schemas at /api/openapi.json', async () => {
    const a = await tinyApp((api) => {
      api.register(
        async (auth) => {
          auth.route({
            ...contractRoute(endpoints.auth.login, '/api/auth'),
            handler: async () => ({ success: true as const, message: 'ok', data: { user: {} as never, token: 't' } }),
          });
        },
        { prefix: '/api/auth' },
      );
      api.register(
        async (listings) => {
          listings.route({
            ...contractRoute(endpoints.listings.byId, '/api/listings'),
            handler: async () => ({ success: true as const, data: listing }),
          });
          listings.route({
            ...contractRoute(endpoints.listings.search, '/api/listings'),
            handler: async () => {
              throw new Error('not called');
            },
          });
        },
        { prefix: '/api/listings' },
      );
    });
    const doc = await docOf(a);
    expect(doc.openapi).toBe('3.1.0');
    // The search sits at its plugin's own path: listed once, without a trailing-slash twin.
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/auth/login', '/api/listings', '/api/listings/{id}']);

    const login = doc.paths['/api/auth/login'].post;
    expect(login).toMatchObject({ tags: ['auth'], summary: 'Sign in' });
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(okSchema(login, 200).properties.data.properties.user).toEqual({ $ref: '#/components/schemas/PublicUser' });
    expect(login.responses['4XX'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });

    const detail = doc.paths['/api/listings/{id}'].get;
    expect(detail).toMatchObject({ tags: ['listings'] });
    expect(detail.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(okSchema(detail, 200).properties.data).toEqual({ $ref: '#/components/schemas/Listing' });
    expect(doc.components?.schemas).toHaveProperty('Listing');
    expect(doc.components?.schemas).toHaveProperty('ApiError');
    // Answer-only shapes get no unused input copy.
    expect(Object.keys(doc.components?.schemas ?? {}).filter((id) => id.endsWith('Input'))).toEqual([]);
  });

  it('converts every endpoint of the registry (transforms, refinements and coercion included)', async () => {
    const all = listEndpoints();
    const a = await tinyApp((api) => {
      for (const { endpoint } of all)
        api.route({ ...contractRoute(endpoint as Endpoint, ''), handler: async () => ({}) } as never);
    });
    const doc = await docOf(a);
    for (const { key, endpoint } of all) {
      const op = doc.paths[endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[endpoint.method.toLowerCase()];
      expect({ key, listed: Boolean(op) }).toEqual({ key, listed: true });
      expect({ key, tags: op.tags, hasAnswer: Boolean(okSchema(op, endpoint.status, endpoint.produces)) }).toEqual({
        key,
        tags: [endpoint.tag],
        hasAnswer: true,
      });
    }
    // A query with defaults and coercion is documented as its input.
    const search = doc.paths['/api/listings'].get.parameters.find((p: any) => p.name === 'page');
    expect(search).toMatchObject({ in: 'query', required: false });
    // The multipart profile update offers both body types.
    expect(Object.keys(doc.paths['/api/auth/profile'].patch.requestBody.content).sort()).toEqual([
      'application/json',
      'multipart/form-data',
    ]);
    // The listing add and edit take multipart only, with the wizard's fields and the image parts.
    for (const op of [doc.paths['/api/listings'].post, doc.paths['/api/listings/{id}'].put]) {
      expect(Object.keys(op.requestBody.content)).toEqual(['multipart/form-data']);
      const form = op.requestBody.content['multipart/form-data'].schema.anyOf.find((s: any) => s.type === 'object');
      expect(Object.keys(form.properties)).toEqual(
        expect.arrayContaining(['make', 'leaseTerms', 'imageUrls', 'galleryImages', 'dealerId']),
      );
    }
  });

  it('serves Swagger UI at /api/docs', async () => {
    const a = await tinyApp(() => {});
    let res = await a.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400)
      res = await a.inject({
        method: 'GET',
        url: new URL(res.headers.location as string, 'http://x/api/docs').pathname,
      });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
  });
});
