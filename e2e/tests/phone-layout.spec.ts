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

// A long title wraps on a phone; its heart stays beside it rather than on a line of its own.
test("a deal page's heart stays beside a title that wraps on a phone", async ({ page, request }) => {
  const body = await (await request.get('/api/listings?status=active&limit=100')).json();
  const listings: Array<{ id: string; make: string; model: string }> = body.data.listings;
  const longest = listings.reduce((a, b) => (`${b.make} ${b.model}`.length > `${a.make} ${a.model}`.length ? b : a));
  await page.goto(`/viewListings/${longest.id}`);
  const title = page.getByRole('heading', { level: 1 });
  const heart = page.getByRole('main').getByRole('link', { name: /to favorites$/ });
  await expect(heart).toBeVisible();
  const [t, h] = [await title.boundingBox(), await heart.boundingBox()];
  // The title wraps (at least two lines), and the heart starts within its first line's height.
  expect(t!.height).toBeGreaterThan(50);
  expect(h!.y).toBeLessThan(t!.y + t!.height / 2);
  expect(h!.x).toBeGreaterThan(t!.x + t!.width - 10);
});
