// Demo billing history (sandbox gateway only), so the billing pages show what they are for on a
// first start: the Pro dealer has a saved test card (Visa 4242, through the sandbox's real setup
// flow), a monthly fee paid at the end of its trial and every month since, and each of its
// verified leads since then charged (the recent ones still disputable); the leads of its trial,
// and all of the trial dealer's, are decided as free trial leads. The charges go through the
// sandbox gateway with their real idempotency keys, so refunds of disputed leads work.
// Called by demo.ts after the funnel history (the leads) is seeded.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addMonthsUtc, periodDescription } from '../billing/calendar';
import { leadDescription, modelKeyOf } from '../billing/charges/lead-charge';
import { SandboxGateway } from '../billing/gateway/sandbox';
import { dealers, leadCharges, leads, listings, payments, subscriptions, users } from '../db/schema';

/** The test card of the demo Pro dealer. */
const DEMO_CARD = '4242424242424242';

export interface DemoBillingDealers {
  /** Stays in its trial, without a card (the browser tests upgrade it). */
  trial: string;
  /** On Pro since its trial ended. */
  pro: string;
}

export async function seedBillingHistory(db: Db, who: DemoBillingDealers, now: Date): Promise<void> {
  const sandbox = new SandboxGateway(db, { now: () => now });
  const [pro] = await db
    .select({ dealer: dealers, email: users.email })
    .from(dealers)
    .innerJoin(users, eq(users.id, dealers.userId))
    .where(eq(dealers.id, who.pro));
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.dealerId, who.pro));
  const trialEnd = pro.dealer.trialEndDate!;

  // The card, saved as the browser would: customer, setup intent, confirmed with the test card.
  const customerId = await sandbox.ensureCustomer({
    dealerId: who.pro,
    email: pro.email,
    name: pro.dealer.dealershipName,
    customerId: null,
  });
  const { clientSecret } = await sandbox.createSetupIntent(customerId);
  const setup = await sandbox.confirmSetup(customerId, {
    clientSecret,
    cardNumber: DEMO_CARD,
    expMonth: 12,
    expYear: now.getUTCFullYear() + 3,
    cvc: '123',
  });
  const paymentMethodId = setup.paymentMethodId!;
  const card = await sandbox.confirmPaymentMethod(customerId, paymentMethodId);
  await db
    .update(dealers)
    .set({
      stripeCustomerId: customerId,
      stripePaymentMethodId: paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      hasValidPaymentMethod: true,
    })
    .where(eq(dealers.id, who.pro));

  const charge = async (key: string, amountCents: number, description: string) => {
    const result = await sandbox.charge({
      customerId,
      paymentMethodId,
      amountCents,
      description,
      idempotencyKey: key,
      metadata: { demo: 'true' },
    });
    return result.status === 'succeeded' ? result.ref : null;
  };

  // The monthly fee from the trial's end, one payment per month until now.
  let start = trialEnd;
  let lastPaid = trialEnd;
  while (start <= now) {
    const end = addMonthsUtc(start, 1);
    const key = `sub:${subscription.id}:${start.toISOString()}`;
    const description = periodDescription(start, end);
    await db.insert(payments).values({
      dealerId: who.pro,
      type: 'subscription',
      amountCents: subscription.monthlyFeeCents,
      status: 'succeeded',
      idempotencyKey: key,
      description,
      periodStart: start,
      periodEnd: end,
      gatewayRef: await charge(key, subscription.monthlyFeeCents, description),
      cardBrand: card.brand,
      cardLast4: card.last4,
      attempts: 1,
      createdAt: start,
      updatedAt: start,
    });
    lastPaid = start;
    start = end;
  }
  await db
    .update(subscriptions)
    .set({
      plan: 'pro',
      status: 'active',
      willAutoRenew: true,
      lastPaymentDate: lastPaid,
      nextPaymentDate: start,
      planExpiresAt: start,
      updatedAt: lastPaid,
    })
    .where(eq(subscriptions.id, subscription.id));

  // Every verified lead decided once: free in the trial, charged on Pro.
  const verified = await db
    .select({
      id: leads.id,
      dealerId: leads.dealerId,
      firstName: leads.firstName,
      lastName: leads.lastName,
      emailKey: leads.emailKey,
      verifiedAt: leads.verifiedAt,
      createdAt: leads.createdAt,
      make: listings.make,
      model: listings.model,
      year: listings.year,
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .where(and(inArray(leads.dealerId, [who.trial, who.pro]), eq(leads.isEmailVerified, true)))
    .orderBy(leads.createdAt);
  for (const lead of verified) {
    const at = lead.verifiedAt ?? lead.createdAt;
    const decision = {
      leadId: lead.id,
      dealerId: lead.dealerId!,
      emailKey: lead.emailKey,
      modelKey: modelKeyOf(lead.make, lead.model),
      createdAt: at,
    };
    if (lead.dealerId !== who.pro || at < trialEnd) {
      await db.insert(leadCharges).values({ ...decision, outcome: 'trial' });
      continue;
    }
    const key = `lead:${lead.id}`;
    const description = leadDescription(lead);
    const [payment] = await db
      .insert(payments)
      .values({
        dealerId: who.pro,
        type: 'lead',
        amountCents: subscription.cplRateCents,
        status: 'succeeded',
        leadId: lead.id,
        idempotencyKey: key,
        description,
        gatewayRef: await charge(key, subscription.cplRateCents, description),
        cardBrand: card.brand,
        cardLast4: card.last4,
        attempts: 1,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: payments.id });
    await db.insert(leadCharges).values({ ...decision, outcome: 'charged', paymentId: payment.id });
  }
}
