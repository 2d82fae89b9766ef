// Lead disputes: a dealer disputes one of its own charged leads within DISPUTE_WINDOW_DAYS of
// the charge, once per charge; a clear-cut case (reason duplicate, and the charging rule itself,
// charges/duplicate-lead.ts, finds another delivered lead of the same person) is accepted at once; the others
// wait for an admin, who accepts or refuses (with a note). Accepting refunds the lead charge
// through the payment gateway exactly once: the dispute leaves `open` by a conditional update
// (two admins at once: the second gets 409) and the refund row is written in that same
// transaction with the key `refund:<dispute>`; the gateway is called after the commit with the
// same key, then the row records the outcome. The dealer is mailed every outcome.
import {
  DISPUTE_WINDOW_DAYS,
  DUPLICATE_LEAD_CHARGE_DAYS,
  type AdminDispute,
  type DisputesQuery,
  type DisputeSummary,
  type OpenDisputeBody,
  type ResolveDisputeBody,
} from 'shared-contracts';
import { recordAudit, snapshot } from '../../audit/service';
import { dealerContact } from '../../dealers/service';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import type { PaymentGateway } from '../gateway';
import type { AuthContext } from '../../plugins/auth';
import { disputeAcceptedMail, disputeRefusedMail } from './mails';
import { formatMoney } from '../calendar';
import { deliveredLeadOfSamePerson } from '../charges/duplicate-lead';
import { createLeadChargesRepository } from '../repository-lead-charges';
import { disputedLeadLabel, toAdminDispute, toDisputeSummary } from './mappers';
import {
  createDisputesRepository,
  type DisputedLead,
  type DisputeRow,
  type DisputesRepository,
  type PaymentRow,
} from './repository';
import type { Infrastructure } from '../../lib/infrastructure';

/** What the disputes service uses (built once in services.ts). */
interface DisputesDeps extends Pick<Infrastructure, 'db' | 'clock' | 'log' | 'mailer'> {
  /** Links in mails. */
  config: Pick<Config, 'PUBLIC_URL'>;
  /** Refunds of accepted disputes. */
  paymentGateway: PaymentGateway;
  disputesRepository: DisputesRepository;
}

const PAYMENT_NOT_FOUND = 'Payment not found';
const NOT_A_LEAD_CHARGE = 'Only a charged lead can be disputed';
const OUT_OF_WINDOW = `Disputes must be raised within ${DISPUTE_WINDOW_DAYS} days of the charge`;
const ALREADY_DISPUTED = 'This charge is already disputed';
const DISPUTE_NOT_FOUND = 'Dispute not found';
const ALREADY_RESOLVED = 'This dispute has already been resolved';
const DISPUTE_SUBMITTED = 'Dispute submitted. We will review it within 2 business days.';
const DISPUTE_REFUSED = 'Dispute refused. The dealer has been told why.';
/** The resolution note of a dispute the rules accepted. */
const AUTO_ACCEPTED_NOTE = `Accepted automatically: the same person sent you another lead within ${DUPLICATE_LEAD_CHARGE_DAYS} days, and a person is charged once in that time.`;
const NO_GATEWAY_REF = 'The charge has no payment provider reference.';
const GATEWAY_UNREACHABLE = 'The payment provider could not be reached.';

const DAY_MS = 86_400_000;
const HISTORY_PATH = '/dealer/payment?tab=history';
const RECORDED_FIELDS = ['paymentId', 'leadId', 'reason', 'status', 'autoResolved', 'refundPaymentId'] as const;

const siteUrl = (deps: DisputesDeps, path: string) => `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${path}`;

interface Decided {
  dispute: DisputeRow;
  payment: PaymentRow;
  lead: DisputedLead | null;
  refund?: PaymentRow;
}
type RefundOutcome = { ok: true } | { ok: false; message: string };

/** The pending refund row of an accepted dispute, inside the transaction that accepted it. */
async function writeRefund(
  repo: DisputesRepository,
  dispute: DisputeRow,
  payment: PaymentRow,
  lead: DisputedLead | null,
  now: Date,
) {
  const label = disputedLeadLabel(lead);
  const refund = await repo.insertPayment({
    dealerId: payment.dealerId,
    type: 'refund',
    amountCents: payment.amountCents,
    status: 'pending',
    leadId: payment.leadId,
    idempotencyKey: `refund:${dispute.id}`,
    description: label ? `Refund: disputed lead ${label}` : 'Refund: disputed lead',
    refundOf: payment.id,
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    createdAt: now,
    updatedAt: now,
  });
  return { dispute: await repo.setRefundPayment(dispute.id, refund.id), refund };
}

