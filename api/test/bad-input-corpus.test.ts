// Bad input never crashes and never half-saves: every registered route (app.routeCatalog, so a
// new route joins by being registered) is called with NUL bytes, control characters, 1 MB
// strings, wrong types, deep nesting, unknown fields, negative and huge numbers, injection
// strings, malformed JSON and multipart, in the body, the query and the path, anonymously and
// with a token of the role the route needs. Every answer must be < 500; every error a JSON
// { message }; a refused request must leave every table's row count (rate-limit counters and
// view tracking aside) and the upload directory unchanged (the counts are read again only when
// a statement could have changed one: row-count-watch.ts).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { RouteEntry } from '../src/app';
import { createTestContext, type TestContext } from './helpers';
import { rowsOf, watchRowCounts, type RowCountWatch } from './row-count-watch';
import { createAccount, TINY_PNG } from './account-helpers';
import { makeDealer, makeListing } from './listings-fixtures';
import { buildApp } from '../src/app';
import { FIELDS } from './listing-form-helpers';
import { LISTING_IMPORT_COLUMNS } from 'shared-contracts';

type Schema = {
  safeParse(v: unknown): { success: boolean };
  shape?: Record<string, Schema>;
  options?: unknown[];
  _zod?: { def?: Record<string, unknown> };
};

// Tables that reads write on purpose: limits, views, and search impressions (added every few seconds).
const NOT_COUNTED = new Set(['rate_limits', 'listing_views', 'listing_impressions']);
const MB = 'x'.repeat(1024 * 1024);
const BIG = 'y'.repeat(200_000);
const deep = (n: number): unknown => {
  let v: unknown = 'leaf';
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
};
const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

/** Values for one field (body: as JSON values; query and path: their string forms). */
const BAD_VALUES: unknown[] = [
  'a\u0000b',
  'tab\u0007bell',
  '\u009b',
  '\ud800',
  BIG,
  MB,
  -1,
  -99999999999,
  1e308,
  2 ** 63,
  true,
  null,
  ['a', 'b'],
  { $gt: '' },
  deep(200),
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../etc/passwd',
  '%00',
  '9'.repeat(400),
  '1e400',
  ' ',
];
const QUERY_VALUES = [
  'a\u0000b',
  '\u0001',
  'z'.repeat(100_000),
  '-1',
  '-99999999999',
  '99999999999999999999',
  '1e400',
  'NaN',
  '1.5',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '%',
  '_',
  '\\',
  '',
  ' ',
];
const PATH_VALUES = [
  'a%00b',
  '%00',
  '%01',
  'x'.repeat(150),
  '-1',
  '99999999999999999999',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '..%2F..%2Fetc%2Fpasswd',
  randomUUID(),
  '%E0%A4%A',
];

/** The object shape inside a zod schema (through optional/nullable/default/pipe wrappers). */
function shapeOf(schema: unknown): Record<string, Schema> | undefined {
  let s = schema as Schema | undefined;
  for (let i = 0; s && i < 10; i++) {
    if (s.shape) return s.shape;
    const def = s._zod?.def;
    s = (def?.innerType ?? def?.in ?? def?.schema) as Schema | undefined;
  }
  return undefined;
}

/** A value the field accepts, so the other fields' bad values reach deeper checks. */
function plausible(field: Schema, asText = false): unknown {
  const enumOptions = (field.options ?? []) as unknown[];
  const candidates = [
    'Test Value',
    'test@example.com',
    'Secret123!',
    true,
    1,
    '2',
    randomUUID(),
    'consumer',
    ...enumOptions,
  ];
  // A query string carries text only: the value must pass as the text it is sent as.
  return (asText ? candidates.map(String) : candidates).find((c) => field.safeParse(c).success);
}

function baseOf(shape: Record<string, Schema> | undefined, asText = false): Record<string, unknown> {
  const base: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape ?? {})) {
    const value = plausible(field, asText);
    if (value !== undefined) base[name] = value;
  }
  return base;
}

