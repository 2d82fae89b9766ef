import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, demoAdminToken, signIn } from './support';

/** The CSV the dealer fills in: the template's header, then one line per car (cells by column name). */
function csv(header: string, rows: Array<Record<string, string>>): { name: string; mimeType: string; buffer: Buffer } {
  return { name: 'my-offers.csv', mimeType: 'text/csv', buffer: Buffer.from(csvText(header, rows), 'utf8') };
}

function csvText(header: string, rows: Array<Record<string, string>>): string {
  const columns = header.split(',');
  return [header, ...rows.map((row) => columns.map((c) => row[c] ?? '').join(','))].join('\r\n') + '\r\n';
}

const choose = (page: Page, file: ReturnType<typeof csv>) => page.getByTestId('import-file').setInputFiles(file);

/** One car of a file or feed of `run`, numbered `n` (its stock number and model carry both). */
function offer(run: string, n: number, make = 'Kia'): Record<string, string> {
  return {
    stockNumber: `E2E-${run}-${n}`,
    make,
    model: `Import ${run} ${n}`,
    bodyType: 'SUV',
    year: '2026',
    msrp: '42000',
    monthlyPayment: '389.50',
    downPayment: '2999',
    extraMileageCost: '0.25',
    carType: 'SUV',
    fuelType: 'Electric',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'Blue',
    numberOfSeats: '5',
    leaseTerms: '24|36',
    mileageLimits: '10000|12000',
    safetyFeatures: 'Blind Spot Monitoring',
    comfortFeatures: 'Heated Seats',
    entertainmentFeatures: 'Apple CarPlay',
  };
}

test('a dealer downloads the template, uploads a file with a bad row, fixes it, imports, sees the new listings pending, and a second import changes nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  const model = (n: number) => `Import ${run} ${n}`;
  const row = (n: number, make = 'Kia') => offer(run, n, make);

  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dealer navigation' }).getByRole('link', { name: 'Listings' }).click();
  await page.getByRole('link', { name: 'Import' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import listings' })).toBeVisible();

  // The template: the listing's columns and one example row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download template' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('listings-template.csv');
  const header = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)[0];
  expect(header.split(',').slice(0, 3)).toEqual(['stockNumber', 'make', 'model']);

  // A file with a row without a make: refused with the wizard's message, nothing to confirm.
  await choose(page, csv(header, [row(1), row(2, ''), row(3)]));
  await expect(page.getByRole('status')).toHaveText('3 rows: 2 new, 0 changed, 0 unchanged, 1 refused.');
  await expect(page.getByText('Please enter the make')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();

  // Fixed and chosen again: three new rows, imported.
  await choose(page, csv(header, [row(1), row(2), row(3)]));
  await expect(page.getByRole('status')).toHaveText('3 rows: 3 new, 0 changed, 0 unchanged, 0 refused.');
  await page.getByRole('button', { name: 'Confirm import' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Import done' })).toContainText(
    'Import done: 3 listings added, 0 updated, 0 unchanged.',
  );

  // The new listings are the dealer's, waiting for approval.
  await page.getByRole('link', { name: 'Go to your listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Listings' })).toBeVisible();
  await page.getByLabel('Search listings').fill(`Import ${run}`);
  for (const n of [1, 2, 3]) {
    const card = page.getByRole('article').filter({ hasText: model(n) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Pending approval');
  }

  // The same file again: every row unchanged, no duplicates to confirm.
  await page.goto('/dealer/listings/import');
  await choose(page, csv(header, [row(1), row(2), row(3)]));
  await expect(page.getByRole('status')).toHaveText('3 rows: 0 new, 0 changed, 3 unchanged, 0 refused.');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toBeDisabled();
});

test('a dealer saves a feed address, an admin enables it and sees its first run apply the feed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const run = `F${Date.now().toString(36).toUpperCase()}`;
  // The dealer's feed: a CSV in the template's format on a server of its own (the test stack lets
  // the API's fetcher reach loopback, which production refuses).
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.dealer, password: DEMO_PASSWORD } });
  const { token: dealerToken } = ((await login.json()) as { data: { token: string } }).data;
  const template = await request.get('/api/listings/import/template', {
    headers: { authorization: `Bearer ${dealerToken}` },
  });
  const header = (await template.text()).replace(/^\uFEFF/, '').split(/\r?\n/)[0];
  const feed = csvText(header, [offer(run, 1), offer(run, 2)]);
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end(feed));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/inventory.csv`;
  try {
    await signIn(page, ACCOUNTS.dealer);
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
    await page.goto('/dealer/listings/import');
    await page.getByLabel('Feed address').fill(address);
    await page.getByRole('button', { name: 'Save feed' }).click();
    await expect(page.getByText('An administrator enables your feed after checking it')).toBeVisible();

    // The admin enables it on the dealer's details; enabling runs it at once.
    const token = await demoAdminToken(request);
    const dealers = (await (
      await request.get('/api/dealers?limit=100', { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: { dealers: Array<{ id: string; email: string }> } };
    const dealerId = dealers.data.dealers.find((d) => d.email === ACCOUNTS.dealer)!.id;
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, ACCOUNTS.admin);
    await expect(admin).toHaveURL(/\/admin\/dashboard$/);
    await admin.goto(`/admin/dealer-details/${dealerId}`);
    const section = admin.getByRole('region', { name: 'Inventory feed' });
    await expect(section.getByText(address)).toBeVisible();
    await section.getByLabel('Feed enabled').click();
    await expect(section.getByLabel('Feed enabled')).toBeChecked();

    // Its first run: two new listings, applied, in the feed's history.
    await expect(async () => {
      await admin.reload();
      await expect(section.getByText('2 new, 0 updated, 0 unchanged, 0 paused')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(section).toContainText('Feed');
    await expect(section).toContainText('Applied');

    // The dealer sees the new listings, waiting for approval.
    await page.goto('/dealer/listings');
    await page.getByLabel('Search listings').fill(`Import ${run}`);
    await expect(page.getByRole('article').filter({ hasText: 'Pending approval' })).toHaveCount(2);
  } finally {
    server.close();
  }
});
