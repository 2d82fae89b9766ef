// The browser's endpoint routes: a bundle keeps only the routes its code calls.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';

const LOADER = path.join(__dirname, 'endpoint-routes-loader.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS build helper
const { FULL, routesModule } = require(LOADER) as {
  FULL: string;
  routesModule(file: string, query: string, registry: object): string;
};

const REGISTRY = {
  auth: {
    login: { method: 'POST', path: '/api/auth/login', body: 'a zod schema' },
    me: { method: 'GET', path: '/api/auth/me' },
  },
  listings: {
    delete: { method: 'DELETE', path: '/api/listings/:id' },
    upload: { method: 'POST', path: '/api/listings/:id/images', multipart: true },
  },
};

test('the registry becomes namespaces: endpoints, its domains, and one export per endpoint with its route only', () => {
  expect(routesModule('/x/registry.js', '', REGISTRY)).toBe(
    'export * as endpoints from "./registry.js?endpoint-domains";\n',
  );
  expect(routesModule('/x/registry.js', '?endpoint-domains', REGISTRY)).toBe(
    'export * as auth from "./registry.js?endpoint-domain=auth";\nexport * as listings from "./registry.js?endpoint-domain=listings";\n',
  );
  expect(routesModule('/x/registry.js', '?endpoint-domain=listings', REGISTRY)).toBe(
    'const e0 = {"method":"DELETE","path":"/api/listings/:id"};\nexport { e0 as delete };\n' +
      'const e1 = {"method":"POST","path":"/api/listings/:id/images","multipart":true};\nexport { e1 as upload };\n',
  );
  expect(() => routesModule('/x/registry.js', '?endpoint-domain=nope', REGISTRY)).toThrow('no domain');
});

test('a production build keeps the routes its pages read and drops the others and every schema', async () => {
  // Two pages loaded on demand read the registry from a chunk of its own, as the apps' pages do:
  // the minifier of that chunk cannot see which routes they read, webpack's export usage can.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routes-'));
  fs.writeFileSync(path.join(dir, 'registry.js'), `export const endpoints = ${JSON.stringify(REGISTRY)};\n`);
  fs.writeFileSync(path.join(dir, 'index.js'), "import('./sign-in.js');\nimport('./listing.js');\n");
  fs.writeFileSync(
    path.join(dir, 'sign-in.js'),
    "import { endpoints } from './registry.js';\nconsole.log(endpoints.auth.login.path);\n",
  );
  fs.writeFileSync(
    path.join(dir, 'listing.js'),
    "import { endpoints } from './registry.js';\nconsole.log(endpoints.listings.delete.method);\n",
  );
  const registry = path.join(dir, 'registry.js');
  const stats = await new Promise<webpack.Stats>((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
        optimization: {
          splitChunks: {
            cacheGroups: { routes: { test: /registry\.js/, name: 'routes', chunks: 'all', enforce: true } },
          },
        },
        module: {
          rules: [
            {
              test: registry,
              resourceQuery: { not: [new RegExp(FULL.replace('?', '\\?'))] },
              use: [{ loader: LOADER }],
            },
          ],
        },
      },
      (error, result) => (error || !result ? reject(error) : resolve(result)),
    );
  });
  expect(stats.toJson({ errors: true }).errors).toEqual([]);
  const bundle = fs.readFileSync(path.join(dir, 'dist/routes.js'), 'utf8');
  expect(bundle).toContain('/api/auth/login');
  expect(bundle).toContain('DELETE');
  expect(bundle).not.toContain('/api/auth/me');
  expect(bundle).not.toContain('/api/listings/:id/images');
  expect(bundle).not.toContain('zod schema');
  fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);
