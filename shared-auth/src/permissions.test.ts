import { describe, expect, it } from '@jest/globals';
import { hasPermission } from './permissions';

describe('hasPermission', () => {
  it('is true only for admin or dealer users whose permission is exactly true', () => {
    expect(hasPermission({ role: 'admin', permissions: { manageDealers: true } }, 'manageDealers')).toBe(true);
    expect(hasPermission({ role: 'dealer', permissions: { manageListings: true } }, 'manageListings')).toBe(true);
    expect(hasPermission({ role: 'dealer', permissions: { manageListings: false } }, 'manageListings')).toBe(false);
    expect(
      hasPermission(
        { role: 'dealer', permissions: { manageListings: 'true' as unknown as boolean } },
        'manageListings',
      ),
    ).toBe(false);
    expect(hasPermission({ role: 'dealer' }, 'manageListings')).toBe(false);
    expect(hasPermission({ role: 'user', permissions: { manageListings: true } }, 'manageListings')).toBe(false);
    expect(hasPermission(null, 'manageListings')).toBe(false);
    expect(hasPermission(undefined, 'manageListings')).toBe(false);
  });
});
