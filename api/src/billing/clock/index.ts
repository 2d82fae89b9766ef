// The billing clock: runs the billing rules for "now" (deps.clock, movable in tests). Idempotent
// and safe with several instances at once: every charge has a unique key (one row per fee
// period, per lead) and is opened under the subscription's row lock; every state change is a
// conditional update; every mail is claimed in billing_notices first. Runs on a timer
// (plugin.ts, a background job on BILLING_CLOCK_CRON) and on demand (POST /api/billing/run).
import type { BillingDeps } from '../deps';
import type { BillingRun } from 'shared-contracts';
import { chargeUndecidedLeads, expireCancelledPlans, resumeStalledCharges, retryLeadCharges } from './charges';
import { renewPlans } from './fees';
import { runGracePeriods } from './grace';
import { emptyCounts } from './run';
import { endTrials, remindTrials } from './trials';

export async function runBillingClock(deps: BillingDeps): Promise<BillingRun> {
  const now = deps.clock.now();
  const run = emptyCounts();
  // Leads first: a lead verified in the trial's last minutes is decided before the trial ends.
  await chargeUndecidedLeads(deps, now, run);
  await resumeStalledCharges(deps, now, run);
  await remindTrials(deps, now, run);
  await endTrials(deps, now, run);
  await renewPlans(deps, now, run);
  await runGracePeriods(deps, now, run);
  await retryLeadCharges(deps, now, run);
  await expireCancelledPlans(deps, now, run);
  return { ranAt: now.toISOString(), ...run };
}
