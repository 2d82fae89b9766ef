import type { Lead } from 'shared-contracts';

/** "Vera Stone", or the first name alone, for tables and labels. */
export function leadName(lead: Pick<Lead, 'firstName' | 'lastName' | 'name'>): string {
  return [lead.firstName, lead.lastName].filter((p) => p && p.trim()).join(' ') || lead.name || 'Unknown customer';
}

/** The listing a lead is about: `listing.id`, else `listingId`. */
export function leadListingId(lead: Pick<Lead, 'listing' | 'listingId'>): string | undefined {
  return lead.listing?.id ?? lead.listingId ?? undefined;
}
