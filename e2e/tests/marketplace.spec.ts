import { expect, test, type Page } from '@playwright/test';
import { linkFromOutbox, uniqueEmail } from './support';

async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label });
  if (typeof option === 'string') await select.selectOption({ label: option });
  else {
    const labels = await select.locator('option').allTextContents();
    await select.selectOption({ label: labels.find((l) => option.test(l))! });
  }
}

function prices(texts: string[]) {
  return texts.map((t) => Number(t.replace(/[^0-9.]/g, '')));
}

test('search by make and budget, sort, page, open a deal and request it as a visitor', async ({ page, request }) => {
  await page.goto('/listings');
  await expect(page.getByRole('heading', { name: 'Find Your Perfect Lease' })).toBeVisible();
  const all = page.getByText(/showing \d+ results/i);
  await expect(all).toBeVisible();
  const total = Number((await all.textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThanOrEqual(60);
  await expect(page.getByText(`Lease search (${total})`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Deal' })).toHaveCount(10);

  // paging keeps the filters in the URL
  await page.getByRole('link', { name: 'Page 2' }).first().click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'View Deal' }).first()).toBeVisible();

  // filter by make and budget
  await choose(page, 'Make', 'Toyota');
  await choose(page, 'Monthly Budget', /\$300 - \$400/);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/make=Toyota/);
  await expect(page).not.toHaveURL(/page=2/);
  // The router commits the new URL before the page re-renders (a transition): wait for the filtered count.
  const count = page.getByText(/showing \d+ results/i);
  await expect(count).not.toHaveText(`showing ${total} results`);
  const filtered = Number((await count.textContent())!.match(/\d+/)![0]);
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  for (const title of await page.getByRole('heading', { level: 3 }).allTextContents())
    expect(title).toContain('Toyota');

  // sort by price, high to low
  await choose(page, 'Sort By', 'Price: High to Low');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect
    .poll(async () => {
      const p = prices(await page.getByText(/^\$[\d,.]+\/month$/).allTextContents());
      return p.length > 0 && p.every((v, i) => i === 0 || p[i - 1] >= v) && p.every((v) => v >= 300 && v <= 400);
    })
    .toBe(true);

  // Back returns to the previous search
  await page.goBack();
  await expect(page).not.toHaveURL(/sort=price_desc/);
  await page.goForward();

  // open a deal and request it
  await page.getByRole('link', { name: 'View Deal' }).first().click();
  await expect(page).toHaveURL(/\/viewListings\//);
  await expect(page.getByText('Lease Details').first()).toBeVisible();
  const email = uniqueEmail('visitor');
  await page.getByLabel(/first name/i).fill('Vera');
  await page.getByLabel(/last name/i).fill('Stone');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/phone/i).fill('+1 555 0100');
  await page
    .getByRole('button', { name: /request|send|enquire/i })
    .last()
    .click();
  await expect(page.getByText(/check your email/i).first()).toBeVisible();

  const link = await linkFromOutbox(request, email, '/verify-leads/');
  await page.goto(link);
  await expect(page.getByText('Email verified successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/listings/, { timeout: 10_000 });
});

test('a dealer signs up from the landing page and is told to wait for approval', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByText('Ready to See the Results for Yourself?')).toBeVisible();
  await page.getByRole('link', { name: 'Start Free Month' }).first().click();
  await expect(page).toHaveURL(/\/register\?.*user_type=dealer/);
  const email = uniqueEmail('dealer');
  await page.getByLabel(/first name/i).fill('Dana');
  await page.getByLabel(/last name/i).fill('Reyes');
  await page.getByLabel(/dealership name/i).fill('Reyes Motors');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill('Str0ng!Pass');
  await page.getByLabel(/phone/i).fill('9876543210');
  await page.getByLabel(/address/i).fill('12 Harbor Road');
  await page.getByLabel(/city/i).fill('Austin');
  await page.getByLabel(/state/i).fill('TX');
  await page.getByLabel(/zip/i).fill('73301');
  await page.getByLabel(/website/i).fill('https://reyes.example.com?ref=ads');
  await page.getByRole('checkbox').check();
  await page
    .getByRole('button', { name: /create|sign up|register|start/i })
    .last()
    .click();
  await expect(page.getByText(/awaiting admin approval|waiting for approval|pending approval/i).first()).toBeVisible();
});

test('agreeing to the terms goes back one step', async ({ page }) => {
  await page.goto('/faq');
  await page.goto('/terms');
  await expect(page.getByText(/July 24, 2025/)).toBeVisible();
  const agree = page.getByRole('button', { name: 'I Agree' });
  await expect(agree).toBeDisabled();
  await page.getByRole('checkbox').check();
  await agree.click();
  await expect(page).toHaveURL(/\/faq$/);
});
