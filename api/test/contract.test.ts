// The API keeps the contract (shared-contracts `endpoints`): every route it serves is an
// endpoint of the registry with its response schema and tag, every endpoint is served with
// the same method and path and documented in /api/openapi.json, who may call matches the
// registry's `access`, and a field outside the contract never leaves the server.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { dealerProfileSchema, listEndpoints, publicUserSchema, ROLES, type Endpoint } from 'shared-contracts';
import type { RouteEntry } from '../src/app';
import { dealers, users } from '../src/db/schema';
import { isDocsRoute, OPENAPI_PATH } from '../src/plugins/openapi';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';

const ALL = listEndpoints();
const routeKey = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
/** The served routes that are not API operations: the reference page, its document and the uploaded images. */
const isStaticRoute = (url: string) => url === OPENAPI_PATH || isDocsRoute(url) || url.startsWith('/uploads/');

type Doc = {
  tags?: Array<{ name: string }>;
  paths: Record<string, Record<string, any>>;
  components?: { schemas?: Record<string, unknown> };
};

let ctx: TestContext;
let doc: Doc;
let routes: Array<RouteEntry & { method: string }>;
let accounts: Record<'user' | 'dealer' | 'admin', Account>;

beforeAll(async () => {
  ctx = await createTestContext();
  routes = ctx.app.routeCatalog.flatMap((r) =>
    [r.method]
      .flat()
      .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
      .map((method) => ({ ...r, method })),
  );
  doc = (await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
  accounts = {
    user: await createAccount(ctx, 'user'),
    dealer: await createAccount(ctx, 'dealer'),
    admin: await createAccount(ctx, 'admin'),
  };
});
afterAll(async () => {
  await ctx.close();
});

const endpointOf = (route: { method: string; url: string }) =>
  ALL.find(({ endpoint }) => routeKey(endpoint.method, endpoint.path) === routeKey(route.method, route.url));

describe('every served route is in the contract', () => {
  it("has a response schema for its success status (the registry's own) and its tag", () => {
    const problems: string[] = [];
    for (const route of routes.filter((r) => !isStaticRoute(r.url))) {
      const where = `${route.method} ${route.url}`;
      const found = endpointOf(route);
      if (!found) {
        problems.push(`${where}: not an endpoint of the registry (shared-contracts/src/endpoints)`);
        continue;
      }
      const schema = (route.schema ?? {}) as {
        response?: Record<string, unknown>;
        tags?: string[];
        summary?: string;
        hide?: boolean;
      };
      if (schema.hide) problems.push(`${where}: hidden from the API reference`);
      if (schema.response?.[found.endpoint.status] !== found.endpoint.response) {
        problems.push(
          `${where}: no response schema for ${found.endpoint.status} from ${found.key} (register it with contractRoute)`,
        );
      }
      if (!schema.response?.['4xx']) problems.push(`${where}: no error schema`);
      if (JSON.stringify(schema.tags) !== JSON.stringify([found.endpoint.tag]))
        problems.push(`${where}: tags ${JSON.stringify(schema.tags)}, expected ["${found.endpoint.tag}"]`);
      if (!schema.summary) problems.push(`${where}: no summary`);
    }
    expect(problems).toEqual([]);
  });

  it('serves nothing static but the reference page, its document and the uploads, all hidden from the reference', () => {
    const statics = routes.filter((r) => isStaticRoute(r.url));
    expect(statics.map((r) => r.url)).toEqual(expect.arrayContaining([OPENAPI_PATH, '/api/docs', '/uploads/*']));
    for (const route of statics)
      expect({ url: route.url, hide: (route.schema as { hide?: boolean } | undefined)?.hide }).toEqual({
        url: route.url,
        hide: true,
      });
  });
});

describe.each(ALL)('endpoint $key', ({ endpoint }) => {
  it('is served with the same method and path', () => {
    const served = routes.filter((r) => routeKey(r.method, r.url) === routeKey(endpoint.method, endpoint.path));
    expect(served.length).toBeGreaterThan(0);
  });

  it('is in /api/openapi.json with its tag, summary and success answer', () => {
    const op = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    expect(op).toBeDefined();
    expect(op.tags).toEqual([endpoint.tag]);
    expect(op.summary).toBe(endpoint.summary);
    // JSON, or the media type of a route that answers text (the sitemap, robots.txt); errors are JSON either way.
    expect(
      op.responses[String(endpoint.status)]?.content?.[endpoint.produces ?? 'application/json']?.schema,
    ).toBeDefined();
    expect(op.responses['4XX']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ApiError',
    });
  });
});

