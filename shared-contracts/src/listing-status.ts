// Who may move a listing from one status to another (PUT /api/listings/{id}/status, and the
// admin's approve/reject), and the status an edit leaves. One rule for the API and the screens.
import type { Role } from './auth';
import { LISTING_STATUSES, type ListingStatus } from './responses/listings';

/** A refused change: 400 with the message for a dealer (their screens show it; a 403 would send them to /forbidden), 403 for other roles. */
export interface ListingStatusRefusal {
  status: 400 | 403;
  message: string;
}

export const LISTING_STATUS_MESSAGES = {
  adminOnly: 'Only an administrator can approve or reject a listing',
  awaitingApproval: 'This listing is waiting for approval by an administrator',
  rejected: 'This listing was rejected; edit it to send it for approval again',
} as const;

/**
 * Why `role` may not move a listing from `from` to `to`, or undefined when it may.
 * - admin: any status to any status.
 * - dealer: active -> paused and paused -> active (a paused listing was approved before); the
 *   same status again changes nothing. pending and rejected are set by an administrator (an
 *   edit sends a listing back to pending: `statusAfterEdit`), so a pending or rejected listing
 *   cannot be made active or paused by its dealer.
 * - consumers: never (the route refuses them before this rule).
 */
export function listingStatusChangeProblem(
  role: Role,
  from: ListingStatus,
  to: ListingStatus,
): ListingStatusRefusal | undefined {
  if (role === 'admin') return undefined;
  if (role !== 'dealer') return { status: 403, message: 'You do not have permission to do this' };
  if (from === to) return undefined;
  if (to === 'pending' || to === 'rejected') return { status: 400, message: LISTING_STATUS_MESSAGES.adminOnly };
  if (from === 'pending') return { status: 400, message: LISTING_STATUS_MESSAGES.awaitingApproval };
  if (from === 'rejected') return { status: 400, message: LISTING_STATUS_MESSAGES.rejected };
  return undefined;
}

/** The statuses `role` may set on a listing that is `from` now (the current one excluded), e.g. for a menu. */
export function listingStatusTargets(role: Role, from: ListingStatus): ListingStatus[] {
  return LISTING_STATUSES.filter((to) => to !== from && !listingStatusChangeProblem(role, from, to));
}

/** The status after an edit: a dealer's edit waits for approval again (pending); an admin's keeps the status. */
export function statusAfterEdit(role: Role, current: ListingStatus): ListingStatus {
  return role === 'admin' ? current : 'pending';
}
