import { expect, test } from '@playwright/test';
import { SHELL_URL_ADMIN_DOWN } from '../stack-ports';
import { ACCOUNTS, signIn } from './support';

test('one copy of react-dom, of the session store and of the query client across the shell and remotes', async ({
  page,
}) => {
  // Every copy of react-dom registers its renderer with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(r: unknown) {
        renderers.push(r);
        return renderers.length;
      },
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await page.goto('/listings');
  await expect(page.getByText('Find Your Perfect Lease')).toBeVisible();
  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.goto('/dealer/payment');
  await expect(page.getByText('Manage Your Subscription')).toBeVisible();
  const counts = await page.evaluate(() => ({
    renderers: (window as unknown as { __renderers: unknown[] }).__renderers.length,
    stores: new Set((window as unknown as { __AUTH_STORE_IDS__?: string[] }).__AUTH_STORE_IDS__ ?? []).size,
    queryClients: new Set((window as unknown as { __QUERY_CLIENT_IDS__?: string[] }).__QUERY_CLIENT_IDS__ ?? []).size,
  }));
  // The subscription page (mfe-billing) rendered its data from queries: with a second copy of
  // @tanstack/react-query it would have found no client at all.
  expect(counts).toEqual({ renderers: 1, stores: 1, queryClients: 1 });
});

test.describe('with the admin remote down', () => {
  test.use({ baseURL: SHELL_URL_ADMIN_DOWN });

  test('public pages work and /admin says the area is unavailable', async ({ page }) => {
    await page.goto('/listings');
    await expect(page.getByText('Find Your Perfect Lease')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Deal' }).first()).toBeVisible();
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText(/unavailable/i).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // the rest of the site keeps working
    await page.goto('/about');
    await expect(page.getByRole('heading').first()).toBeVisible();
  });
});

/**
 * The theme's look on a MUI button the page's own app rendered: its corners, case and the
 * default props' class. Named, so that it is never the sign-in form's button still on screen
 * while the remote of the next page loads.
 */
async function buttonTheme(button: import('@playwright/test').Locator) {
  await expect(button).toBeVisible();
  return button.evaluate((el) => ({
    radius: getComputedStyle(el).borderTopLeftRadius,
    textTransform: getComputedStyle(el).textTransform,
    defaultProps: el.classList.contains('MuiButton-disableElevation'),
  }));
}

test("one MUI theme in the shell and every remote: each remote's own MUI components read the theme and default props the shell's providers set", async ({
  page,
  browser,
}) => {
  // The marketplace theme (shared-ui theme.ts): 10 px button corners, no upper case, disableElevation by default.
  const themed = { radius: '10px', textTransform: 'none', defaultProps: true };
  await page.goto('/listings');
  expect(await buttonTheme(page.locator('main .MuiButton-root', { hasText: 'Search' }).first())).toEqual(themed);
  // A card of the public remote: the theme's border colour (MUI's own default is rgba(0, 0, 0, 0.12)).
  const card = page.locator('main .MuiCard-root').first();
  expect(await card.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(226, 232, 240)');

  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  expect(await buttonTheme(page.getByRole('link', { name: 'Add listing' }))).toEqual(themed);
  await page.goto('/dealer/payment');
  await expect(page.getByText('Manage Your Subscription')).toBeVisible();
  expect(await buttonTheme(page.locator('main .MuiButton-root').first())).toEqual(themed);

  const admin = await browser.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await expect(admin.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(await buttonTheme(admin.locator('main .MuiButton-root').first())).toEqual(themed);
  await admin.close();
});

test('a first visit to /listings downloads no code of the dealer, admin and billing remotes', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/listings');
  await expect(page.getByRole('link', { name: 'View Deal' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const config = (await (await page.request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const signedInOrigins = ['dealer', 'admin', 'billing'].map((key) => new URL(config.remotes[key], page.url()).origin);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => signedInOrigins.includes(new URL(url).origin) || /stripe/i.test(url))).toEqual([]);
});
