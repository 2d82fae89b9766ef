import { expect, test, type Page } from '@playwright/test';
import { API_PORT } from '../stack-ports';
import { ACCOUNTS, signIn } from './support';

// The apps work under their Content-Security-Policy: public pages, a deal page with images,
// and the dealer and admin dashboards (remotes loaded cross-origin) raise no violation.

/** Records CSP violations (the page's securitypolicyviolation events and Chromium's console reports). */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

test('the shell answers with the security headers', async ({ request }) => {
  const res = await request.get('/');
  const headers = res.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain('script-src');
  const api = await request.get('/api/health');
  expect(api.headers()['x-content-type-options']).toBe('nosniff');
});

test('public pages and a deal page run without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  for (const path of ['/', '/listings', '/login', '/register']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/listings');
  await page.getByRole('link', { name: 'View Deal' }).first().click();
  await expect(page.getByText('Lease Details').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the dealer dashboard runs without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, ACCOUNTS.dealer);
  await expect(page).toHaveURL(/\/dealer\/dashboard$/);
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('the admin dashboard runs without a CSP violation', async ({ page }) => {
  const violations = await watchCsp(page);
  await signIn(page, ACCOUNTS.admin);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByText('Total Leads').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
});

test('an injected inline script is blocked and reported (the watcher works)', async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__ran = true';
    document.body.append(s);
  });
  await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __ran?: boolean }).__ran)).toBeUndefined();
});

test("the API reference (/api/docs) renders under the API's own CSP", async ({ page }) => {
  const violations = await watchCsp(page);
  const res = await page.goto(`http://127.0.0.1:${API_PORT}/api/docs`);
  expect(res?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('.opblock-tag', { hasText: 'dealers' })).toBeVisible();
  await expect(page.locator('.opblock-summary-path', { hasText: '/api/dealers/{id}' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  // Everything else of the API keeps the CSP that allows nothing.
  const json = await page.request.get(`http://127.0.0.1:${API_PORT}/api/openapi.json`);
  expect(json.headers()['content-security-policy']).toContain("default-src 'none'");
  expect(json.headers()['content-security-policy']).not.toContain('script-src');
});