/**
 * Calls the gateway for a committed pending refund row (never inside a transaction) and
 * records its answer with the dealer's mail (accepted, refunded or not) in one transaction. A
 * refused refund stays a failed row (the dispute stays accepted) and is
 * logged for the team to settle by hand; the same key makes any later retry safe.
 */
async function sendRefund(deps: DisputesDeps, decided: Decided & { refund: PaymentRow }): Promise<RefundOutcome> {
  const {
    refund,
    payment,
    dispute: { id: disputeId },
  } = decided;
  let outcome: { ok: true; ref: string } | { ok: false; message: string };
  try {
    if (!payment.gatewayRef) throw new HttpError(400, NO_GATEWAY_REF);
    const { ref } = await deps.paymentGateway.refund({
      chargeRef: payment.gatewayRef,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey ?? `refund:${disputeId}`,
      metadata: {
        disputeId,
        paymentId: payment.id,
        dealerId: payment.dealerId,
        ...(payment.leadId ? { leadId: payment.leadId } : {}),
      },
    });
    outcome = { ok: true, ref };
  } catch (error) {
    outcome = { ok: false, message: error instanceof HttpError ? error.message : GATEWAY_UNREACHABLE };
    deps.log.error(
      { err: error, disputeId, refundPaymentId: refund.id },
      'the refund of an accepted lead dispute failed',
    );
  }
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await createDisputesRepository(tx).settlePayment(
      refund.id,
      outcome.ok
        ? { status: 'succeeded', gatewayRef: outcome.ref, failureMessage: null, updatedAt: at }
        : { status: 'failed', failureMessage: outcome.message, updatedAt: at },
    );
    await mailDealer(deps, tx, decided, outcome.ok);
  });
  deps.mailer.wake();
  return outcome.ok ? { ok: true } : outcome;
}

/** Writes the dealer's mail about an accepted (with whether the refund went through) or refused dispute, inside the caller's transaction. */
async function mailDealer(
  deps: DisputesDeps,
  tx: Db | Tx,
  { dispute, payment, lead }: Decided,
  refunded: boolean,
): Promise<void> {
  const contact = await dealerContact(tx, dispute.dealerId);
  if (!contact) return;
  const facts = {
    dealershipName: contact.dealershipName,
    lead: disputedLeadLabel(lead),
    amount: formatMoney(payment.amountCents),
    chargedAt: payment.createdAt,
    url: siteUrl(deps, HISTORY_PATH),
  };
  await deps.mailer.queue(
    tx,
    dispute.status === 'accepted'
      ? disputeAcceptedMail(contact.email, facts, { automatic: dispute.autoResolved, refunded })
      : disputeRefusedMail(contact.email, facts, dispute.resolutionNote ?? ''),
  );
}

/** Whether the charging rule, applied now, makes the charged lead a duplicate (the one clear-cut dispute). */
async function isDuplicateCharge(tx: Tx, dealerId: string, leadId: string | null): Promise<boolean> {
  const decision = leadId ? await createLeadChargesRepository(tx).findDecision(leadId) : undefined;
  if (!decision) return false;
  const at = decision.createdAt;
  return Boolean(
    await deliveredLeadOfSamePerson(tx, { leadId: decision.leadId, dealerId, emailKey: decision.emailKey, at }),
  );
}

