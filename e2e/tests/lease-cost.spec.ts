// A shopper reads a deal's cost, picks another lease, requests it; the dealer sees that lease on the lead.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, linkFromOutbox, signIn, uniqueEmail } from './support';

const DEALER_ACCOUNTS: Record<string, string> = {
  'Sunset Auto Leasing': ACCOUNTS.dealer,
  'Lakeshore Motors': ACCOUNTS.dealer2,
};

const figure = (page: Page, label: string) =>
  page.getByLabel('Lease cost').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

test('a shopper picks a term and mileage on a deal, the figures follow, and the dealer reads the lease on the lead', async ({
  page,
  request,
}) => {
  await page.goto('/listings');
  const card = page.getByRole('article').first();
  // Every card shows what the lease costs in all.
  await expect(card.getByText('Due at signing')).toBeVisible();
  await expect(card.getByText('Total cost')).toBeVisible();
  await expect(card.getByText(/^\d+ mo · [\d,]+ mi\/yr$/)).toBeVisible();
  await card.getByRole('link', { name: 'View Deal' }).click();
  await expect(page).toHaveURL(/\/viewListings\/[0-9a-f-]+$/);

  const dealer = (await page.getByText('Offered by').locator('strong').textContent())!;
  const before = await figure(page, 'Total cost').textContent();
  const terms = page.getByRole('group', { name: 'Lease term' });
  const miles = page.getByRole('group', { name: 'Miles per year' });
  // The quoted lease is the longest term at the lowest mileage: pick the shortest term and the highest mileage.
  await expect(terms.getByRole('link').last()).toHaveAttribute('aria-current', 'true');
  const term = (await terms.getByRole('link').first().textContent())!;
  const mileage = (await miles.getByRole('link').last().textContent())!;
  const termMonths = Number(term.replace(/\D/g, ''));
  const annualMileage = Number(mileage.replace(/\D/g, ''));
  // Each pick changes the figures; read them after each one has shown (the URL changes a render
  // before the figures do).
  await terms.getByRole('link').first().click();
  await expect(figure(page, 'Total cost')).not.toHaveText(before!);
  const termOnly = await figure(page, 'Total cost').textContent();
  await miles.getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`\\?term=${termMonths}&miles=${annualMileage}$`));
  await expect(figure(page, 'Total cost')).not.toHaveText(termOnly!);
  const after = await figure(page, 'Total cost').textContent();

  // The URL is the choice: a reload (rendered on the server) shows the same figures.
  await page.reload();
  await expect(figure(page, 'Total cost')).toHaveText(after!);
  await expect(terms.getByRole('link', { name: term })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'How we compute this' })).toHaveAttribute('href', '/faq#lease-cost');

  const chosen = `${termMonths} months, ${annualMileage.toLocaleString('en-US')} miles a year`;
  await expect(page.getByTestId('request-choice')).toHaveText(`Your lease: ${chosen}`);
  const email = uniqueEmail('lease-choice');
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill('Choice');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0111');
  await page.getByRole('button', { name: 'Request this deal' }).click();
  await expect(page.getByText('Check your email to confirm your request')).toBeVisible();
  await page.goto(await linkFromOutbox(request, email, '/verify-leads/'));
  await expect(page.getByText('Email verified successfully')).toBeVisible();

  await signIn(page, DEALER_ACCOUNTS[dealer]);
  await expect(page).toHaveURL(/\/dealer/);
  await page.goto('/dealer/leads');
  await page.getByPlaceholder('Search leads...').fill(email);
  await expect(page.getByText(chosen).first()).toBeVisible();
  await page.getByRole('button', { name: 'View details of Lena Choice' }).first().click();
  const details = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(details.getByText(chosen)).toBeVisible();
});
