// Lead charges: each verified lead is decided once (lead_charges, primary key lead id), at its
// verification time:
// - trial: the dealer was in its free trial days, also on Pro after an upgrade during the trial
//   (trial leads are free and the upgrade keeps the free days: docs/decisions.md);
// - duplicate: another lead of the same person (normalised email) was delivered to the same
//   dealer within 30 days, whatever the car (duplicate-lead.ts, the rule disputes use too): free;
// - charged: a Pro plan that receives leads; a payment of the plan's per-lead rate, key lead:<id>;
// - no_plan: the plan did not receive leads (nothing to charge).
// Right after the verification (in the background) and by every clock run (catching up).
import type { LeadEligibility } from 'shared-contracts';
import type { BillingDeps } from '../deps';
import type { Db, Tx } from '../../db/client';
import { createBillingRepository } from '../repository';
import { createLeadChargesRepository } from '../repository-lead-charges';
import { createPaymentsRepository, type PaymentRow } from '../repository-payments';
import { inTrialDays, subscriptionState } from '../state';
import { chargePayment } from './charge';
import { deliveredLeadOfSamePerson } from './duplicate-lead';

type LeadOutcome = 'charged' | 'trial' | 'duplicate' | 'no_plan';
type ChargeableLead = NonNullable<Awaited<ReturnType<ReturnType<typeof createLeadChargesRepository>['findLead']>>>;

/** The car a decision was about: "bmw x5" (lower-case make and model); "unknown" once the listing is gone (a record, not a rule). */
export const modelKeyOf = (make: string | null, model: string | null): string =>
  make && model ? `${make.trim().toLowerCase()} ${model.trim().toLowerCase()}` : 'unknown';

/** "Lead: Jane D. about 2024 BMW X5" */
export function leadDescription(
  lead: Pick<ChargeableLead, 'firstName' | 'lastName' | 'year' | 'make' | 'model'>,
): string {
  const name = `${lead.firstName}${lead.lastName ? ` ${lead.lastName.trim()[0]}.` : ''}`;
  return `Lead: ${name}${lead.make ? ` about ${lead.year} ${lead.make} ${lead.model}` : ''}`;
}

/** The decision for a verified lead at `at`, without writing it; the plan's per-lead rate in cents. */
async function decideLead(
  db: Db | Tx,
  lead: ChargeableLead & { dealerId: string },
  at: Date,
): Promise<{ outcome: LeadOutcome; rateCents: number }> {
  const billing = createBillingRepository(db);
  const [dealer, subscription] = await Promise.all([
    billing.findDealer(lead.dealerId),
    billing.findSubscription(lead.dealerId),
  ]);
  const rateCents = subscription?.cplRateCents ?? 0;
  const state = subscriptionState(dealer, subscription, at);
  if (state === 'TRIAL_ACTIVE') return { outcome: 'trial', rateCents };
  if (state !== 'PRO_ACTIVE' && state !== 'PRO_CANCELLED_ACTIVE') return { outcome: 'no_plan', rateCents };
  if (inTrialDays(dealer, at)) return { outcome: 'trial', rateCents };
  const seen = await deliveredLeadOfSamePerson(db, {
    leadId: lead.id,
    dealerId: lead.dealerId,
    emailKey: lead.emailKey,
    at,
  });
  return { outcome: seen ? 'duplicate' : 'charged', rateCents };
}

/** When a lead counts as arrived: its verification (never later than now). */
const arrivedAt = (lead: Pick<ChargeableLead, 'verifiedAt'>, now: Date) =>
  lead.verifiedAt && lead.verifiedAt < now ? lead.verifiedAt : now;

/**
 * Decides a verified lead once and, when it is charged, charges it. Answers the lead payment
 * (undefined when the lead is free, not verified, unknown, or was decided before).
 */
export async function chargeLead(deps: BillingDeps, leadId: string): Promise<PaymentRow | undefined> {
  const now = deps.clock.now();
  const payment = await deps.db.transaction(async (tx) => {
    const repo = createLeadChargesRepository(tx);
    const lead = await repo.findLead(leadId);
    if (!lead?.dealerId || !lead.isEmailVerified) return undefined;
    const dealerId = lead.dealerId;
    await repo.lockPerson(dealerId, lead.emailKey);
    if (await repo.findDecision(leadId)) return undefined;
    const at = arrivedAt(lead, now);
    const { outcome, rateCents } = await decideLead(tx, { ...lead, dealerId }, at);
    const decided = await repo.insertDecision({
      leadId,
      dealerId,
      outcome,
      emailKey: lead.emailKey,
      modelKey: modelKeyOf(lead.make, lead.model),
      createdAt: at,
    });
    if (!decided || outcome !== 'charged') return undefined;
    const row = await createPaymentsRepository(tx).insert({
      dealerId,
      type: 'lead',
      amountCents: rateCents,
      status: 'pending',
      leadId,
      idempotencyKey: `lead:${leadId}`,
      description: leadDescription(lead),
      attempts: 1,
      createdAt: now,
      updatedAt: now,
    });
    if (row) await repo.linkPayment(leadId, row.id);
    return row;
  });
  return payment ? chargePayment(deps, payment.id) : undefined;
}

/** What check-lead-eligibility answers for one of the dealer's leads. */
export async function leadEligibility(deps: BillingDeps, leadId: string): Promise<Omit<LeadEligibility, 'leadId'>> {
  const repo = createLeadChargesRepository(deps.db);
  const lead = await repo.findLead(leadId);
  if (!lead?.dealerId || !lead.isEmailVerified) return { billable: false, reason: 'not_verified', amount: 0 };
  const decision = await repo.findDecision(leadId);
  if (!decision) {
    const { outcome, rateCents } = await decideLead(
      deps.db,
      { ...lead, dealerId: lead.dealerId },
      arrivedAt(lead, deps.clock.now()),
    );
    return outcome === 'charged'
      ? { billable: true, reason: 'pending', amount: rateCents / 100 }
      : { billable: false, reason: outcome, amount: 0 };
  }
  if (decision.outcome !== 'charged') return { billable: false, reason: decision.outcome, amount: 0 };
  const payments = createPaymentsRepository(deps.db);
  const payment = decision.paymentId ? await payments.findById(decision.paymentId) : undefined;
  if (payment && (await payments.isRefunded(payment.id))) return { billable: false, reason: 'refunded', amount: 0 };
  return { billable: true, reason: 'charged', amount: (payment?.amountCents ?? 0) / 100 };
}
