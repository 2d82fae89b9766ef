import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';
export const ACCOUNTS = {
  admin: 'admin@example.com',
  dealer: 'dealer@example.com',
  dealer2: 'dealer2@example.com',
  consumer: 'consumer@example.com',
} as const;

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

let adminToken: Promise<string> | undefined;

/** A bearer token of the demo admin (the dev outbox answers admins only). */
export function demoAdminToken(request: APIRequestContext): Promise<string> {
  adminToken ??= (async () => {
    const res = await request.post('/api/auth/login', { data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD } });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { data: { token: string } }).data.token;
  })();
  return adminToken;
}

/** Waits for the newest mail to `to` in the dev outbox (read as the demo admin) and returns the first site link in it. */
export async function linkFromOutbox(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  const token = await demoAdminToken(request);
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox', { headers: { authorization: `Bearer ${token}` } });
        const mails = (await res.json()) as OutboxMail[];
        const mail = mails.find((m) => m.to === to && m.text.includes(pathPart));
        link = mail?.text.match(new RegExp(`https?://[^\\s"]*${pathPart}[^\\s"]*`))?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}@example.org`;
}
