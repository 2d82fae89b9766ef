// A visitor filters the lease search, picks three deals to compare (kept in the browser), opens
// the compare page, reloads and shares its URL and sees the same three, and "Back to search"
// from a deal returns to the filtered search.
import { expect, test } from '@playwright/test';

test('a visitor compares three deals side by side, shares the comparison and goes back to the same search', async ({
  page,
  browser,
}) => {
  await page.goto('/listings?sort=price_asc');
  // The page is rendered on the server: a click before it has hydrated does nothing, so click until the sheet opens.
  const sheet = page.getByRole('dialog');
  await expect(async () => {
    await page.getByRole('button', { name: 'More filters' }).click();
    await expect(sheet).toBeVisible({ timeout: 2000 });
  }).toPass();
  await sheet.getByRole('combobox', { name: 'Lease term' }).selectOption({ label: '36 months' });
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/\/listings\?term=36&sort=price_asc$/);
  await expect(
    page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: 36 months' }),
  ).toBeVisible();

  const boxes = page.getByRole('checkbox', { name: /^Compare / });
  await expect(boxes.nth(3)).toBeVisible();
  const titles: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const box = boxes.nth(i);
    titles.push((await box.getAttribute('aria-label'))!.replace(/^Compare /, ''));
    await box.check();
  }
  const bar = page.getByRole('complementary', { name: 'Compare deals' });
  await expect(bar.getByRole('listitem')).toHaveText(titles);
  await boxes.nth(3).click();
  await expect(page.getByText('You can compare up to 3 deals. Remove one to add another.')).toBeVisible();
  await expect(boxes.nth(3)).not.toBeChecked();

  await bar.getByRole('link', { name: 'Compare (3)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[^,&]+,[^,&]+,[^,&]+$/);
  const table = page.getByRole('table', { name: 'Deals side by side' });
  const heads = table.locator('thead .compare-title');
  await expect(heads).toHaveText(titles);
  for (const label of [
    'Monthly payment',
    'Due at signing',
    'Effective monthly',
    'Total cost',
    'Deal score',
    'Body type',
  ]) {
    await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
  }

  // The same three after a reload, and for someone the link is sent to (a fresh browser).
  const shared = page.url();
  await page.reload();
  await expect(heads).toHaveText(titles);
  const other = await browser.newContext();
  try {
    const friend = await other.newPage();
    await friend.goto(shared);
    await expect(friend.getByRole('table', { name: 'Deals side by side' }).locator('thead .compare-title')).toHaveText(
      titles,
    );
  } finally {
    await other.close();
  }

  // From a deal, Back to search returns to the filtered, sorted search.
  await table.getByRole('link', { name: 'View Deal' }).first().click();
  await expect(page).toHaveURL(/\/viewListings\//);
  const back = page.getByRole('link', { name: 'Back to search' });
  await expect(back).toHaveAttribute('href', '/listings?term=36&sort=price_asc');
  await back.click();
  await expect(page).toHaveURL(/\/listings\?term=36&sort=price_asc$/);
  await expect(page.getByRole('combobox', { name: 'Sort By' })).toHaveValue('price_asc');
  await expect(page.getByRole('button', { name: 'Remove filter: 36 months' })).toBeVisible();
  // The picks stayed in the browser.
  await expect(page.getByRole('complementary', { name: 'Compare deals' }).getByRole('listitem')).toHaveText(titles);
});

test('a search page past the last one is answered with page 1 of the same search', async ({ request }) => {
  const res = await request.get('/listings?make=Toyota&sort=price_asc&page=999', { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/listings?make=Toyota&sort=price_asc');
});
