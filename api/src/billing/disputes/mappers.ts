// Dispute rows -> the contract's shapes (dates as ISO strings, money in dollars), and how a
// disputed lead is named in descriptions and mails ("Jane D. about 2024 BMW X5").
import type { AdminDispute, DisputeSummary } from 'shared-contracts';
import type { DisputedLead, DisputeQueueRow, DisputeRow } from './repository';

export function toDisputeSummary(row: DisputeRow): DisputeSummary {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    details: row.details,
    resolutionNote: row.resolutionNote,
    autoResolved: row.autoResolved,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

const carOf = (lead: DisputedLead) => (lead.car ? `${lead.car.year} ${lead.car.make} ${lead.car.model}` : null);

export function toAdminDispute(row: DisputeQueueRow): AdminDispute {
  const { lead } = row;
  return {
    ...toDisputeSummary(row.dispute),
    dealer: { id: row.dealer.id, dealershipName: row.dealer.dealershipName },
    payment: {
      id: row.payment.id,
      amount: row.payment.amountCents / 100,
      createdAt: row.payment.createdAt.toISOString(),
    },
    lead: lead && {
      id: lead.id,
      name: `${lead.firstName} ${lead.lastName}`.trim(),
      email: lead.email,
      phone: lead.phone,
      car: carOf(lead),
      createdAt: lead.createdAt.toISOString(),
    },
  };
}

/** "Jane D. about 2024 BMW X5", "Jane D." without its listing, null without the lead. */
export function disputedLeadLabel(lead: DisputedLead | null): string | null {
  if (!lead) return null;
  const initial = lead.lastName.trim().charAt(0);
  const name = initial ? `${lead.firstName} ${initial.toUpperCase()}.` : lead.firstName;
  const car = carOf(lead);
  return car ? `${name} about ${car}` : name;
}
