import { describe, expect, it } from '@jest/globals';
import {
  LISTING_STATUS_MESSAGES,
  listingStatusChangeProblem,
  listingStatusTargets,
  statusAfterEdit,
} from './listing-status';
import { LISTING_STATUSES } from './responses';

describe('listingStatusChangeProblem', () => {
  it('lets an admin set any status from any status', () => {
    for (const from of LISTING_STATUSES)
      for (const to of LISTING_STATUSES) expect(listingStatusChangeProblem('admin', from, to)).toBeUndefined();
  });

  it('lets a dealer pause an active listing and resume a paused one, nothing else', () => {
    expect(listingStatusTargets('dealer', 'active')).toEqual(['paused']);
    expect(listingStatusTargets('dealer', 'paused')).toEqual(['active']);
    expect(listingStatusTargets('dealer', 'pending')).toEqual([]);
    expect(listingStatusTargets('dealer', 'rejected')).toEqual([]);
  });

  it('says why a dealer may not', () => {
    expect(listingStatusChangeProblem('dealer', 'pending', 'active')).toEqual({
      status: 400,
      message: LISTING_STATUS_MESSAGES.awaitingApproval,
    });
    expect(listingStatusChangeProblem('dealer', 'rejected', 'active')).toEqual({
      status: 400,
      message: LISTING_STATUS_MESSAGES.rejected,
    });
    expect(listingStatusChangeProblem('dealer', 'active', 'rejected')).toEqual({
      status: 400,
      message: LISTING_STATUS_MESSAGES.adminOnly,
    });
    expect(listingStatusChangeProblem('dealer', 'paused', 'pending')).toEqual({
      status: 400,
      message: LISTING_STATUS_MESSAGES.adminOnly,
    });
    expect(listingStatusChangeProblem('dealer', 'pending', 'paused')).toEqual({
      status: 400,
      message: LISTING_STATUS_MESSAGES.awaitingApproval,
    });
    expect(listingStatusChangeProblem('dealer', 'pending', 'pending')).toBeUndefined();
    expect(listingStatusChangeProblem('user', 'active', 'paused')?.status).toBe(403);
  });
});

describe('statusAfterEdit', () => {
  it("sends a dealer's edit back for approval and keeps an admin's", () => {
    for (const s of LISTING_STATUSES) {
      expect(statusAfterEdit('dealer', s)).toBe('pending');
      expect(statusAfterEdit('admin', s)).toBe(s);
    }
  });
});
