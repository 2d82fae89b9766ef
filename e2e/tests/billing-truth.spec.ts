// Billing that tells the dealer the truth (issue 29): a failed payment is shown with the declined
// card and a way to settle it wherever the plan is; an upgrade during the trial keeps the free
// days, so a lead in them is not charged. The monthly fee's grace period needs a moving clock:
// the API tests cover it (api/test/billing-grace.test.ts).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addCard, CARDS, newDealer, PASSWORD, type NewDealer } from './billing-api';
import { addListing } from './listing-api';
import { demoAdminToken, linkFromOutbox, signIn, uniqueEmail } from './support';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A public listing of the dealer: added through the API and approved by the demo admin. */
async function publicListing(request: APIRequestContext, dealer: NewDealer): Promise<string> {
  const id = await addListing(request, dealer.token, `R1S ${Date.now().toString(36)}`);
  const approved = await request.put(`/api/admin/listings/${id}/approve`, {
    headers: auth(await demoAdminToken(request)),
  });
  expect(approved.status()).toBe(200);
  return id;
}

/** A visitor asks about the listing and confirms through the mailed link; answers the lead's id once billing decided it. */
async function verifiedLead(request: APIRequestContext, dealer: NewDealer, listingId: string): Promise<string> {
  const email = uniqueEmail('billing-truth-shopper');
  const sent = await request.post('/api/leads', {
    data: { listingId, firstName: 'Ivy', lastName: 'Lane', email, phone: '+1 555 0101', question: 'Still there?' },
  });
  expect(sent.status()).toBe(201);
  const link = await linkFromOutbox(request, email, '/verify-leads/');
  const token = link.split('/verify-leads/')[1];
  expect((await request.get(`/api/leads/verify-leads/${token}`)).status()).toBe(200);
  let leadId = '';
  await expect
    .poll(async () => {
      const res = await request.get('/api/leads/my-leads?limit=50', { headers: auth(dealer.token) });
      const leads = ((await res.json()) as { data: { leads: Array<{ id: string; email: string }> } }).data.leads;
      leadId = leads.find((l) => l.email === email)?.id ?? '';
      return leadId;
    })
    .not.toBe('');
  return leadId;
}

async function billingStats(request: APIRequestContext, dealer: NewDealer) {
  const res = await request.get('/api/billing/my-stats', { headers: auth(dealer.token) });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

async function openDashboard(page: Page, dealer: NewDealer) {
  await signIn(page, dealer.email, PASSWORD);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
}

test('a failed payment shows with the declined card on the dashboard and the payment page, and a new card settles it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dealer = await newDealer(request, 'Declined Lead');
  // On Pro, paid now (the trial given up), then a card whose charges fail.
  await addCard(request, dealer.token);
  expect(
    (
      await request.post('/api/billing/cancel-trial', {
        headers: auth(dealer.token),
        data: { reason: 'Not ready to commit yet' },
      })
    ).status(),
  ).toBe(200);
  expect((await request.post('/api/billing/upgrade-to-pro', { headers: auth(dealer.token) })).status()).toBe(200);
  await addCard(request, dealer.token, CARDS.chargeFails);
  const listingId = await publicListing(request, dealer);
  await verifiedLead(request, dealer, listingId);
  await expect.poll(async () => (await billingStats(request, dealer)).failedPayment).not.toBeNull();

  await openDashboard(page, dealer);
  const notice = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(notice).toContainText('Your payment of $75.00');
  await expect(notice).toContainText('Visa ending in 0341 was declined');
  await notice.getByRole('link', { name: 'Pay now or update card' }).click();
  await expect(page).toHaveURL(/\/dealer\/payment$/);

  const billingNotice = page.getByRole('alert').filter({ hasText: 'Payment failed' });
  await expect(billingNotice).toContainText('Visa ending in 0341 was declined');
  await expect(page.getByText('Visa ending in 0341: its last charge was declined.')).toBeVisible();
  await expect(page.getByText('A valid card is on file.')).toHaveCount(0);
  await expect(page.getByText(/upgrade again to pay now/)).toHaveCount(0);

  await billingNotice.getByRole('button', { name: 'Update card' }).click();
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(CARDS.succeeds);
  await form.getByLabel('Expiry month (MM)').fill('12');
  await form.getByLabel('Expiry year (YY)').fill(String((new Date().getFullYear() + 3) % 100));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Payment method added successfully!')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toHaveCount(0);
  await expect(page.getByText('Visa ending in 4242 is on file.')).toBeVisible();
  expect(await billingStats(request, dealer)).toMatchObject({ failedPayment: null });
});

test('a dealer who upgrades during the trial keeps its free days: a lead in them is not charged', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const dealer = await newDealer(request, 'Kept Days');
  const listingId = await publicListing(request, dealer);
  await addCard(request, dealer.token);
  await openDashboard(page, dealer);
  await page.goto('/dealer/payment');
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const confirm = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(confirm).toContainText('you keep your free days: leads stay free');
  await confirm.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const success = page.getByRole('dialog', { name: 'Success' });
  await success.getByRole('button', { name: 'Go to Subscription' }).click();
  await expect(page.getByLabel('Plan state: Pro Subscriber')).toBeVisible();
  await expect(
    page.getByText(/^You kept your free trial days: leads are free until .+ \(30 days left\)\.$/),
  ).toBeVisible();

  const leadId = await verifiedLead(request, dealer, listingId);
  await expect
    .poll(async () => {
      const res = await request.post('/api/billing/check-lead-eligibility', {
        headers: auth(dealer.token),
        data: { leadId },
      });
      return ((await res.json()) as { data: { reason: string } }).data.reason;
    })
    .toBe('trial');
  const payments = await request.get('/api/billing/my-payments', { headers: auth(dealer.token) });
  const list = ((await payments.json()) as { data: { payments: Array<{ type: string }> } }).data.payments;
  expect(list.filter((p) => p.type === 'lead')).toEqual([]);
  expect(await billingStats(request, dealer)).toMatchObject({
    subscriptionState: 'PRO_ACTIVE',
    trialDaysRemaining: 30,
  });
});
