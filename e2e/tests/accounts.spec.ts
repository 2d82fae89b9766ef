import { expect, test } from '@playwright/test';
import { ACCOUNTS, linkFromOutbox, signIn, uniqueEmail } from './support';

test.describe('signing in by role', () => {
  test('an admin lands on the admin dashboard and can sign out', async ({ page }) => {
    await signIn(page, ACCOUNTS.admin);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Administrator').first()).toBeVisible();
    await expect(page.getByText('Total Leads').first()).toBeVisible();
    await page
      .getByRole('button', { name: /sign out/i })
      .first()
      .click();
    await expect(
      page.getByText("Are you sure you want to sign out? You'll need to log in again to access your account."),
    ).toBeVisible();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /sign out/i })
      .click();
    await expect(page).toHaveURL(/\/login/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('a dealer lands on the dealer dashboard', async ({ page }) => {
    await signIn(page, ACCOUNTS.dealer);
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
    await expect(page.getByText('Dealer', { exact: true }).first()).toBeVisible();
  });

  test('a consumer lands on the public home and cannot open the admin area', async ({ page }) => {
    await signIn(page, ACCOUNTS.consumer);
    await expect(page).toHaveURL(/127\.0\.0\.1:3100\/$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/unauthorized$/);
  });

  test('unknown paths redirect by role', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, ACCOUNTS.dealer);
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  });

  test('a visitor registers (told to check the email, not signed in), verifies the email from the outbox, then signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/register');
    await page.getByLabel(/first name/i).fill('Nora');
    await page.getByLabel(/last name/i).fill('Quinn');
    await page.getByLabel(/email/i).fill(email);
    await page.getByLabel(/^password/i).fill('Str0ng!Pass');
    await page.getByLabel(/confirm password/i).fill('Str0ng!Pass');
    await page.getByRole('button', { name: /create account|sign up|register/i }).click();
    // The same answer whether or not the email has an account: no session from registering.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    const link = await linkFromOutbox(request, email, '/verify-email/');
    await page.goto(link);
    await expect(page.getByText('Email verified successfully! Redirecting to login...')).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    await signIn(page, email, 'Str0ng!Pass');
    await expect(page).toHaveURL(/127\.0\.0\.1:3100\/$/, { timeout: 10_000 });
    await expect(page.getByText('Nora').first()).toBeVisible();
    // Signed in, /login is no place to be: it goes home.
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:3100\/$/);
  });
});