describe('the OpenAPI document', () => {
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );

  it("is OpenAPI 3.1 with the registry's tags and nothing else", () => {
    expect((doc as { openapi?: string }).openapi).toBe('3.1.0');
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    const registry = new Set(
      ALL.map(({ endpoint }) => `${endpoint.method.toLowerCase()} ${openApiPath(endpoint.path)}`),
    );
    expect([...documented].filter((op) => !registry.has(op))).toEqual([]);
  });

  it('gives every operation a summary or operationId, declared tags and a described JSON answer', () => {
    const declared = new Set((doc.tags ?? []).map((t) => t.name));
    const problems: string[] = [];
    for (const { path, method, op } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.summary && !op.operationId) problems.push(`${where}: no summary or operationId`);
      if (!Array.isArray(op.tags) || op.tags.length === 0) problems.push(`${where}: no tags`);
      for (const tag of op.tags ?? []) if (!declared.has(tag)) problems.push(`${where}: tag ${tag} is not declared`);
      const ok = Object.keys(op.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
      if (ok.length !== 1) problems.push(`${where}: ${ok.length} success answers`);
      for (const [status, response] of Object.entries<any>(op.responses ?? {})) {
        if (!response.description) problems.push(`${where} ${status}: no description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('documents a text answer under its media type (the sitemap as text/xml, robots.txt as text/plain) and its errors as JSON', () => {
    const sitemap = doc.paths['/api/seo/sitemap.xml'].get;
    const robots = doc.paths['/api/seo/robots.txt'].get;
    expect(Object.keys(sitemap.responses['200'].content)).toEqual(['text/xml']);
    expect(Object.keys(robots.responses['200'].content)).toEqual(['text/plain']);
    expect(sitemap.responses['200'].content['text/xml'].schema.type).toBe('string');
    for (const op of [sitemap, robots])
      expect(op.responses['4XX'].content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ApiError' } },
      });
  });

  it('resolves every $ref to a component', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(10);
    expect([...new Set(refs)].filter((id) => !doc.components?.schemas?.[id])).toEqual([]);
  });
});

describe("who may call is the registry's access", () => {
  const fill = (endpoint: Endpoint) =>
    endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '00000000-0000-4000-8000-000000000000');

  it.each(ALL)('$key: anonymous callers get 401 exactly when it is not public', async ({ endpoint }) => {
    const res = await call(ctx.app, { method: endpoint.method, url: fill(endpoint), remoteAddress: '10.200.0.1' });
    if (endpoint.access === 'public') expect(res.status).not.toBe(401);
    else expect({ status: res.status, message: typeof res.body.message }).toEqual({ status: 401, message: 'string' });
  });

  it.each(ALL.filter(({ endpoint }) => endpoint.permissions?.admin))(
    '$key: an admin without its permission gets 403',
    async ({ endpoint }) => {
      const limited = await createAccount(ctx, 'admin');
      await ctx.database.db
        .update(users)
        .set({ permissions: { [endpoint.permissions!.admin!]: false } })
        .where(eq(users.id, limited.id));
      const res = await call(ctx.app, {
        method: endpoint.method,
        url: fill(endpoint),
        token: limited.token,
        remoteAddress: '10.200.0.3',
      });
      expect({ status: res.status, message: typeof res.body.message }).toEqual({ status: 403, message: 'string' });
    },
  );

  it.each(ALL.filter(({ endpoint }) => Array.isArray(endpoint.access)))(
    '$key: the other roles get 403',
    async ({ endpoint }) => {
      const others = ROLES.filter((role) => !(endpoint.access as readonly string[]).includes(role));
      for (const role of others) {
        const res = await call(ctx.app, {
          method: endpoint.method,
          url: fill(endpoint),
          token: accounts[role].token,
          remoteAddress: '10.200.0.2',
        });
        expect({ role, status: res.status }).toEqual({ role, status: 403 });
      }
    },
  );
});

describe('a field outside the contract never leaves the server', () => {
  it('GET /api/auth/me sends the PublicUser fields only (no password hash, no token version)', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/auth/me', token: accounts.dealer.token });
    expect(res.status).toBe(200);
    const allowed = Object.keys(publicUserSchema.shape);
    expect(Object.keys(res.body.data.user).filter((k) => !allowed.includes(k))).toEqual([]);
    expect(res.res.body).not.toMatch(/passwordHash|password_hash|tokenVersion|argon2/);
  });

  it('GET /api/dealers/profile sends the DealerProfile fields only (no payment provider ids)', async () => {
    await ctx.database.db
      .update(dealers)
      .set({ stripeCustomerId: 'cus_leak', stripePaymentMethodId: 'pm_leak' })
      .where(eq(dealers.id, accounts.dealer.dealerId!));
    const res = await call(ctx.app, { method: 'GET', url: '/api/dealers/profile', token: accounts.dealer.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(dealerProfileSchema.shape).sort());
    expect(res.res.body).not.toMatch(/cus_leak|pm_leak|stripe/i);
  });
});
