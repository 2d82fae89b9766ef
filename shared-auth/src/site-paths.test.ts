import { describe, expect, it } from '@jest/globals';
import { afterLoginPath, areaHref, areaRoute, homePathFor, sitePaths } from './site-paths';

describe('homePathFor', () => {
  it('sends each role home', () => {
    expect(homePathFor({ role: 'admin' })).toBe('/admin/dashboard');
    expect(homePathFor({ role: 'dealer' })).toBe('/dealer/dashboard');
    expect(homePathFor({ role: 'user' })).toBe('/');
    expect(homePathFor(null)).toBe('/login');
  });
});

describe('links between areas', () => {
  it('builds the cross-area links from the mount points', () => {
    expect(areaHref('dealer', 'listings')).toBe('/dealer/listings');
    expect(areaHref('public')).toBe('/');
    expect(areaRoute('adminSubscription')).toBe('admin/subscription-details');
    expect(sitePaths.dealerPayment()).toBe('/dealer/payment');
    expect(sitePaths.adminSubscriptionDetails('d 1')).toBe('/admin/subscription-details/d%201');
    expect(sitePaths.dealerSignUp()).toBe('/landing');
    expect(areaRoute('adminBilling')).toBe('admin/billing');
    expect(sitePaths.adminDisputes()).toBe('/admin/billing/disputes');
    expect(sitePaths.publicListing('l 1')).toBe('/viewListings/l%201');
    expect(sitePaths.login('/dealer/leads?x=1')).toBe('/login?redirect=%2Fdealer%2Fleads%3Fx%3D1');
  });
});

describe('afterLoginPath', () => {
  it('sends admins and dealers back only inside their own area', () => {
    expect(afterLoginPath({ role: 'dealer' }, '/dealer/leads')).toBe('/dealer/leads');
    expect(afterLoginPath({ role: 'dealer' }, '/admin/dealers')).toBe('/dealer/dashboard');
    expect(afterLoginPath({ role: 'dealer' }, '/dealerships')).toBe('/dealer/dashboard');
    expect(afterLoginPath({ role: 'admin' }, '/admin/dealers')).toBe('/admin/dealers');
    expect(afterLoginPath({ role: 'admin' }, undefined)).toBe('/admin/dashboard');
  });
  it('never sends a consumer into the dealer or admin areas or back to /login', () => {
    expect(afterLoginPath({ role: 'user' }, '/viewListings/l1')).toBe('/viewListings/l1');
    expect(afterLoginPath({ role: 'user' }, '/dealer/dashboard')).toBe('/');
    expect(afterLoginPath({ role: 'user' }, '/admin')).toBe('/');
    expect(afterLoginPath({ role: 'user' }, '/login')).toBe('/');
    expect(afterLoginPath({ role: 'user' }, undefined)).toBe('/');
  });
});
