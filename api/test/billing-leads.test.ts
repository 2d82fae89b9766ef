// Lead charges: decided once per verified lead (right after the shopper's confirmation, and by
// the clock catching up), free in the trial, the duplicate rule (same person and dealer within 30
// days, any model), a failed lead charge retried, check-lead-eligibility on the dealer's own leads.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { leads } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';
import {
  addCard,
  CARDS,
  DAY,
  leadChargesOf,
  paymentsOf,
  proDealer,
  runAt,
  runClock,
  sandboxCharges,
  sendVerifiedLead,
  stats,
  subjectsTo,
  subscriptionOf,
  trialDealer,
} from './billing-helpers';
import { makeListing, outboxTo } from './listings-fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT: 'off', SEARCH_CACHE_TTL_MS: 0 });
});
afterAll(async () => {
  await ctx.close();
});

let seq = 0;
const email = (name = 'shopper') => `${name}.${++seq}@example.com`;
const eligibility = (dealer: Account, leadId: string) =>
  call(ctx.app, {
    method: 'POST',
    url: '/api/billing/check-lead-eligibility',
    token: dealer.token,
    payload: { leadId },
  });
const later = (days: number) => new Date(ctx.clock.now().getTime() + days * DAY);
const openDispute = (dealer: Account, paymentId: string, reason: string) =>
  call(ctx.app, { method: 'POST', url: '/api/billing/disputes', token: dealer.token, payload: { paymentId, reason } });
const leadPayments = async (dealer: Account) => (await paymentsOf(ctx, dealer)).filter((p) => p.type === 'lead');

