import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, demoAdminToken, signIn } from './support';

// The admin's subscription page (mfe-billing) reads GET /api/dealers/:id: a real dealer is shown.
test("an admin opens a dealer's subscription details and sees the dealership", async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { email: ACCOUNTS.dealer, password: DEMO_PASSWORD } });
  const dealerId = ((await login.json()) as { data: { user: { dealerId: string } } }).data.user.dealerId;
  const answer = await request.get(`/api/dealers/${dealerId}`, {
    headers: { authorization: `Bearer ${await demoAdminToken(request)}` },
  });
  expect(answer.status()).toBe(200);
  const dealer = (
    (await answer.json()) as { data: { dealershipName: string; email: string; subscription: { plan: string } | null } }
  ).data;
  expect(dealer.email).toBe(ACCOUNTS.dealer);

  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto(`/admin/subscription-details/${dealerId}`);
  await expect(page.getByRole('heading', { name: dealer.dealershipName })).toBeVisible();
  await expect(page.getByText(`Dealer ID: ${dealerId}`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Subscription summary' });
  await expect(summary.getByText('Subscription Plan')).toBeVisible();
  const planLabel: Record<string, string> = { free: 'Free', pro: 'Pro' };
  await expect(
    summary.getByText(dealer.subscription ? planLabel[dealer.subscription.plan] : 'N/A', { exact: true }).first(),
  ).toBeVisible();
  await expect(page.getByText('Dealer Not Found')).toHaveCount(0);
});

test('an unknown dealer id shows "Dealer Not Found"', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin/subscription-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Dealer Not Found' })).toBeVisible();
});
