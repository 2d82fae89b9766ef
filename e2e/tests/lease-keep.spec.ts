// Keep deals and searches (issue 12): a visitor's heart sends them to sign in and back; the demo
// consumer keeps a deal and a search, finds them on their pages through the account menu; the
// daily job (run as the admin would) mails the search's matches with an unsubscribe link that
// works without signing in.
import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, demoAdminToken, linkFromOutbox } from './support';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('a consumer keeps a deal and a search, gets the mail and unsubscribes from it signed out', async ({
  page,
  request,
  browser,
}) => {
  // A visitor's heart: sign in first, then back to the same search.
  await page.goto('/listings?bodyType=SUV');
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const title = (await firstCard.getAttribute('aria-label'))!;
  await firstCard.getByRole('link', { name: `Save ${title} to favorites` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flistings%3FbodyType%3DSUV$/);
  await page.getByLabel(/email/i).fill(ACCOUNTS.consumer);
  await page.getByLabel(/^password/i).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/listings\?bodyType=SUV$/);

  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Save ${title} to favorites` }).click();
  await expect(card.getByRole('button', { name: `Remove ${title} from favorites` })).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved: SUV')).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/\/user\/favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My favorites (1)' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL(/\/user\/saved-searches$/);
  await expect(page.getByRole('heading', { level: 2, name: 'SUV' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Daily email' })).toBeChecked();

  // The daily job, run on demand by the admin; the mail lands in the outbox.
  const admin = await demoAdminToken(request);
  const run = await request.post('/api/saved-searches/run', { headers: { authorization: `Bearer ${admin}` } });
  expect(run.status()).toBe(200);
  expect(((await run.json()) as { data: { mailsQueued: number } }).data.mailsQueued).toBeGreaterThanOrEqual(1);
  // The first unsubscribe link of the mail is the search's own (the one for all mails comes last).
  const unsubscribe = await linkFromOutbox(request, ACCOUNTS.consumer, '/unsubscribe');
  expect(unsubscribe).toMatch(/^\/unsubscribe\?token=s\./);
  const mails = (await (
    await request.get('/api/dev/outbox', { headers: { authorization: `Bearer ${admin}` } })
  ).json()) as OutboxMail[];
  const mail = mails.find((m) => m.to === ACCOUNTS.consumer && m.text.includes('/unsubscribe?token=s.'))!;
  expect(mail.subject).toMatch(/new lease deals? for you on LeaseMarket$/);
  expect(mail.text).toContain('New matches for your saved search “SUV”:');
  expect(mail.text).toMatch(/\$[\d,.]+\/month https?:\/\/\S+\/viewListings\/[0-9a-f-]{36}/);

  // The link works signed out (a fresh browser context: no session).
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(new URL(unsubscribe, page.url()).toString());
  await expect(visitorPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(visitorPage.getByText('You will no longer get emails about “SUV”.')).toBeVisible();
  await visitor.close();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily email' })).not.toBeChecked();
});