describe('lead charges', () => {
  it('are free during the trial (decided once, as trial)', async () => {
    const dealer = await trialDealer(ctx);
    const listing = await makeListing(ctx.database.db, dealer.dealerId!);
    const { leadId } = await sendVerifiedLead(ctx, listing, email());
    expect(await leadChargesOf(ctx, dealer)).toEqual([
      expect.objectContaining({ leadId, outcome: 'trial', paymentId: null, modelKey: 'toyota camry' }),
    ]);
    expect(await paymentsOf(ctx, dealer)).toEqual([]);
    expect((await eligibility(dealer, leadId)).body.data).toEqual({
      leadId,
      billable: false,
      reason: 'trial',
      amount: 0,
    });
    // A later upgrade does not charge the trial's leads.
    await addCard(ctx, dealer);
    await call(ctx.app, { method: 'POST', url: '/api/billing/upgrade-to-pro', token: dealer.token });
    await runClock(ctx);
    expect(await leadPayments(dealer)).toEqual([]);
  });

  it('charge a Pro dealer $75 once per lead: verifying again or running the clock again charges nothing more', async () => {
    const dealer = await proDealer(ctx);
    const listing = await makeListing(ctx.database.db, dealer.dealerId!, { make: 'BMW', model: 'X5', year: 2024 });
    await runClock(ctx); // the first month, due at the trial's end
    const before = await sandboxCharges(ctx);
    const { leadId, token } = await sendVerifiedLead(ctx, listing, email('jane'), 'Jane');
    const [payment] = await leadPayments(dealer);
    expect(payment).toMatchObject({
      type: 'lead',
      amountCents: 7500,
      status: 'succeeded',
      leadId,
      description: 'Lead: Jane D. about 2024 BMW X5',
      cardLast4: '4242',
    });
    // Two receipts: the first month's and the lead's.
    expect((await subjectsTo(ctx, dealer)).filter((s) => s.startsWith('Your LeaseMarket receipt'))).toHaveLength(2);
    expect((await call(ctx.app, { method: 'GET', url: `/api/leads/verify-leads/${token}` })).status).toBe(400);
    await runClock(ctx);
    await runClock(ctx);
    await ctx.app.billingTasks.settle();
    expect(await leadPayments(dealer)).toHaveLength(1);
    expect(await sandboxCharges(ctx)).toBe(before + 1);
    expect((await eligibility(dealer, leadId)).body.data).toEqual({
      leadId,
      billable: true,
      reason: 'charged',
      amount: 75,
    });

    // An accepted dispute gives the money back, once.
    const totalBefore = (await stats(ctx, dealer)).totalCharges;
    const opened = await openDispute(dealer, payment.id, 'not_genuine');
    expect(opened.status).toBe(201);
    const admin = await createAccount(ctx, 'admin');
    const accept = () =>
      call(ctx.app, {
        method: 'PUT',
        url: `/api/billing/disputes/${opened.body.data.id}`,
        token: admin.token,
        payload: { decision: 'accepted' },
      });
    expect((await accept()).status).toBe(200);
    expect((await accept()).status).toBe(409);
    const refunds = (await paymentsOf(ctx, dealer)).filter((p) => p.type === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'succeeded',
      refundOf: payment.id,
      amountCents: 7500,
      cardLast4: '4242',
    });
    expect((await stats(ctx, dealer)).totalCharges).toBe(totalBefore - 75);
    expect((await eligibility(dealer, leadId)).body.data).toEqual({
      leadId,
      billable: false,
      reason: 'refunded',
      amount: 0,
    });
  });

  it("charge once when the verification's background charge and clock runs meet", async () => {
    const dealer = await proDealer(ctx);
    const listing = await makeListing(ctx.database.db, dealer.dealerId!);
    const address = email();
    await call(ctx.app, {
      method: 'POST',
      url: '/api/leads',
      payload: { listingId: listing, firstName: 'Race', lastName: 'Case', email: address, phone: '1', question: 'Hi' },
    });
    const token = /\/verify-leads\/([A-Za-z0-9_-]+)/.exec((await outboxTo(ctx.database.db, address))[0].text)![1];
    const [verified, ...runs] = await Promise.all([
      call(ctx.app, { method: 'GET', url: `/api/leads/verify-leads/${token}` }),
      ctx.app.services.billing.runBillingClock(),
      ctx.app.services.billing.runBillingClock(),
    ]);
    expect(verified.status).toBe(200);
    await ctx.app.billingTasks.settle();
    await runClock(ctx);
    expect(await leadPayments(dealer)).toHaveLength(1);
    expect(await leadChargesOf(ctx, dealer)).toHaveLength(1);
    expect(runs.reduce((n, r) => n + r.leadsCharged, 0)).toBeLessThanOrEqual(1);
  });

  it('follow the duplicate rule: one person (normalised email) is charged once per dealer within 30 days, whatever the model; another person, another dealer, or 30 days later is charged', async () => {
    const dealer = await proDealer(ctx);
    const other = await proDealer(ctx);
    const make = (model: string, owner = dealer) =>
      makeListing(ctx.database.db, owner.dealerId!, { make: 'Toyota', model, year: 2024 });
    const models = await Promise.all(['Camry', 'RAV4', 'Corolla', 'Highlander', 'Prius'].map((m) => make(m)));
    const person = `pat.lee.${++seq}@gmail.com`;
    // One mailbox, five models of one dealer (spelled five ways gmail reads as one address): one charge.
    const spellings = [
      person,
      person.replace('pat.lee', 'patlee'),
      person.replace('@', '+suv@'),
      person.replace('pat.lee', 'p.a.t.l.e.e'),
      person.replace('@gmail.com', '@googlemail.com'),
    ];
    const sent: Array<{ leadId: string }> = [];
    for (const [i, listing] of models.entries()) sent.push(await sendVerifiedLead(ctx, listing, spellings[i]));
    const outcome = async (leadId: string) =>
      (await leadChargesOf(ctx, dealer)).find((c) => c.leadId === leadId)?.outcome;
    expect(await Promise.all(sent.map((l) => outcome(l.leadId)))).toEqual([
      'charged',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    expect((await eligibility(dealer, sent[1].leadId)).body.data).toEqual({
      leadId: sent[1].leadId,
      billable: false,
      reason: 'duplicate',
      amount: 0,
    });
    const otherPerson = await sendVerifiedLead(ctx, models[1], email());
    expect(await outcome(otherPerson.leadId)).toBe('charged');
    expect(await leadPayments(dealer)).toHaveLength(2);
    // Another dealer pays for its own lead of the same person.
    const elsewhere = await sendVerifiedLead(ctx, await make('Camry', other), person.replace('@', '+other@'));
    expect((await leadChargesOf(ctx, other)).find((c) => c.leadId === elsewhere.leadId)?.outcome).toBe('charged');

    // The dispute rule is the same rule: the one charge of the person is not a duplicate, so a
    // dispute of it as one waits for an admin.
    const [firstCharge] = (await leadPayments(dealer)).filter((p) => p.leadId === sent[0].leadId);
    const dispute = await openDispute(dealer, firstCharge.id, 'duplicate');
    expect(dispute.status).toBe(201);
    expect(dispute.body.data).toMatchObject({ status: 'open', autoResolved: false });

    // 29 days later still a duplicate (counted from the first, charged lead).
    ctx.clock.set(later(29));
    const within = await sendVerifiedLead(ctx, await make('Tacoma'), person.replace('@', '+again@'));
    expect(await outcome(within.leadId)).toBe('duplicate');
    // 31 days after the first: charged again.
    ctx.clock.set(later(2));
    const after = await sendVerifiedLead(ctx, models[0], person);
    expect(await outcome(after.leadId)).toBe('charged');
    expect(await leadPayments(dealer)).toHaveLength(3);
  });

  it('leave a failed lead charge in the history, mail the dealer, and retry it (clock, then a new card) without touching the plan', async () => {
    const dealer = await proDealer(ctx, CARDS.chargeFails);
    const listing = await makeListing(ctx.database.db, dealer.dealerId!);
    const { leadId } = await sendVerifiedLead(ctx, listing, email());
    const [failed] = await leadPayments(dealer);
    expect(failed).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.', attempts: 1 });
    expect(await subjectsTo(ctx, dealer)).toContain('Your LeaseMarket payment failed');
    expect((await subscriptionOf(ctx, dealer)).status).toBe('active');
    expect((await eligibility(dealer, leadId)).body.data).toMatchObject({
      billable: true,
      reason: 'charged',
      amount: 75,
    });
    await runAt(ctx, later(1));
    expect((await leadPayments(dealer))[0].attempts).toBe(1);
    await runAt(ctx, later(2.5));
    expect((await leadPayments(dealer))[0]).toMatchObject({ status: 'failed', attempts: 2 });
    expect((await addCard(ctx, dealer, CARDS.succeeds)).status).toBe(200);
    expect(await leadPayments(dealer)).toEqual([
      expect.objectContaining({ id: failed.id, status: 'succeeded', attempts: 3, cardLast4: '4242' }),
    ]);
  });

  it('are caught up by the clock for recent verified leads; leads verified long ago are never charged', async () => {
    const dealer = await proDealer(ctx);
    // Two days after the trial's end: a lead of a day ago came after the free days.
    ctx.clock.set(later(2));
    const listing = await makeListing(ctx.database.db, dealer.dealerId!, { make: 'Kia', model: 'EV6' });
    const row = (days: number, address: string) => ({
      listingId: listing,
      dealerId: dealer.dealerId!,
      firstName: 'Old',
      email: address,
      emailKey: address,
      isEmailVerified: true,
      verifiedAt: later(-days),
      createdAt: later(-days),
    });
    const [recent, old] = await ctx.database.db
      .insert(leads)
      .values([row(1, email()), row(10, email())])
      .returning({ id: leads.id });
    const run = await runClock(ctx);
    expect(run.leadsCharged).toBeGreaterThanOrEqual(1);
    const outcomes = new Map((await leadChargesOf(ctx, dealer)).map((c) => [c.leadId, c.outcome]));
    expect(outcomes.get(recent.id)).toBe('charged');
    expect(outcomes.get(old.id)).toBe('no_plan');
    expect(await leadPayments(dealer)).toHaveLength(1);
  });
});

describe('check-lead-eligibility', () => {
  it("answers for the dealer's own leads only", async () => {
    const dealer = await trialDealer(ctx);
    const other = await trialDealer(ctx);
    const listing = await makeListing(ctx.database.db, other.dealerId!);
    const { leadId } = await sendVerifiedLead(ctx, listing, email());
    expect(await eligibility(dealer, leadId)).toMatchObject({ status: 404, body: { message: 'Lead not found' } });
    expect((await eligibility(dealer, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await eligibility(other, leadId)).status).toBe(200);
    const [unverified] = await ctx.database.db
      .insert(leads)
      .values({ dealerId: dealer.dealerId!, firstName: 'U', email: 'u@example.com', emailKey: 'u@example.com' })
      .returning();
    expect((await eligibility(dealer, unverified.id)).body.data).toEqual({
      leadId: unverified.id,
      billable: false,
      reason: 'not_verified',
      amount: 0,
    });
  });

  it('tells a lead not decided yet what it will be', async () => {
    const dealer = await proDealer(ctx);
    const [lead] = await ctx.database.db
      .insert(leads)
      .values({
        dealerId: dealer.dealerId!,
        firstName: 'P',
        email: 'p@example.com',
        emailKey: 'p@example.com',
        isEmailVerified: true,
        verifiedAt: ctx.clock.now(),
      })
      .returning();
    expect((await eligibility(dealer, lead.id)).body.data).toEqual({
      leadId: lead.id,
      billable: true,
      reason: 'pending',
      amount: 75,
    });
    expect(await leadChargesOf(ctx, dealer)).toEqual([]);
    await ctx.database.db.delete(leads).where(eq(leads.id, lead.id));
  });
});