function multipart(
  fields: Record<string, unknown>,
  files: Array<{ name: string; bytes: Buffer }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----corpus${randomUUID().replace(/-/g, '')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

type Req = Omit<InjectOptions, 'method'> & { label: string };

/** Every bad request for one route. */
function requestsFor(route: RouteEntry, url: string): Req[] {
  const reqs: Req[] = [];
  const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
  const bodyShape = shapeOf(schema.body);
  const queryShape = shapeOf(schema.querystring);
  const base = baseOf(bodyShape);
  const queryBase = Object.fromEntries(Object.entries(baseOf(queryShape, true)).map(([k, v]) => [k, String(v)]));
  const qs = (q: Record<string, string | string[]>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) p.append(k, one);
    return `${url}?${p.toString()}`;
  };

  // The path: each parameter replaced by bad values.
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  for (const param of params) {
    for (const v of PATH_VALUES)
      reqs.push({
        label: `path ${param}=${v.slice(0, 20)}`,
        url: url.replace(`/${encodeURIComponent(randomIdFor(param))}`, `/${v}`),
      });
  }

  // The query: each known field, an unknown one, repeated fields.
  const queryFields = [...Object.keys(queryShape ?? {}), 'zzzUnknown'];
  for (const field of queryFields) {
    for (const v of QUERY_VALUES)
      reqs.push({ label: `query ${field}=${v.slice(0, 20)}`, url: qs({ ...queryBase, [field]: v }) });
    reqs.push({ label: `query ${field} repeated`, url: qs({ ...queryBase, [field]: ['a', 'b'] }) });
  }
  reqs.push({ label: 'query __proto__', url: `${url}?__proto__=x&constructor[prototype][x]=1` });

  if (route.method === 'GET' || route.method === 'HEAD') return reqs;

  // The body: each known field with each bad value, then whole-body shapes.
  const json = (label: string, payload: unknown) =>
    reqs.push({ label, url, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
  for (const field of [...Object.keys(bodyShape ?? {}), 'zzzUnknown']) {
    for (const v of BAD_VALUES)
      json(`body ${field}=${typeof v === 'string' ? v.slice(0, 20) : JSON.stringify(v)?.slice(0, 20)}`, {
        ...base,
        [field]: v,
      });
    json(`body without ${field}`, Object.fromEntries(Object.entries(base).filter(([k]) => k !== field)));
  }
  json('body valid-looking', base);
  for (const whole of [
    [],
    'text',
    42,
    null,
    true,
    deep(100),
    { ...base, __proto__x: 1, constructor: { prototype: { admin: true } } },
  ])
    json(`body ${JSON.stringify(whole)?.slice(0, 20)}`, whole);
  const raw = (label: string, contentType: string | undefined, payload: string | Buffer) =>
    reqs.push({ label, url, payload, headers: contentType ? { 'content-type': contentType } : {} });
  raw('malformed JSON', 'application/json', '{"email": "a@b.c",');
  raw('JSON with __proto__', 'application/json', `{"__proto__": {"admin": true}, ${JSON.stringify(base).slice(1)}`);
  raw('deep JSON array', 'application/json', deepArray(100_000));
  raw('deep JSON object', 'application/json', `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`);
  raw('deep JSON in a field', 'application/json', `{"email":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`);
  raw('empty JSON body', 'application/json', '');
  raw('over the body limit', 'application/json', JSON.stringify({ ...base, pad: MB }));
  raw('JSON in utf-16', 'application/json; charset=utf-16', Buffer.from(JSON.stringify(base), 'utf16le'));
  raw('text/plain', 'text/plain', 'hello');
  raw('xml', 'application/xml', '<a>1</a>');
  raw('urlencoded', 'application/x-www-form-urlencoded', 'email=a%00b&password=x');
  raw('no content type', undefined, 'garbage');
  raw('multipart without boundary', 'multipart/form-data', 'garbage');
  const mp = multipart(base);
  raw('multipart truncated', mp.headers['content-type'], mp.payload.subarray(0, Math.max(10, mp.payload.length - 30)));
  raw('multipart garbage', mp.headers['content-type'], 'not multipart at all');
  for (const [field] of Object.entries({ ...base, zzzUnknown: '' })) {
    for (const v of ['a\u0000b', 'z'.repeat(100_000), "' OR 1=1 --", '<script>alert(1)</script>']) {
      const form = multipart({ ...base, [field]: v });
      raw(`multipart ${field}=${v.slice(0, 20)}`, form.headers['content-type'], form.payload);
    }
  }
  knownFormRequests(route, raw);
  knownImportRequests(route, raw);
  knownJsonRequests(route, json);
  const htmlPng = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
  for (const files of [
    [{ name: 'profileImage', bytes: htmlPng }],
    [{ name: 'unknownFile', bytes: TINY_PNG }],
    [
      { name: 'profileImage', bytes: TINY_PNG },
      { name: 'profileImage', bytes: TINY_PNG },
    ],
  ]) {
    const form = multipart({ firstName: 'a\u0000b' }, files);
    raw(`multipart files ${files.map((f) => f.name).join(',')}`, form.headers['content-type'], form.payload);
    const ok = multipart({}, files);
    raw(`multipart only files ${files.map((f) => f.name).join(',')}`, ok.headers['content-type'], ok.payload);
  }
  return reqs;
}

/** Multipart routes whose form is known: a valid form, so one bad field or file reaches the deepest checks (and the images' decoding). */
const LISTING_FORM: Record<string, string> = {
  ...FIELDS,
  leaseTerms: '36',
  mileageLimits: '12000',
  safetyFeatures: 'ABS',
  comfortFeatures: '',
  entertainmentFeatures: 'CarPlay',
  specialFeatures: '',
};
const VALID_MULTIPART: Record<string, { fields: Record<string, string>; files: string[] }> = {
  '/api/listings': { fields: LISTING_FORM, files: ['imageUrls', 'galleryImages'] },
  '/api/listings/:id': { fields: LISTING_FORM, files: ['imageUrls', 'galleryImages'] },
};

function knownFormRequests(route: RouteEntry, raw: (label: string, contentType: string, payload: Buffer) => void) {
  const known = route.method === 'GET' ? undefined : VALID_MULTIPART[route.url];
  if (!known) return;
  const [main, gallery] = known.files;
  const good = [
    { name: main, bytes: TINY_PNG },
    { name: gallery, bytes: TINY_PNG },
  ];
  const send = (label: string, fields: Record<string, string>, files: Array<{ name: string; bytes: Buffer }>) => {
    const form = multipart(fields, files);
    raw(`known form ${label}`, form.headers['content-type'], form.payload);
  };
  send('valid', known.fields, good);
  for (const field of Object.keys(known.fields)) {
    for (const v of [
      'a\u0000b',
      'z'.repeat(100_000),
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '-1',
      '1e400',
      '',
      '../../etc/passwd',
    ]) {
      send(`${field}=${v.slice(0, 20)}`, { ...known.fields, [field]: v }, good);
    }
  }
  const htmlPng = Buffer.concat([TINY_PNG.subarray(0, 16), Buffer.from('<html><script>alert(1)</script></html>')]);
  const jpegHeader = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
  const attacks: Array<[string, Buffer]> = [
    ['html in a png', htmlPng],
    ['truncated png', TINY_PNG.subarray(0, TINY_PNG.length - 20)],
    ['jpeg header, garbage', Buffer.concat([jpegHeader, Buffer.alloc(4000, 0x41)])],
    ['text', Buffer.from('not a picture')],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
  ];
  for (const [label, bytes] of attacks) {
    send(`main ${label}`, known.fields, [{ name: main, bytes }, good[1]]);
    send(`gallery ${label}`, known.fields, [good[0], { name: gallery, bytes }]);
  }
  send('seven files', known.fields, [good[0], ...Array.from({ length: 6 }, () => good[1])]);
  send('two main files', known.fields, [good[0], good[0], good[1]]);
  send('stored key of nothing', { ...known.fields, [main]: 'listings/missing.full.jpg' }, [good[1]]);
  send('stored key escaping', { ...known.fields, [gallery]: '../../../etc/passwd' }, [good[0]]);
}

/** The listing import's routes: a valid CSV, then malformed ones (each must be a 4xx message or a success). */
function knownImportRequests(route: RouteEntry, raw: (label: string, contentType: string, payload: Buffer) => void) {
  if (route.method !== 'POST' || !route.url.startsWith('/api/listings/import/')) return;
  const header = LISTING_IMPORT_COLUMNS.join(',');
  const good = LISTING_IMPORT_COLUMNS.map((c) =>
    c === 'stockNumber'
      ? 'CORPUS-1'
      : c === 'leaseTerms'
        ? '36'
        : c === 'mileageLimits'
          ? '12000'
          : (LISTING_FORM[c] ?? ''),
  ).join(',');
  const files: Array<[string, string | Buffer]> = [
    ['valid', `${header}\r\n${good}\r\n`],
    ['bom', `\ufeff${header}\r\n${good}\r\n`],
    ['empty', ''],
    ['header only', header],
    ['semicolons', `${header.replace(/,/g, ';')}\n${good.replace(/,/g, ';')}`],
    ['broken quotes', `${header}\n"CORPUS-2,${good}`],
    ['short row', `${header}\nCORPUS-3,Toyota`],
    ['formula cells', `${header}\n${good.replace('CORPUS-1', '=HYPERLINK("http://x")').replace('Hybrid', '@SUM(A1)')}`],
    ['latin1', Buffer.from(`${header}\n${good.replace('Camry', 'Caf\u00e9')}`, 'latin1')],
    ['nul bytes', `${header}\n${good.replace('Toyota', 'To\u0000yota')}`],
    ['unknown column', `${header},zzz\n${good},1`],
    ['duplicate stock numbers', `${header}\n${good}\n${good}`],
    [
      'too many rows',
      `${header}\n${Array.from({ length: 1001 }, (_, i) => good.replace('CORPUS-1', `C-${i}`)).join('\n')}`,
    ],
    ['binary', TINY_PNG],
  ];
  for (const [label, bytes] of files) {
    for (const mode of [undefined, 'full', 'bogus']) {
      const form = multipart(mode ? { mode } : {}, [{ name: 'file', bytes: Buffer.from(bytes) }]);
      raw(`known import ${label} ${mode ?? ''}`, form.headers['content-type'], form.payload);
    }
  }
}

/** JSON routes whose valid body is known: its choice fields reach the checks against the real listing (it offers 36 months, 12,000 miles). */
let corpusListingId = '';
function knownJsonRequests(route: RouteEntry, json: (label: string, payload: unknown) => void) {
  if (route.method !== 'POST' || route.url !== '/api/leads') return;
  let n = 0;
  const lead = (o: Record<string, unknown>) => ({
    listingId: corpusListingId,
    firstName: 'Corpus',
    email: `corpus-choice-${++n}@example.com`,
    phone: '555 0100',
    termMonths: 36,
    annualMileage: 12000,
    ...o,
  });
  json('known lead valid', lead({}));
  for (const field of ['termMonths', 'annualMileage']) {
    for (const v of [48, 15000, 0, -36, 36.5, '36', null, 1e308, 2 ** 63, [36], { $gt: 0 }, true])
      json(`known lead ${field}=${JSON.stringify(v)}`, lead({ [field]: v }));
  }
}

const ids = new Map<string, string>();
function randomIdFor(param: string): string {
  if (!ids.has(param)) ids.set(param, randomUUID());
  return ids.get(param)!;
}

let ctx: TestContext;
let tokens: Record<'user' | 'dealer' | 'admin', string>;
let tables: string[];
let watch: RowCountWatch;
const rowCounts = () => watch.counts();

function fileCount(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? fileCount(path.join(dir, e.name)) : 1), 0);
}

beforeAll(async () => {
  ctx = await createTestContext();
  const user = await createAccount(ctx, 'user');
  const dealer = await createAccount(ctx, 'dealer');
  const admin = await createAccount(ctx, 'admin');
  tokens = { user: user.token, dealer: dealer.token, admin: admin.token };
  // Something to find, so list and detail routes run their queries on rows.
  await makeListing(ctx.database.db, dealer.dealerId!, {});
  // A public listing (its dealer may receive leads) for the lead's choice checks.
  corpusListingId = await makeListing(
    ctx.database.db,
    (await makeDealer(ctx.app, 'trial', ctx.clock.now())).dealerId,
    {},
  );
  const result = await ctx.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  tables = rowsOf<{ table_name: string }>(result)
    .map((r) => r.table_name)
    .filter((t) => !NOT_COUNTED.has(t))
    .sort();
  watch = await watchRowCounts(ctx.database.db, tables);
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

describe('bad-input corpus', () => {
  it('knows every route', () => {
    const urls = ctx.app.routeCatalog.map((r) => r.url);
    for (const known of [
      '/api/auth/register',
      '/api/auth/profile',
      '/api/leads',
      '/api/listings/:id',
      '/api/listings/import/template',
      '/api/listings/import/preview',
      '/api/listings/import/apply',
      '/api/listings/import/history',
      '/api/listings/import/runs/:id',
      '/api/listings/import/feed',
      '/api/admin/dealers/:id/feed',
      '/api/dev/outbox',
      '/api/contact',
      '/api/dealers',
      '/api/admin/listings/:id/reject',
      '/api/admin/audit',
      '/api/admin/jobs',
      '/api/admin/mail/failed',
      '/api/admin/mail/:id/retry',
      '/api/seo/sitemap.xml',
      '/api/seo/sitemap-deals.xml',
      '/api/seo/robots.txt',
      '/api/health',
      '/api/health/ready',
    ]) {
      expect(urls).toContain(known);
    }
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'leads', 'listings', 'outbox', 'contact_messages', 'audit_events']),
    );
  });

  it("refuses the lease search's field combinations a shopper can get wrong with a 400 message, on both search paths", async () => {
    const uncached = await buildApp({
      config: { ...ctx.config, SEARCH_CACHE_TTL_MS: 0 },
      database: ctx.database,
      clock: ctx.clock,
      logger: false,
    });
    try {
      const cases: Array<[string, string | RegExp]> = [
        ['distance=25', 'Enter a ZIP code to search by distance'],
        [
          'distance=25&zipCode=00000',
          'We could not find that ZIP code. Check the 5 digits, or search without a distance.',
        ],
        [
          'distance=25&zipCode=9021',
          'We could not find that ZIP code. Check the 5 digits, or search without a distance.',
        ],
        [
          'distance=25&zipCode=%25',
          'We could not find that ZIP code. Check the 5 digits, or search without a distance.',
        ],
        ['minYear=2026&maxYear=2020', 'The "from" year cannot be later than the "to" year'],
        ['term=7', /lease term/],
        ['mileage=11000', /annual mileage/],
        ['distance=30&zipCode=90025', /distance/],
        ['fuelType=Steam', /./],
        ['maxDueAtSigning=-1', /./],
        ['minYear=1800', /./],
        ['maxYear=abc', /./],
        ['sort=distance', /./],
        ['term=36&term=48', /./],
        ['scope=manage&distance=10', /./],
      ];
      for (const app of [ctx.app, uncached]) {
        for (const [qs, message] of cases) {
          const res = await app.inject({ method: 'GET', url: `/api/listings?${qs}` });
          const body = res.json();
          expect([qs, res.statusCode >= 400 && res.statusCode < 500, typeof body.message]).toEqual([
            qs,
            true,
            'string',
          ]);
          expect([qs, body.message]).toEqual([
            qs,
            expect.stringMatching(
              message instanceof RegExp ? message : new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
            ),
          ]);
        }
      }
    } finally {
      await uncached.close();
    }
  });

  it('answers every bad request of every route with a 4xx JSON message, or a success, and never half-saves', async () => {
    const routes = ctx.app.routeCatalog.flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD' && m !== 'OPTIONS')
        .map((method) => ({ ...r, method })),
    );
    expect(routes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    let total = 0;
    let ipSeq = 0;
    // The valid listing form really is accepted, so its bad variants are refused for their one bad part.
    const validForms: number[] = [];
    const validLeads: number[] = [];
    // The valid import file really is previewed and applied, so its malformed variants are refused for their one fault.
    const validImports: string[] = [];
    let counts = await rowCounts();
    let files = fileCount(ctx.config.UPLOAD_DIR);
    for (const route of routes) {
      const url = route.url
        .replace(/:(\w+)/g, (_m, p: string) => encodeURIComponent(randomIdFor(p)))
        .replace(/\*$/, 'missing.png');
      // The role the route needs: the first whose token gets past the role check.
      let role: keyof typeof tokens | undefined;
      for (const candidate of ['user', 'dealer', 'admin'] as const) {
        const probe = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${tokens[candidate]}` },
          remoteAddress: `10.9.0.${++ipSeq % 250}`,
        });
        if (probe.statusCode !== 401 && probe.statusCode !== 403) {
          role = candidate;
          break;
        }
      }
      // A command without a body (setup-payment-method, upgrade-to-pro...) really ran for the probe: count from here.
      counts = await rowCounts();
      files = fileCount(ctx.config.UPLOAD_DIR);
      const reqs = requestsFor(route, url);
      // Anonymous calls to a signed-in route stop at the onRequest role check whatever they
      // carry: a quarter of them is enough to show it.
      const anonymousStops = (await ctx.app.inject({ method: route.method as 'GET', url })).statusCode === 401;
      for (const identity of ['anonymous', role ?? 'user'] as const) {
        for (const [i, req] of reqs.entries()) {
          if (identity === 'anonymous' && anonymousStops && i % 4 !== 0) continue;
          // Fresh windows now and then, so per-user limits do not stop the corpus before validation.
          if (i % 5 === 0) await ctx.database.db.execute(sql`delete from rate_limits`);
          const headers = {
            ...((req.headers as Record<string, string>) ?? {}),
            ...(identity === 'anonymous' ? {} : { authorization: `Bearer ${tokens[identity]}` }),
          };
          const res = await ctx.app.inject({
            ...req,
            method: route.method as 'POST',
            headers,
            remoteAddress: `10.${(++ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`,
          } as InjectOptions);
          total++;
          if (req.label === 'known form valid' && identity !== 'anonymous' && route.method === 'POST')
            validForms.push(res.statusCode);
          if (req.label === 'known lead valid') validLeads.push(res.statusCode);
          if (req.label === 'known import valid ' && identity !== 'anonymous')
            validImports.push(`${route.url} ${res.statusCode}`);
          const where = `${route.method} ${route.url} [${identity}] ${req.label} -> ${res.statusCode}`;
          if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            let message: unknown;
            try {
              message = res.json().message;
            } catch {
              /* not JSON */
            }
            if (typeof message !== 'string') problems.push(`${where}: no JSON message: ${res.body.slice(0, 100)}`);
          }
          // Writes are checked after every refused write request; reads are checked per route.
          if (route.method !== 'GET') {
            const now = await rowCounts();
            const nowFiles = fileCount(ctx.config.UPLOAD_DIR);
            if (res.statusCode >= 400 && (JSON.stringify(now) !== JSON.stringify(counts) || nowFiles !== files)) {
              problems.push(
                `${where}: wrote despite refusing: ${JSON.stringify(counts)} -> ${JSON.stringify(now)}, files ${files} -> ${nowFiles}`,
              );
            }
            counts = now;
            files = nowFiles;
          }
        }
      }
      if (route.method === 'GET') {
        const now = await rowCounts();
        if (JSON.stringify(now) !== JSON.stringify(counts) || fileCount(ctx.config.UPLOAD_DIR) !== files)
          problems.push(`GET ${route.url}: a read changed rows or files`);
        counts = now;
      }
    }
    expect(problems.slice(0, 30)).toEqual([]);
    expect(validForms).toEqual([201]);
    // The valid lead is accepted (anonymously, then again by the same address: its unverified lead takes the details).
    expect(validLeads).toEqual([201, 201]);
    expect(validImports).toEqual(['/api/listings/import/preview 200', '/api/listings/import/apply 200']);
    expect(total).toBeGreaterThan(2500);
  }, 600_000);
});
