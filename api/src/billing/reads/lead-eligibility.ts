// check-lead-eligibility: whether one of the dealer's own leads is (or will be) charged and why.
import type { BillingDeps } from '../deps';
import type { LeadEligibility } from 'shared-contracts';
import { notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { AuthContext } from '../../plugins/auth';
import { leadEligibility } from '../charges/lead-charge';
import { createLeadChargesRepository } from '../repository-lead-charges';

const LEAD_NOT_FOUND = 'Lead not found';

export async function checkLeadEligibility(
  deps: BillingDeps,
  auth: AuthContext,
  leadId: string,
): Promise<LeadEligibility> {
  const dealer = await deps.dealers.requireDealer(auth.sub);
  const lead = isUuid(leadId) ? await createLeadChargesRepository(deps.db).findLead(leadId) : undefined;
  if (!lead || lead.dealerId !== dealer.id) throw notFound(LEAD_NOT_FOUND);
  return { leadId, ...(await leadEligibility(deps, leadId)) };
}
