import { expect, test } from '@playwright/test';
import { SHELL_URL_ADMIN_DOWN } from '../stack-ports';
import { ACCOUNTS, signIn } from './support';

test('one copy of react-dom, of the session store and of the query client across the shell and remotes', async ({ page }) => {
  // Every copy of react-dom registers its renderer with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    (window as unknown as { __renderers: unknown[] }).__renderers = renderers;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true, renderers: new Map(), inject(r: unknown) { renderers.push(r); return renderers.length; },
      onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, checkDCE() {},
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
