// Billing on the embedded default (the sandbox payment gateway and its test cards): a dealer in
// trial upgrades, a declined card, a cancellation, a lead dispute an admin accepts, and an admin
// stopping a plan.
import { expect, test, type Page } from '@playwright/test';
import { addCard, CARDS, login, newDealer, PASSWORD } from './billing-api';
import { ACCOUNTS, DEMO_PASSWORD, demoAdminToken, signIn } from './support';

async function openBilling(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.goto('/dealer/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Manage Your Subscription' })).toBeVisible();
}

async function fillCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await expect(form.getByText(/test mode/i).first()).toBeVisible();
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry month (MM)').fill('12');
  await form.getByLabel('Expiry year (YY)').fill(String((new Date().getFullYear() + 3) % 100));
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Save card and upgrade' }).click();
}

test('a dealer in the free trial upgrades with a test card and is on Pro', async ({ page, request }) => {
  const dealer = await newDealer(request, 'Upgrade');
  await openBilling(page, dealer.email, PASSWORD);
  await expect(page.getByLabel('Plan state: Free Trial')).toBeVisible();
  await expect(page.getByText('You have 30 days remaining in your trial.')).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await fillCard(page, CARDS.succeeds);
  await expect(page.getByText('Payment method added successfully!')).toBeVisible();
  const success = page.getByRole('dialog', { name: 'Success' });
  await expect(success.getByText('Successfully upgraded to Pro plan!')).toBeVisible();
  await success.getByRole('button', { name: 'Go to Subscription' }).click();

  await expect(page.getByLabel('Plan state: Pro Subscriber')).toBeVisible();
  await expect(page.getByText("You're on the Pro plan.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pro Unlimited' })).toBeVisible();
  const stats = await request.get('/api/billing/my-stats', { headers: { authorization: `Bearer ${dealer.token}` } });
  expect(
    ((await stats.json()) as { data: { subscriptionState: string; hasValidPaymentMethod: boolean } }).data,
  ).toMatchObject({ subscriptionState: 'PRO_ACTIVE', hasValidPaymentMethod: true });
});

test("a declined test card shows the card issuer's answer and the plan does not change", async ({ page, request }) => {
  const dealer = await newDealer(request, 'Declined');
  await openBilling(page, dealer.email, PASSWORD);
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await fillCard(page, CARDS.declined);
  await expect(page.getByRole('form', { name: 'Card details' }).getByText('Your card was declined.')).toBeVisible();
  await page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Plan state: Free Trial')).toBeVisible();
});

test('a Pro dealer cancels and keeps the plan until the end of the paid period', async ({ page, request }) => {
  const dealer = await newDealer(request, 'Cancel');
  await addCard(request, dealer.token);
  expect(
    (
      await request.post('/api/billing/upgrade-to-pro', { headers: { authorization: `Bearer ${dealer.token}` } })
    ).status(),
  ).toBe(200);

  await openBilling(page, dealer.email, PASSWORD);
  await expect(page.getByLabel('Plan state: Pro Subscriber')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText('Pro subscription canceled successfully')).toBeVisible();
  await expect(
    page.getByText(/^Pro plan cancelled\. Your plan remains active until \w+ \d{1,2}, \d{4}$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
});

test('a dealer disputes a charged lead and an admin accepts it: the charge is refunded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  // The demo dealer2 is on Pro with lead charges from the last days (demo billing seed).
  await openBilling(page, ACCOUNTS.dealer2, DEMO_PASSWORD);
  await page.getByRole('tab', { name: 'Payment History' }).click();
  await expect(page).toHaveURL(/tab=history/);
  const disputeButton = page.getByRole('button', { name: /^Dispute Lead: / }).first();
  await expect(disputeButton).toBeVisible();
  const label = (await disputeButton.getAttribute('aria-label'))!;
  const description = label.replace(/^Dispute /, '');
  await disputeButton.click();
  const dialog = page.getByRole('dialog', { name: 'Dispute this lead charge' });
  await dialog.getByLabel('Not a real enquiry').check();
  await dialog.getByLabel('Details (optional)').fill('The phone number belongs to a pizza place.');
  await dialog.getByRole('button', { name: 'Send dispute' }).click();
  await expect(page.getByText(/Dispute submitted/)).toBeVisible();

  const admin = await browser.newPage();
  await signIn(admin, ACCOUNTS.admin);
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/billing/disputes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Lead Disputes' })).toBeVisible();
  const dealer2 = await login(request, ACCOUNTS.dealer2, DEMO_PASSWORD);
  const queue = await request.get('/api/billing/disputes?status=open', {
    headers: { authorization: `Bearer ${await demoAdminToken(request)}` },
  });
  const open = (
    (await queue.json()) as {
      data: { disputes: Array<{ id: string; details: string | null; dealer: { id: string } }> };
    }
  ).data.disputes;
  expect(
    open.some(
      (d) => d.dealer.id === dealer2.user.dealerId && d.details === 'The phone number belongs to a pizza place.',
    ),
  ).toBe(true);
  await admin
    .getByRole('button', { name: /^Accept dispute from / })
    .first()
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Accept and refund' }).click();
  await expect(admin.getByText(/Dispute accepted/).first()).toBeVisible();
  await admin.close();

  await page.reload();
  await expect(page.getByText(/^Refund: disputed lead/).first()).toBeVisible();
  expect(description).toMatch(/^Lead: /);
  const payments = await request.get('/api/billing/my-payments?limit=20', {
    headers: { authorization: `Bearer ${dealer2.token}` },
  });
  const list = (
    (await payments.json()) as { data: { payments: Array<{ type: string; status: string; description: string }> } }
  ).data.payments;
  expect(list.some((p) => p.type === 'refund' && p.status === 'succeeded')).toBe(true);
});

test("an admin stops a dealer's active plan from its subscription page", async ({ page, request }) => {
  const dealer = await newDealer(request, 'Stopped');
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/subscription-details/${dealer.dealerId}`);
  await expect(page.getByRole('heading', { name: dealer.dealershipName })).toBeVisible();
  const stop = page.getByRole('button', { name: 'Stop Active Plan' });
  await expect(stop).toBeEnabled();
  await stop.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop Plan' }).click();
  await expect(page.getByText('Subscription stopped successfully.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop Active Plan' })).toBeDisabled();

  const stats = await request.get('/api/billing/my-stats', { headers: { authorization: `Bearer ${dealer.token}` } });
  expect(
    ((await stats.json()) as { data: { canReceiveLeads: boolean; subscriptionState: string } }).data,
  ).toMatchObject({ canReceiveLeads: false, subscriptionState: 'TRIAL_EXPIRED' });
});