/** POST /api/billing/disputes: the signed-in dealer disputes one of its lead charges. */
async function openDispute(
  deps: DisputesDeps,
  auth: AuthContext,
  body: OpenDisputeBody,
): Promise<{ message: string; dispute: DisputeSummary }> {
  const dealerId = auth.dealerId;
  if (!dealerId) throw forbidden('Dealer ID not found in token');
  const now = deps.clock.now();
  const decided: Decided = await deps.db.transaction(async (tx) => {
    const repo = createDisputesRepository(tx);
    const payment = await repo.findPayment(body.paymentId);
    if (!payment || payment.dealerId !== dealerId) throw notFound(PAYMENT_NOT_FOUND);
    if (payment.type !== 'lead' || payment.status !== 'succeeded') throw badRequest(NOT_A_LEAD_CHARGE);
    if (now.getTime() - payment.createdAt.getTime() > DISPUTE_WINDOW_DAYS * DAY_MS) throw badRequest(OUT_OF_WINDOW);
    if (await repo.findByPayment(payment.id)) throw conflict(ALREADY_DISPUTED);
    const automatic = body.reason === 'duplicate' && (await isDuplicateCharge(tx, dealerId, payment.leadId));
    const lead = payment.leadId ? await repo.findLead(payment.leadId) : null;
    // The unique index on payment_id settles two simultaneous opens: the second inserts nothing.
    let dispute = await repo.insert({
      paymentId: payment.id,
      leadId: payment.leadId,
      dealerId,
      reason: body.reason,
      details: body.details || null,
      status: automatic ? 'accepted' : 'open',
      autoResolved: automatic,
      resolutionNote: automatic ? AUTO_ACCEPTED_NOTE : null,
      resolvedAt: automatic ? now : null,
      createdAt: now,
    });
    if (!dispute) throw conflict(ALREADY_DISPUTED);
    let refund: PaymentRow | undefined;
    if (automatic) ({ dispute, refund } = await writeRefund(repo, dispute, payment, lead, now));
    await recordAudit(tx, {
      actor: auth,
      action: 'create',
      entityType: 'dispute',
      entityId: dispute.id,
      after: snapshot(dispute, RECORDED_FIELDS),
      reason: dispute.details,
      at: now,
    });
    return { dispute, payment, lead, refund };
  });
  if (decided.refund) await sendRefund(deps, { ...decided, refund: decided.refund });
  return {
    message: decided.refund
      ? `Dispute accepted: ${formatMoney(decided.payment.amountCents)} will be refunded to your card.`
      : DISPUTE_SUBMITTED,
    dispute: toDisputeSummary(decided.dispute),
  };
}

/** PUT /api/billing/disputes/:id: an admin accepts (refund) or refuses (with a note) an open dispute. */
async function resolveDispute(
  deps: DisputesDeps,
  actor: AuthContext,
  id: string,
  body: ResolveDisputeBody,
): Promise<{ message: string; dispute: DisputeSummary }> {
  if (!isUuid(id)) throw notFound(DISPUTE_NOT_FOUND);
  const now = deps.clock.now();
  const decided: Decided = await deps.db.transaction(async (tx) => {
    const repo = createDisputesRepository(tx);
    if (!(await repo.findById(id))) throw notFound(DISPUTE_NOT_FOUND);
    // Only one resolution leaves `open`: a simultaneous second one waits for this row and then matches nothing.
    let dispute = await repo.resolveIfOpen(id, {
      status: body.decision,
      resolutionNote: body.note || null,
      resolvedBy: actor.sub,
      resolvedAt: now,
    });
    if (!dispute) throw conflict(ALREADY_RESOLVED);
    const payment = await repo.findPayment(dispute.paymentId);
    if (!payment) throw notFound(PAYMENT_NOT_FOUND);
    const lead = dispute.leadId ? await repo.findLead(dispute.leadId) : null;
    let refund: PaymentRow | undefined;
    if (dispute.status === 'accepted') ({ dispute, refund } = await writeRefund(repo, dispute, payment, lead, now));
    await recordAudit(tx, {
      actor,
      action: dispute.status === 'accepted' ? 'approve' : 'reject',
      entityType: 'dispute',
      entityId: id,
      before: { status: 'open' },
      after: { status: dispute.status, ...(refund ? { refundPaymentId: refund.id } : {}) },
      reason: dispute.resolutionNote,
      at: now,
    });
    // A refused dispute is mailed with the decision; an accepted one with its refund's outcome (sendRefund).
    if (!refund) await mailDealer(deps, tx, { dispute, payment, lead }, false);
    return { dispute, payment, lead, refund };
  });
  deps.mailer.wake();
  let message = DISPUTE_REFUSED;
  if (decided.refund) {
    const outcome = await sendRefund(deps, { ...decided, refund: decided.refund });
    message = outcome.ok
      ? `Dispute accepted: ${formatMoney(decided.payment.amountCents)} refunded to the dealer.`
      : `Dispute accepted, but the refund failed: ${outcome.message}`;
  }
  return { message, dispute: toDisputeSummary(decided.dispute) };
}

/** GET /api/billing/disputes: the admin's queue, open ones first, oldest first. */
async function disputeQueue(
  deps: DisputesDeps,
  q: DisputesQuery,
): Promise<{ disputes: AdminDispute[]; total: number }> {
  const { rows, total } = await deps.disputesRepository.page({ page: q.page, limit: q.limit, status: q.status });
  return { disputes: rows.map(toAdminDispute), total };
}

export function createDisputesService(deps: DisputesDeps) {
  return {
    openDispute: (auth: AuthContext, body: OpenDisputeBody) => openDispute(deps, auth, body),
    disputeQueue: (q: DisputesQuery) => disputeQueue(deps, q),
    resolveDispute: (actor: AuthContext, id: string, body: ResolveDisputeBody) => resolveDispute(deps, actor, id, body),
  };
}
