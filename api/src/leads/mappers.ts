// Lead rows -> contract shapes (shared-contracts Lead, LeadStats). Only the contract's fields:
// never the address key, IP address or user id.
import type { Lead, LeadStats } from 'shared-contracts';
import type { LeadListingRef, LeadRow, LeadsRepository } from './repository';

export function toLead(row: LeadRow, listing: LeadListingRef): Lead {
  return {
    id: row.id,
    listingId: row.listingId,
    listing: listing && listing.id ? listing : null,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    question: row.question,
    termMonths: row.termMonths ?? null,
    annualMileage: row.annualMileage ?? null,
    status: row.status,
    isEmailVerified: row.isEmailVerified,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toLeadStats(row: Awaited<ReturnType<LeadsRepository['stats']>>): LeadStats {
  return {
    total: Number(row.total),
    verified: Number(row.verified),
    pending: Number(row.pending),
    new: Number(row.new),
    contacted: Number(row.contacted),
    closed: Number(row.closed),
  };
}
