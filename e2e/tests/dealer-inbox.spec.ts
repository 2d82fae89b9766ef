import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, linkFromOutbox, signIn, uniqueEmail } from './support';

interface ListingRef {
  id: string;
  make: string;
  model: string;
  year: number;
}

/** One active listing of the demo dealer, found as that dealer (GET /api/listings?dealerId=). */
async function demoDealerListing(request: APIRequestContext): Promise<ListingRef> {
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.dealer, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const profile = await request.get('/api/dealers/profile', { headers });
  const dealerId = ((await profile.json()) as { data: { id: string } }).data.id;
  const res = await request.get(`/api/listings?dealerId=${dealerId}&status=active&limit=1`, { headers });
  expect(res.status()).toBe(200);
  const listing = ((await res.json()) as { data: { listings: ListingRef[] } }).data.listings[0];
  expect(listing).toBeTruthy();
  return listing;
}

async function signOutHere(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

test('a dealer reads the lead a visitor confirmed and the enquiry a consumer sent', async ({ page, request }) => {
  const listing = await demoDealerListing(request);
  const stamp = Date.now().toString(36);

  // A visitor asks about the deal and confirms the request through the mailed link.
  const email = uniqueEmail('inbox-visitor');
  await page.goto(`/viewListings/${listing.id}`);
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill(`Stone${stamp}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Question').fill(`Is the ${listing.make} still available? (${stamp})`);
  await page.getByRole('button', { name: 'Request this deal' }).click();
  await expect(page.getByText(/check your email/i).first()).toBeVisible();
  await page.goto(await linkFromOutbox(request, email, '/verify-leads/'));
  await expect(page.getByText('Email verified successfully')).toBeVisible();

  // The demo consumer (verified) sends an enquiry.
  await signIn(page, ACCOUNTS.consumer);
  await expect(page).toHaveURL(/127\.0\.0\.1:3100\/$/);
  await page.goto(`/viewListings/${listing.id}`);
  await page.getByLabel('Message').fill(`Inbox check ${stamp}: can I pick it up this week?`);
  await page.getByRole('button', { name: 'Request this deal' }).click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await signOutHere(page);

  // The demo dealer finds both.
  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.getByRole('navigation', { name: 'Dealer navigation' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Leads' })).toBeVisible();
  await expect(page.getByText('Total Leads')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search leads' }).fill(`Stone${stamp}`);
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `View details of Vera Stone${stamp}` }).click();
  const details = page.getByRole('dialog', { name: 'Customer Details' });
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('+1 555 0100')).toBeVisible();
  await expect(details.getByText(`Is the ${listing.make} still available? (${stamp})`)).toBeVisible();
  await expect(details.getByRole('link', { name: 'View Car Details' })).toHaveAttribute(
    'href',
    `/dealer/view-listing/${listing.id}`,
  );
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  await page.getByRole('navigation', { name: 'Dealer navigation' }).getByRole('link', { name: 'Enquiries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(`Inbox check ${stamp}`);
  await expect(page.getByText('1 enquiry', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View enquiry from Casey Morgan' }).click();
  const enquiry = page.getByRole('dialog', { name: 'Enquiry' });
  await expect(enquiry.getByRole('heading', { name: `${listing.make} ${listing.model}` })).toBeVisible();
  await expect(enquiry.getByText(`Inbox check ${stamp}: can I pick it up this week?`)).toBeVisible();
  await expect(enquiry.getByText(ACCOUNTS.consumer)).toBeVisible();
  await expect(enquiry.getByRole('link', { name: 'View More' })).toHaveAttribute(
    'href',
    `/dealer/view-listing/${listing.id}`,
  );
  await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
  await page.keyboard.press('Escape');
  await expect(enquiry).toBeHidden();
});
