import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addListing } from './listing-api';
import { ACCOUNTS, DEMO_PASSWORD, demoAdminToken, signIn, uniqueEmail } from './support';

const PASSWORD = 'Str0ng!Pass';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

async function tokenOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** A new dealership signed up through the API: pending approval (its trial starts when it is approved). */
async function newDealer(
  request: APIRequestContext,
  dealershipName: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail('moderated-dealer');
  const res = await request.post('/api/auth/register-dealer', {
    data: {
      email,
      password: PASSWORD,
      firstName: 'Mia',
      lastName: 'Okafor',
      dealershipName,
      termsAgreement: true,
      phoneNumber: '+1 512 555 0199',
      state: 'TX',
      zipCode: '73301',
      address: '4 Lamar Blvd',
      city: 'Austin',
    },
  });
  expect(res.status()).toBe(201);
  return { email, token: await tokenOf(request, email, PASSWORD) };
}

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

test('an admin approves a new dealer and its listing, which goes live; suspending the dealer hides it and ends its session', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const dealership = `Okafor EV ${stamp}`;
  const model = `R1S ${stamp}`;
  const dealer = await newDealer(request, dealership);
  const listingId = await addListing(request, dealer.token, model);
  expect((await request.get(`/api/listings/${listingId}`)).status()).toBe(404);

  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The dealer first: its approved listings may then be public.
  await page.goto('/admin/dealers');
  await expect(page.getByRole('heading', { level: 1, name: 'Dealer Management' })).toBeVisible();
  await search(page, 'Search dealers', dealership);
  await page
    .getByRole('button', { name: `Approve ${dealership}` })
    .first()
    .click();
  await expect(page.getByText(/approved/i).first()).toBeVisible();

  // Then its listing, from the approval queue.
  await page.goto('/admin/listing');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Management' })).toBeVisible();
  await search(page, 'Search listings', model);
  await page
    .getByRole('button', { name: `Approve 2025 Rivian ${model}` })
    .first()
    .click();
  await expect.poll(async () => (await request.get(`/api/listings/${listingId}`)).status()).toBe(200);

  const shopper = await page.context().browser()!.newPage();
  await shopper.goto('/listings?make=Rivian');
  await expect(shopper.getByRole('article', { name: `Rivian ${model} 2025` })).toBeVisible();

  // Suspend: hidden at once, and the dealer's session ends.
  await page.goto('/admin/dealers');
  await search(page, 'Search dealers', dealership);
  await page
    .getByRole('button', { name: `Suspend ${dealership}` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: `Suspend ${dealership}?` });
  await expect(confirm.getByText(/every session of its account ends/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(confirm).toBeHidden();
  expect((await request.get(`/api/listings/${listingId}`)).status()).toBe(404);
  expect((await request.get('/api/auth/me', { headers: { authorization: `Bearer ${dealer.token}` } })).status()).toBe(
    401,
  );
  await shopper.goto('/listings?make=Rivian');
  await expect(shopper.getByRole('article', { name: `Rivian ${model} 2025` })).toHaveCount(0);
  await shopper.close();
});

test('an admin rejects a listing with a reason and the dealer is told why by mail', async ({ page, request }) => {
  const model = `R2 ${Date.now().toString(36)}`;
  const listingId = await addListing(request, await tokenOf(request, ACCOUNTS.dealer), model);
  const reason = `The photos show a different trim (${model}).`;

  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/listing');
  await search(page, 'Search listings', model);
  await page
    .getByRole('button', { name: `Reject 2025 Rivian ${model}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject listing' });
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toBeHidden();

  const admin = await demoAdminToken(request);
  await expect
    .poll(async () => {
      const mails = (await (
        await request.get('/api/dev/outbox', { headers: { authorization: `Bearer ${admin}` } })
      ).json()) as OutboxMail[];
      return mails.some((m) => m.to === ACCOUNTS.dealer && m.text.includes(reason));
    })
    .toBe(true);
  const dealerToken = await tokenOf(request, ACCOUNTS.dealer);
  const listing = await request.get(`/api/listings/${listingId}`, {
    headers: { authorization: `Bearer ${dealerToken}` },
  });
  expect(((await listing.json()) as { data: { status: string } }).data.status).toBe('rejected');
});

test('an admin tracks leads: sets one to contacted, deletes another, and a missing lead shows "Lead Not Found"', async ({
  page,
  request,
}) => {
  const admin = await demoAdminToken(request);
  const res = await request.get('/api/leads?status=new&limit=2', { headers: { authorization: `Bearer ${admin}` } });
  expect(res.status()).toBe(200);
  const [first, second] = (
    (await res.json()) as {
      data: { leads: Array<{ id: string; email: string; firstName: string; lastName: string | null }> };
    }
  ).data.leads;
  expect(second).toBeTruthy();

  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/leads-details/${first.id}`);
  await page.getByRole('button', { name: 'Edit Lead' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lead' });
  await edit.getByLabel('Status').selectOption('contacted');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Lead updated successfully!!')).toBeVisible();
  const after = await request.get(`/api/leads/${first.id}`, { headers: { authorization: `Bearer ${admin}` } });
  expect(((await after.json()) as { data: { status: string } }).data.status).toBe('contacted');
  await expect(page.getByRole('list', { name: 'History' }).getByText(/contacted/)).toBeVisible();

  await page.goto('/admin/leads');
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Tracking' })).toBeVisible();
  await search(page, 'Search leads', second.email);
  const name = [second.firstName, second.lastName].filter(Boolean).join(' ');
  await page
    .getByRole('button', { name: `Delete lead ${name}` })
    .first()
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Lead' });
  await expect(confirm.getByText('This action cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  expect(
    (await request.get(`/api/leads/${second.id}`, { headers: { authorization: `Bearer ${admin}` } })).status(),
  ).toBe(404);

  await page.goto(`/admin/leads-details/${second.id}`);
  await expect(page.getByText('Lead Not Found')).toBeVisible();
  await expect(page.getByText("The lead you're looking for doesn't exist or has been deleted.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Leads' }).click();
  await expect(page).toHaveURL(/\/admin\/leads/);
});
