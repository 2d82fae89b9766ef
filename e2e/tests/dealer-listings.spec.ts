import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, signIn } from './support';

const FIXTURES = path.resolve(__dirname, '../fixtures');

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function pickYear(page: Page, year: string) {
  await page.getByRole('combobox', { name: 'Year' }).click();
  await page.keyboard.type(year);
  await page.getByRole('option', { name: year, exact: true }).click();
}

async function imageSize(request: APIRequestContext, src: string): Promise<number> {
  const res = await request.get(src);
  expect(res.status()).toBe(200);
  return (await res.body()).length;
}

test('a dealer adds a listing in six steps, an admin approves it, shoppers see it resized, the dealer edits, views and deletes it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const model = `E2E ${Date.now().toString(36)}`;
  const title = `2024 Polestar ${model}`;

  // Add: six steps with real image files.
  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dealer navigation' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Listings' })).toBeVisible();
  await page.getByRole('link', { name: 'Add listing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeVisible();

  await next(page);
  await expect(page.getByText('Please upload a Main Display Image')).toBeVisible();
  await page.getByLabel('Main Display Image file').setInputFiles(path.join(FIXTURES, 'car-main.jpg'));
  await page.getByLabel('Gallery Image 1 file').setInputFiles(path.join(FIXTURES, 'car-side.png'));
  await next(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Basic Vehicle Information' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Make' }).fill('Polestar');
  await page.getByRole('textbox', { name: 'Model' }).fill(model);
  await page.getByRole('combobox', { name: 'Body Type' }).selectOption('Sedan');
  await pickYear(page, '2024');
  await next(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Lease Details' })).toBeVisible();
  await page.getByRole('spinbutton', { name: 'MSRP' }).fill('51900');
  await page.getByRole('spinbutton', { name: 'Monthly Payment' }).fill('489');
  await page.getByRole('spinbutton', { name: 'Down Payment' }).fill('3000');
  await page.getByRole('combobox', { name: 'Car Type' }).selectOption('Sedan');
  await page.getByRole('button', { name: '36 months' }).click();
  await page.getByRole('button', { name: '12,000 mi/yr' }).click();
  await page.getByRole('combobox', { name: 'Extra Mileage Cost' }).selectOption('0.25');
  await next(page);

  await page.getByRole('combobox', { name: 'Fuel Type' }).selectOption('Electric');
  await page.getByRole('combobox', { name: 'Transmission' }).selectOption('Automatic');
  await next(page);

  await page.getByRole('combobox', { name: 'Exterior Color' }).selectOption('White');
  await page.getByRole('combobox', { name: 'Interior Color' }).selectOption('Black');
  await page.getByRole('combobox', { name: 'Number of Seats' }).selectOption('5');
  await next(page);

  await expect(page.getByRole('heading', { level: 2, name: 'Additional Information' })).toBeVisible();
  const safety = page.getByRole('textbox', { name: 'Safety Features' });
  await safety.fill('  Blind Spot Monitoring ');
  await safety.press('Enter');
  await safety.fill('blind spot monitoring');
  await safety.press('Enter');
  await expect(page.getByRole('list', { name: 'Safety Features' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Car' }).click();
  const success = page.getByRole('dialog', { name: 'Success!' });
  await expect(success.getByText('Your car has been successfully added.')).toBeVisible();
  await success.getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/dealer\/listings/);

  // Waiting for approval: listed for the dealer, not for shoppers.
  await page.getByRole('searchbox', { name: 'Search listings' }).fill(model);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Pending approval')).toBeVisible();
  const href = await card.getByRole('link', { name: `Open ${title}` }).getAttribute('href');
  const id = href!.split('/').pop()!;
  expect((await request.get(`/api/listings/${id}`)).status()).toBe(404);

  // An admin approves it (the admin screens come with the admin issue).
  const admin = await tokenOf(request, ACCOUNTS.admin);
  const approve = await request.put(`/api/admin/listings/${id}/approve`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  expect(approve.status()).toBe(200);

  // A shopper finds it, with web-sized pictures: the card size in search, the full size on the deal page.
  const shopper = await browser.newPage();
  await shopper.goto(`/listings?make=Polestar`);
  const result = shopper.getByRole('article', { name: `Polestar ${model} 2024` });
  await expect(result).toBeVisible();
  const cardSrc = await result.getByRole('img').first().getAttribute('src');
  expect(cardSrc).toMatch(/\.card\.jpg$/);
  await shopper.goto(`/viewListings/${id}`);
  const photo = shopper.getByRole('img', { name: /photo 1$/ });
  await expect(photo).toBeVisible();
  const fullSrc = (await photo.getAttribute('src'))!;
  expect(fullSrc).toMatch(/\.full\.jpg$/);
  // The 2400 px upload is kept 1600 px wide (the JPEG fallback); the browser shows a WebP copy
  // picked for the width on screen, never wider; the card is smaller still.
  const fallbackWidth = await shopper.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    return img.naturalWidth;
  }, fullSrc);
  expect(fallbackWidth).toBe(1600);
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeLessThanOrEqual(1600);
  expect(await imageSize(request, cardSrc!)).toBeLessThan(await imageSize(request, fullSrc));
  await shopper.close();

  // The funnel counts the search impression and the visit.
  await page.goto('/dealer/dashboard');
  const funnel = page.getByRole('table', { name: 'Listing funnel' });
  await expect(async () => {
    await page.reload();
    await page.getByRole('button', { name: /^Show all \d+ listings$/ }).click({ timeout: 5000 });
    const row = funnel.getByRole('row').filter({ hasText: model });
    await expect(row.getByRole('cell').nth(1)).not.toHaveText('0', { timeout: 1000 });
    await expect(row.getByRole('cell').nth(2)).toHaveText('1', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // Edit: the stored values come back; the change waits for approval again.
  await page.goto(`/dealer/view-listing/${id}`);
  await expect(page.getByRole('heading', { name: 'Vehicle Overview' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Listing' })).toBeVisible();
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Model' })).toHaveValue(model);
  await next(page);
  await page.getByRole('spinbutton', { name: 'Monthly Payment' }).fill('469');
  await next(page);
  await next(page);
  await next(page);
  await expect(page.getByRole('list', { name: 'Safety Features' }).getByText('Blind Spot Monitoring')).toBeVisible();
  await page.getByRole('button', { name: 'Update Car' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Success!' }).getByText('Your car has been successfully updated.'),
  ).toBeVisible();
  await page.getByRole('dialog', { name: 'Success!' }).getByRole('button', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/dealer\/listings/);

  // View: the gallery (counter, arrows, zoom, full screen) and the sections.
  await page.goto(`/dealer/view-listing/${id}`);
  await expect(page.getByRole('region', { name: 'Lease Details' }).getByText('$469/month')).toBeVisible();
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next photo' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: 'Zoom out' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'View full screen' }).click();
  const viewer = page.getByRole('dialog', { name: /full screen/ });
  await expect(viewer.getByText('2 of 2')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('1 of 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(page.getByText('Pending approval').first()).toBeVisible();

  // Delete.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this listing' });
  await expect(confirm.getByText('Are you sure you want to delete the Listing?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Listing' }).click();
  await expect(page).toHaveURL(/\/dealer\/listings$/);
  const dealer = await tokenOf(request, ACCOUNTS.dealer);
  expect((await request.get(`/api/listings/${id}`, { headers: { authorization: `Bearer ${dealer}` } })).status()).toBe(
    404,
  );
});
