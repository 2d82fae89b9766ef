// Version skew, as a remote's team would cause it: a remote built with its own versions of a shared
// library or of @module-federation/enhanced (installed from the npm registry into a copy of the
// remote, as `npm install -w <remote> <pkg>@<version>` would), served in place of the deployed one
// behind the unchanged shell. Each variant: sign in, use the remote's main screen, no console errors.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signIn } from './support';
import { REPO_ROOT as root, answers as up, serveApp as serve, stopServer as stop } from './app-servers';

const API = 'http://127.0.0.1:4100';
const remote = (port: number) => `http://127.0.0.1:${port}/mf-manifest.json`;
const DEPLOYED = {
  REMOTE_PUBLIC_URL: remote(3101),
  REMOTE_DEALER_URL: remote(3102),
  REMOTE_ADMIN_URL: remote(3103),
  REMOTE_BILLING_URL: remote(3104),
};

interface Variant {
  /** The remote's folder (and the static server's app name). */
  app: 'mfe-dealer' | 'mfe-billing';
  /** Packages installed into the variant's own node_modules, as the team would. */
  install: string[];
  /** What the variant's package.json then declares. */
  declare: Record<string, string>;
}

/**
 * Builds `variant` into `.skew-<name>/` at the repository root (beside the apps, so its
 * webpack.config.cjs finds the shared build code as the app's own does, and resolves its own
 * node_modules before the workspace's) and returns its dist folder.
 */
function buildVariant(name: string, variant: Variant): string {
  const dir = path.join(root, `.skew-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const app = path.join(root, variant.app);
  // The remote's folder as its team has it: sources, config and its own node_modules.
  for (const part of ['src', 'public', 'webpack.config.cjs', 'node_modules'])
    if (fs.existsSync(path.join(app, part))) fs.cpSync(path.join(app, part), path.join(dir, part), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(app, 'package.json'), 'utf8'));
  pkg.dependencies = { ...pkg.dependencies, ...variant.declare };
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  // Installed in a scratch folder and moved in (an install in the variant itself would fetch every
  // dependency it declares): what npm would put in the remote's own node_modules.
  const scratch = path.join(dir, '.install');
  fs.mkdirSync(scratch);
  fs.writeFileSync(path.join(scratch, 'package.json'), '{"private":true}\n');
  const install = spawnSync(
    'npm',
    ['install', '--no-save', '--no-package-lock', '--legacy-peer-deps', '--no-audit', '--no-fund', ...variant.install],
    { cwd: scratch, encoding: 'utf8' },
  );
  expect(install.status, install.stderr).toBe(0);
  for (const name of fs.readdirSync(path.join(scratch, 'node_modules'))) {
    if (name.startsWith('.')) continue;
    fs.cpSync(path.join(scratch, 'node_modules', name), path.join(dir, 'node_modules', name), {
      recursive: true,
      force: true,
    });
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  const build = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: dir,
    env: { ...process.env, BUILD_COMPRESSION: 'fast' },
    encoding: 'utf8',
  });
  expect(build.status, build.stderr || build.stdout).toBe(0);
  return path.join(dir, 'dist');
}

/** The manifest the variant's build wrote (enhanced's): its shared modules with versions and files. */
interface EnhancedManifest {
  metaData: { pluginVersion?: string };
  shared: Array<{ name: string; version: string; requiredVersion: string; assets: { js: { sync: string[] } } }>;
}
const readManifest = (dist: string): EnhancedManifest =>
  JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));

/** The variant's script files whose source maps hold a source matching `source` (webpack names them relative to the build's folder). */
function ownFiles(dist: string, source: RegExp): string[] {
  return fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js.map'))
    .filter((file) => {
      const map = JSON.parse(fs.readFileSync(path.join(dist, file), 'utf8')) as { sources: string[] };
      return map.sources.some((name) => source.test(name));
    })
    .map((file) => file.replace(/\.map$/, ''));
}

/** Console errors and uncaught exceptions of the page, and every script it fetched. */
function watch(page: Page) {
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  return { errors, scripts };
}

/** Signs the Pro dealer in and opens its subscription page (mfe-billing's main screen). */
async function openPayment(page: Page) {
  await signIn(page, ACCOUNTS.dealer2);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.goto('/dealer/payment');
  await expect(page.getByText('Manage Your Subscription')).toBeVisible();
  // Its data came through the shell's query client: a second copy of react-query would find none.
  await expect(page.getByLabel(/^Plan state: /)).toBeVisible();
}

/** One variant served on `remotePort` behind a shell on `shellPort` that is the deployed shell in every other way. */
function skewCase(name: string, variant: Variant, ports: { remote: number; shell: number }) {
  const remoteOrigin = `http://127.0.0.1:${ports.remote}`;
  const shellOrigin = `http://127.0.0.1:${ports.shell}`;
  const key = variant.app === 'mfe-dealer' ? 'REMOTE_DEALER_URL' : 'REMOTE_BILLING_URL';
  const state: { dist: string; remote?: ChildProcess; shell?: ChildProcess } = { dist: '' };
  // Every page of the case is the variant's shell (sign-in included: the session is per origin).
  test.use({ baseURL: shellOrigin });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    state.dist = buildVariant(name, variant);
    state.remote = serve(variant.app, ports.remote, { APP_DIST_DIR: state.dist });
    state.shell = serve('shell', ports.shell, { ...DEPLOYED, API_URL: API, [key]: remote(ports.remote) });
    await up(`${remoteOrigin}/mf-manifest.json`);
    await up(`${shellOrigin}/config.json`);
  });

  test.afterAll(async () => {
    await stop(state.remote);
    await stop(state.shell);
    if (state.dist) fs.rmSync(path.dirname(state.dist), { recursive: true, force: true });
  });

  return { shellOrigin, remoteOrigin, dist: () => state.dist, manifest: () => readManifest(state.dist) };
}

