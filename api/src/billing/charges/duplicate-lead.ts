// The duplicate-lead rule, one function for the charge and the dispute (docs/decisions.md
// "Billing: one person, one charge"): a verified lead is a duplicate when billing delivered
// another lead of the same person (normalised email, lib normaliseEmail) to the same dealer
// within DUPLICATE_LEAD_CHARGE_DAYS of it, before or after (decided out of order by a late clock
// run), whatever the car. Delivered: decided charged, trial or no_plan; duplicates never count,
// so a person asking every few weeks is charged once a window, counted from the delivered lead.
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import { DUPLICATE_LEAD_CHARGE_DAYS } from 'shared-contracts';
import type { Db, Tx } from '../../db/client';
import { leadCharges } from '../../db/schema';

const DAY_MS = 86_400_000;

export interface LeadOfPerson {
  leadId: string;
  dealerId: string;
  /** The normalised email (leads.email_key). */
  emailKey: string;
  /** When the lead arrived (its decision time). */
  at: Date;
}

/** The delivered lead of the same person and dealer that makes `lead` a duplicate, or undefined. */
export async function deliveredLeadOfSamePerson(db: Db | Tx, lead: LeadOfPerson): Promise<string | undefined> {
  const window = DUPLICATE_LEAD_CHARGE_DAYS * DAY_MS;
  const [row] = await db
    .select({ leadId: leadCharges.leadId })
    .from(leadCharges)
    .where(
      and(
        eq(leadCharges.dealerId, lead.dealerId),
        eq(leadCharges.emailKey, lead.emailKey),
        ne(leadCharges.outcome, 'duplicate'),
        ne(leadCharges.leadId, lead.leadId),
        gt(leadCharges.createdAt, new Date(lead.at.getTime() - window)),
        lt(leadCharges.createdAt, new Date(lead.at.getTime() + window)),
      ),
    )
    .orderBy(asc(leadCharges.createdAt))
    .limit(1);
  return row?.leadId;
}
