// The clock and the other charges: verified leads not decided yet (the background charge after
// the verification did not happen), charges left pending because the gateway could not be
// reached (called again with the same key), failed lead charges (again every 3 days, up to 5
// attempts), and cancelled Pro plans whose paid period is over.
import type { BillingDeps } from '../deps';
import { addDays, MAX_LEAD_CHARGE_ATTEMPTS, RETRY_EVERY_DAYS } from '../calendar';
import { chargePayment, retryPayment } from '../charges/charge';
import { chargeLead } from '../charges/lead-charge';
import { runFollowUps } from '../follow-ups';
import { createClockRepository } from '../repository-clock';
import { eachItem, tally, type RunCounts } from './run';

/** Verified leads older than this that were never decided are not charged any more (they predate billing, or an outage). */
const LEAD_CATCH_UP_DAYS = 3;
/** A charge still pending without a gateway answer after this long is called again. */
const STALLED_MS = 10 * 60_000;

export async function chargeUndecidedLeads(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const clock = createClockRepository(deps.db);
  const since = addDays(now, -LEAD_CATCH_UP_DAYS);
  await clock.settleOldUndecidedLeads(since);
  await eachItem(deps, 'lead charges', await clock.undecidedLeads(since), async (leadId) => {
    tally(run, await chargeLead(deps, leadId), 'leadsCharged');
  });
}

export async function resumeStalledCharges(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const ids = await createClockRepository(deps.db).stalledCharges(new Date(now.getTime() - STALLED_MS));
  await eachItem(deps, 'stalled charges', ids, async (id) => {
    const payment = await chargePayment(deps, id);
    tally(run, payment, payment?.type === 'lead' ? 'leadsCharged' : 'renewals');
  });
}

export async function retryLeadCharges(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const ids = await createClockRepository(deps.db).leadChargesToRetry(
    addDays(now, -RETRY_EVERY_DAYS),
    MAX_LEAD_CHARGE_ATTEMPTS,
  );
  await eachItem(deps, 'lead charge retries', ids, async (id) => {
    tally(run, await retryPayment(deps, id), 'leadsCharged');
  });
}

export async function expireCancelledPlans(deps: BillingDeps, now: Date, run: RunCounts): Promise<void> {
  const expired = await createClockRepository(deps.db).expireCancelledPlans(now);
  run.plansExpired += expired.length;
  if (expired.length > 0) await runFollowUps(deps, { bumpListings: true });
}
