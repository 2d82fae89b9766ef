import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

// A page wider than the phone's screen scrolls sideways: every public page must fit.
test('public pages fit a phone screen without sideways scrolling', async ({ page, request }) => {
  const body = await (await request.get('/api/listings?status=active&limit=1')).json();
  const dealPath = `/viewListings/${body.data.listings[0].id}`;
  for (const path of [
    '/',
    '/listings',
    dealPath,
    '/faq',
    '/contact',
    '/terms',
    '/register?user_type=dealer',
    '/landing',
    '/partner',
  ]) {
    await page.goto(path);
    await expect(page.locator('footer').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, width }).toEqual({ path, width: 390 });
  }
});