test.describe('a remote built with a newer patch of a shared singleton than the shell', () => {
  // mfe-billing with @tanstack/react-query 5.108.4; the shell has 5.108.0.
  const skew = skewCase(
    'query-patch',
    {
      app: 'mfe-billing',
      install: ['@tanstack/react-query@5.108.4'],
      declare: { '@tanstack/react-query': '5.108.4' },
    },
    { remote: 3121, shell: 3120 },
  );

  test('runs in the unchanged shell on the one copy the shell loaded', async ({ page }) => {
    const query = skew.manifest().shared.find((s) => s.name === '@tanstack/react-query');
    expect(query).toMatchObject({ version: '5.108.4', requiredVersion: '5.108.4' });
    const seen = watch(page);
    await openPayment(page);
    // The variant's own react-query files were never fetched.
    const own = (query?.assets.js.sync ?? []).map((file) => `${skew.remoteOrigin}/${file}`);
    expect(own.length).toBeGreaterThan(0);
    expect(seen.scripts.filter((url) => own.includes(url))).toEqual([]);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('a remote built with a minor of a library the shell does not have', () => {
  // mfe-dealer with @mui/x-charts 9.16.0 (the shell has none; mfe-admin has 9.17.0).
  const skew = skewCase(
    'charts-minor',
    { app: 'mfe-dealer', install: ['@mui/x-charts@9.16.0'], declare: { '@mui/x-charts': '9.16.0' } },
    { remote: 3123, shell: 3122 },
  );

  test('runs with its own copy', async ({ page }) => {
    const seen = watch(page);
    await signIn(page, ACCOUNTS.dealer);
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The dashboard's funnel chart draws with the remote's own 9.16.0: the page fetched a file of
    // the variant built from its own node_modules/@mui/x-charts (its source map says so).
    await expect(page.locator('main .MuiChartsSurface-root').first()).toBeVisible();
    const own = ownFiles(skew.dist(), /\/\.\/node_modules\/@mui\/x-charts\//);
    expect(own.length).toBeGreaterThan(0);
    expect(seen.scripts.some((url) => own.some((file) => url === `${skew.remoteOrigin}/${file}`))).toBe(true);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('a remote built with another patch of @module-federation/enhanced than the other remotes', () => {
  // mfe-billing with enhanced 2.9.3 (and its runtime); the workspace has 2.9.2.
  const skew = skewCase(
    'enhanced-patch',
    {
      app: 'mfe-billing',
      install: ['@module-federation/enhanced@2.9.3'],
      declare: { '@module-federation/enhanced': '2.9.3' },
    },
    { remote: 3125, shell: 3124 },
  );

  test('runs in the unchanged shell', async ({ page }) => {
    expect(skew.manifest().metaData.pluginVersion).toBe('2.9.3');
    const seen = watch(page);
    await openPayment(page);
    expect(seen.errors).toEqual([]);
  });
});
