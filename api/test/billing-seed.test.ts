// The demo database's billing: dealer@example.com in its trial without a card (the browser
// tests upgrade it), dealer2@example.com on Pro with a saved test card and a paid history that
// the billing clock leaves alone until the next billing date, when it renews with that card.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { runBillingClock } from '../src/billing/clock';
import { users } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { call, createTestContext, type TestContext } from './helpers';

let ctx: TestContext;
const tokenOf = async (email: string) => {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return ctx.app.tokens.sign({ sub: user.id });
};
const get = async (url: string, email: string) =>
  (await call(ctx.app, { method: 'GET', url, token: await tokenOf(email) })).body;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemo(ctx.database.db, ctx.config, ctx.clock.now(), () => undefined);
}, 180_000);
afterAll(async () => {
  await ctx.close();
});

describe('demo billing', () => {
  it('keeps dealer@example.com in its trial without a card', async () => {
    expect((await get('/api/billing/my-stats', 'dealer@example.com')).data).toMatchObject({
      subscriptionState: 'TRIAL_ACTIVE',
      hasValidPaymentMethod: false,
      trialDaysRemaining: 25,
      totalCharges: 0,
    });
    expect((await get('/api/billing/my-payments', 'dealer@example.com')).meta.pagination.total).toBe(0);
  });

  it('gives dealer2@example.com a Pro plan with a test card and a paid history, some lead charges still disputable', async () => {
    const stats = (await get('/api/billing/my-stats', 'dealer2@example.com')).data;
    expect(stats).toMatchObject({
      subscriptionState: 'PRO_ACTIVE',
      hasValidPaymentMethod: true,
      canReceiveLeads: true,
    });
    const history = await get('/api/billing/my-payments?limit=100', 'dealer2@example.com');
    const list = history.data.payments as Array<{
      type: string;
      amount: number;
      status: string;
      disputableUntil: string | null;
      card: unknown;
    }>;
    expect(list.filter((p) => p.type === 'subscription')).toHaveLength(2);
    expect(list.filter((p) => p.type === 'lead').length).toBeGreaterThan(3);
    expect(list.every((p) => p.status === 'succeeded')).toBe(true);
    expect(list.some((p) => p.disputableUntil)).toBe(true);
    expect(list[0].card).toEqual({ brand: 'visa', last4: '4242' });
    expect(stats.totalCharges).toBe(list.reduce((n, p) => n + p.amount, 0));
    expect(new Date(stats.nextBillingDate).getTime()).toBeGreaterThan(ctx.clock.now().getTime());
  });

  it('leaves the billing clock nothing to do until the next billing date, which renews with the card', async () => {
    const run = await runBillingClock(ctx.app);
    expect(run).toEqual({
      ranAt: expect.any(String),
      remindersSent: 0,
      trialsEnded: 0,
      renewals: 0,
      failedPayments: 0,
      leadsCharged: 0,
      plansExpired: 0,
      dealersPaused: 0,
    });
    const next = new Date((await get('/api/billing/my-stats', 'dealer2@example.com')).data.nextBillingDate);
    ctx.clock.set(new Date(next.getTime() + 60_000));
    expect((await runBillingClock(ctx.app)).renewals).toBe(1);
  });
});
