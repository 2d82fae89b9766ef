// How a dispute reads in the admin queue (table and phone cards).
import type { AdminDispute } from 'shared-contracts';

/** The lead's name, or what is left to say once the lead was deleted. */
const leadName = (d: AdminDispute) => d.lead?.name ?? 'Deleted lead';

/** "Reyes Auto about Jane Shopper": names a row's action buttons and dialogs. */
export const disputeSubject = (d: AdminDispute) => `${d.dealer.dealershipName} about ${leadName(d)}`;
