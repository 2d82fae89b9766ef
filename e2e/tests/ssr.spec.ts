// Server-side rendering of the public pages: the HTML carries the page (data, head, structured
// data) before any JavaScript, the browser hydrates it without errors or a second data request,
// an unknown deal answers 404, and a redeploy of mfe-public alone changes what the server renders.
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHELL_URL } from '../stack-ports';
import { ACCOUNTS, DEMO_PASSWORD } from './support';
import { answers as up, serveApp as serve, stopServer as stop } from './app-servers';

interface Summary {
  id: string;
  make: string;
  model: string;
  year: number;
  monthlyPayment: number;
}

// As the site writes money (shared-contracts `dollars`): whole dollars, or exactly two decimals.
const money = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

async function firstListing(request: APIRequestContext, query = ''): Promise<Summary> {
  const res = await request.get(`/api/listings?status=active&limit=1${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { listings: Summary[] } }).data.listings[0];
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];
const titleOf = (html: string) => attr(html, /<title>([^<]*)<\/title>/);
const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);
const descriptionOf = (html: string) => attr(html, /<meta name="description" content="([^"]*)"/);
/** The page's text inside #root, without tags and styles (what a reader sees before JavaScript). */
const rootText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'))
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

test.describe('HTML before JavaScript', () => {
  test('/listings with its query: the cards, one title, description and canonical URL', async ({ request }) => {
    const listing = await firstListing(request);
    const res = await request.get(`/listings?make=${encodeURIComponent(listing.make)}&sort=price_asc`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${listing.make} lease deals | LeaseMarket`);
    expect(descriptionOf(html)).toContain(`Compare ${listing.make} monthly lease deals`);
    // The sort order is not part of the canonical page.
    expect(canonicalOf(html)).toBe(`${SHELL_URL}/listings?make=${encodeURIComponent(listing.make)}`);
    const text = rootText(html);
    expect(text).toContain('Find Your Perfect Lease');
    expect(text).toContain(`${listing.make} ${listing.model}`);
    expect(text).toContain(String(listing.year));
    expect(text).toContain(money(listing.monthlyPayment));
    expect(text).not.toContain('Searching…');
    // Styles are in the HTML (no flash of unstyled content).
    expect(html).toContain('<style data-emotion="css');
    expect(html).toContain(`href="/viewListings/${listing.id}"`);
    // The header's and footer's links, from the public remote's route manifest, are in the HTML.
    expect(text).toContain('Browse lease deals now');
    expect(html).toContain('href="/partner"');
  });

  test("/sitemap-pages.xml lists the public remote's content pages, not sign-in or account pages", async ({
    request,
  }) => {
    const res = await request.get('/sitemap-pages.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    expect(locs).toEqual(expect.arrayContaining(['/', '/listings', '/lease-offers', '/faq', '/landing']));
    for (const page of ['/login', '/register', '/user/profile']) expect(locs).not.toContain(page);
  });

  test('pages the route manifest does not mark are left to the browser', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    expect(html).toContain('<div id="root"></div>');
  });

  test('/ carries the featured deals and its own head', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(titleOf(html)).toBe('Car lease deals from trusted dealers | LeaseMarket');
    expect(canonicalOf(html)).toBe(`${SHELL_URL}/`);
    const text = rootText(html);
    expect(text).toContain('Featured deals');
    expect(text).toMatch(/\$[\d,]+ \/month/);
    expect(html).toMatch(/href="\/viewListings\/[^"]+"/);
  });

  test('a deal page: details, title, canonical URL and JSON-LD Car with an Offer', async ({ request }) => {
    const listing = await firstListing(request);
    const res = await request.get(`/viewListings/${listing.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const name = `${listing.year} ${listing.make} ${listing.model}`;
    expect(titleOf(html)).toBe(`${name} lease: ${money(listing.monthlyPayment)}/month | LeaseMarket`);
    expect(descriptionOf(html)).toContain(`Lease the ${name}`);
    expect(canonicalOf(html)).toBe(`${SHELL_URL}/viewListings/${listing.id}`);
    const text = rootText(html);
    expect(text).toContain(`${listing.make} ${listing.model} ${listing.year}`);
    expect(text).toContain(`${money(listing.monthlyPayment)} /month`);
    const json = attr(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
    expect(json).toBeTruthy();
    const data = JSON.parse(json!) as Record<string, unknown> & {
      offers: Record<string, unknown>;
      brand: { name: string };
    };
    expect(data['@type']).toBe('Car');
    expect(data.brand.name).toBe(listing.make);
    expect(data.model).toBe(listing.model);
    expect(data.vehicleModelDate).toBe(String(listing.year));
    expect(data.offers).toMatchObject({
      '@type': 'Offer',
      price: listing.monthlyPayment,
      priceCurrency: 'USD',
      url: `${SHELL_URL}/viewListings/${listing.id}`,
    });
  });

  test('an unknown deal answers 404 with the not-found page', async ({ request }) => {
    const res = await request.get('/viewListings/00000000-0000-4000-8000-000000000000');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(rootText(html)).toContain('Listing not found');
    expect(titleOf(html)).toBe('Listing not found | LeaseMarket');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('search results and a deal can be read', async ({ page, request }) => {
    const listing = await firstListing(request);
    await page.goto('/listings');
    await expect(page.getByRole('heading', { name: 'Find Your Perfect Lease' })).toBeVisible();
    await page.locator(`a[href="/viewListings/${listing.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/viewListings/${listing.id}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `${listing.make} ${listing.model} ${listing.year}` }),
    ).toBeVisible();
    await expect(page.getByText(money(listing.monthlyPayment)).first()).toBeVisible();
  });

  test('the pages of a search are links that load the next page', async ({ page }) => {
    await page.goto('/listings?sort=price_asc');
    const first = await page.getByRole('heading', { level: 3 }).first().textContent();
    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await expect(page).toHaveURL(/\/listings\?sort=price_asc&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' }).first()).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 3 }).first()).not.toHaveText(first!);
  });

  test('the search form searches (a GET form)', async ({ page, request }) => {
    const listing = await firstListing(request);
    await page.goto('/listings');
    await page.getByLabel('Make').selectOption(listing.make);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/listings\\?make=${encodeURIComponent(listing.make).replace(/%20/g, '\\+')}&`),
    );
    await expect(page).toHaveTitle(`${listing.make} lease deals | LeaseMarket`);
    await expect(
      page.getByRole('heading', { level: 3, name: `${listing.make} ${listing.model} ${listing.year}` }).first(),
    ).toBeVisible();
  });
});

/** Collects console errors and page errors, and the API calls the page makes. */
function watch(page: Page) {
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  return { errors, apiCalls };
}

/** The page's scripts (shell, remote entry, page chunks) have loaded and run: it is hydrated. */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('hydration', () => {
  test('the three pages hydrate without errors and without asking for their data again', async ({ page, request }) => {
    const listing = await firstListing(request);
    const seen = watch(page);
    for (const url of ['/', `/listings?make=${encodeURIComponent(listing.make)}`, `/viewListings/${listing.id}`]) {
      await page.goto(url);
      await hydrated(page);
    }
    expect(seen.errors).toEqual([]);
    expect(seen.apiCalls).toEqual([]);
  });

  test('the hydrated search page reacts: the sort changes the URL and the results', async ({ page }) => {
    const seen = watch(page);
    await page.goto('/listings');
    await hydrated(page);
    await page.getByLabel('Sort By').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page.getByText(/^showing \d+\+? results$/)).toBeVisible();
    expect(seen.errors).toEqual([]);
  });

  test('a signed-in visitor gets the server page, then the account menu, without a mismatch', async ({
    page,
    request,
  }) => {
    const res = await request.post('/api/auth/login', { data: { email: ACCOUNTS.consumer, password: DEMO_PASSWORD } });
    const { user, token } = ((await res.json()) as { data: { user: { firstName: string }; token: string } }).data;
    await page.addInitScript(
      ([u, t]) => {
        localStorage.setItem('accessToken', t);
        localStorage.setItem('user', JSON.stringify(u));
        localStorage.setItem(
          'root',
          JSON.stringify({ state: { user: u, accessToken: t, isAuthenticated: true }, version: 0 }),
        );
      },
      [user, token] as const,
    );
    const seen = watch(page);
    const html = await (await request.get('/listings')).text();
    expect(rootText(html)).toContain('Sign in');
    await page.goto('/listings');
    await expect(page.getByRole('button', { name: `Account menu for ${user.firstName}` })).toBeVisible();
    await hydrated(page);
    expect(seen.errors).toEqual([]);
  });
});

test.describe('taps before the page has hydrated', () => {
  /** Holds back every script until `release()`: the server-rendered page stays without React (and the document never reaches DOMContentLoaded, which waits for the deferred scripts). */
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('a ticked Compare box puts the deal in the compare bar once the page hydrates', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/listings', { waitUntil: 'commit' });
    const box = page.getByRole('checkbox', { name: /^Compare / }).first();
    const name = (await box.getAttribute('aria-label'))!;
    await box.check();
    release();
    await expect(page.getByRole('link', { name: 'Compare (1)' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name })).toBeChecked();
  });

  test('what a visitor typed into the deal form stays there once the page hydrates', async ({ page, request }) => {
    const listing = await firstListing(request);
    const release = await holdScripts(page);
    await page.goto(`/viewListings/${listing.id}`, { waitUntil: 'commit' });
    const form = page.getByRole('form', { name: 'Request this deal' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Email').fill('ada.early@example.com');
    release();
    await page.waitForLoadState('networkidle');
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await expect(form.getByLabel('Email')).toHaveValue('ada.early@example.com');
  });

  test('a make and budget picked before the page hydrated are what Search searches once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/listings', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Make' }).selectOption({ label: 'Toyota' });
    await page.getByRole('combobox', { name: 'Monthly Budget' }).selectOption({ label: '$300 - $400' });
    release();
    await hydrated(page);
    await expect(page.getByRole('combobox', { name: 'Make' })).toHaveValue('Toyota');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/make=Toyota/);
    await expect(page).toHaveURL(/budget=300-400/);
  });

  test('a visitor who scrolled down before the page hydrated stays there, and the deal under the finger opens', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/listings', { waitUntil: 'commit' });
    const link = page.getByRole('article').nth(4).getByRole('link', { name: 'View Deal' });
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    release();
    await hydrated(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await link.click();
    await expect(page).toHaveURL(/\/viewListings\/[0-9a-f-]+$/);
  });

  test("a visitor's Save search goes to sign in and back to the same search", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/listings?bodyType=SUV', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Save search' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Flistings%3FbodyType%3DSUV$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('a redeploy of mfe-public alone', () => {
  // Own ports inside the e2e range: a public remote server and a shell that uses it.
  const REMOTE = 'http://127.0.0.1:3105';
  const SHELL = 'http://127.0.0.1:3106';
  const root = path.resolve(__dirname, '..', '..');
  const label = `redeploy-${Date.now()}`;
  let tmp = '';
  let remote: ChildProcess | undefined;
  let shell: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    // The new deployment: the same browser build, and a server build made now with a label.
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-redeploy-'));
    fs.cpSync(path.join(root, 'mfe-public', 'dist'), path.join(tmp, 'dist'), { recursive: true });
    const build = spawnSync('npx', ['webpack', '--mode', 'production', '--env', 'serverOnly'], {
      cwd: path.join(root, 'mfe-public'),
      env: { ...process.env, PUBLIC_BUILD_LABEL: label, SSR_SERVER_OUT_DIR: path.join(tmp, 'dist', 'server') },
      encoding: 'utf8',
    });
    expect(build.status, build.stderr || build.stdout).toBe(0);
    remote = serve('mfe-public', 3105, {});
    shell = serve('shell', 3106, { API_URL: 'http://127.0.0.1:4100', REMOTE_PUBLIC_URL: `${REMOTE}/mf-manifest.json` });
    await up(`${REMOTE}/server/remoteEntry.js`);
    await up(`${SHELL}/config.json`);
  });

  test.afterAll(async () => {
    await stop(remote);
    await stop(shell);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  test('changes the server-rendered page; the shell is neither rebuilt nor restarted', async ({ request }) => {
    test.setTimeout(120_000);
    const before = await (await request.get(`${SHELL}/listings`)).text();
    expect(titleOf(before)).toBe('Car lease deals | LeaseMarket');
    expect(before).not.toContain(label);

    await stop(remote);
    remote = serve('mfe-public', 3105, { APP_DIST_DIR: path.join(tmp, 'dist') });
    await up(`${REMOTE}/server/remoteEntry.js`);

    const after = await (await request.get(`${SHELL}/listings`)).text();
    expect(after).toContain(`<meta name="public-build" content="${label}">`);
    expect(titleOf(after)).toBe('Car lease deals | LeaseMarket');
    expect(rootText(after)).toContain('Find Your Perfect Lease');
    expect(shell?.exitCode).toBeNull();
  });

  test('with the public remote down the shell answers 503 with Retry-After and a page saying so, never an empty 200', async ({
    page,
  }) => {
    await stop(remote);
    const res = await page.request.get(`${SHELL}/listings`);
    expect(res.status()).toBe(503);
    expect(res.headers()['retry-after']).toMatch(/^\d+$/);
    const html = await res.text();
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    await page.goto(`${SHELL}/listings`);
    await expect(page.getByRole('heading', { name: 'This page is not available right now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/listings');
  });
});
