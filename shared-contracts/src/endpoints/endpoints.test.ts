import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { PERMISSIONS, ROLES } from '../auth';
import { apiErrorSchema } from '../responses/common';
import { meResponseSchema } from '../responses/auth';
import { ENDPOINT_TAGS, HTTP_METHODS, type Endpoint } from './define';
import { endpoints, listEndpoints } from './index';

const all = listEndpoints();
const routeOf = (e: Endpoint) => `${e.method} ${e.path}`;
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

describe('endpoint registry', () => {
  it('lists every route of the API', () => {
    expect(all.map(({ endpoint }) => routeOf(endpoint)).sort()).toEqual([
      'DELETE /api/billing/my-subscription',
      'DELETE /api/billing/subscriptions/:id',
      'DELETE /api/dealers/:id',
      'DELETE /api/favourites/:listingId',
      'DELETE /api/leads/:id',
      'DELETE /api/listings/:id',
      'DELETE /api/saved-searches/:id',
      'GET /api/admin/audit',
      'GET /api/admin/dashboard',
      'GET /api/admin/dashboard/activity',
      'GET /api/admin/dealers/:id/feed',
      'GET /api/admin/jobs',
      'GET /api/admin/mail/failed',
      'GET /api/auth/me',
      'GET /api/auth/verify-email/:token',
      'GET /api/billing/disputes',
      'GET /api/billing/my-payments',
      'GET /api/billing/my-payments/:id',
      'GET /api/billing/my-stats',
      'GET /api/billing/my-subscription',
      'GET /api/billing/pricing-info',
      'GET /api/billing/subscriptions/:id',
      'GET /api/dealers',
      'GET /api/dealers/:id',
      'GET /api/dealers/profile',
      'GET /api/dealers/stats/dashboard',
      'GET /api/dealers/stats/funnel',
      'GET /api/dev/outbox',
      'GET /api/enquiries',
      'GET /api/favourites',
      'GET /api/favourites/alerts',
      'GET /api/favourites/ids',
      'GET /api/health',
      'GET /api/health/ready',
      'GET /api/leads',
      'GET /api/leads/:id',
      'GET /api/leads/my-leads',
      'GET /api/leads/verify-leads/:token',
      'GET /api/listings',
      'GET /api/listings/:id',
      'GET /api/listings/filter-options',
      'GET /api/listings/import/history',
      'GET /api/listings/import/runs/:id',
      'GET /api/listings/import/template',
      'GET /api/listings/version',
      'GET /api/saved-searches',
      'GET /api/seo/robots.txt',
      'GET /api/seo/sitemap-deals.xml',
      'GET /api/seo/sitemap.xml',
      'PATCH /api/auth/profile',
      'PATCH /api/dealers/profiledata',
      'PATCH /api/saved-searches/:id',
      'POST /api/admin/mail/:id/retry',
      'POST /api/auth/change-password',
      'POST /api/auth/forgot-password',
      'POST /api/auth/login',
      'POST /api/auth/register',
      'POST /api/auth/register-dealer',
      'POST /api/auth/resend-verification',
      'POST /api/auth/reset-password',
      'POST /api/auth/setup-trial',
      'POST /api/billing/cancel-trial',
      'POST /api/billing/check-lead-eligibility',
      'POST /api/billing/confirm-payment-method',
      'POST /api/billing/disputes',
      'POST /api/billing/run',
      'POST /api/billing/sandbox/confirm-setup',
      'POST /api/billing/setup-payment-method',
      'POST /api/billing/upgrade-to-pro',
      'POST /api/billing/webhook',
      'POST /api/contact',
      'POST /api/dealers',
      'POST /api/enquiries',
      'POST /api/leads',
      'POST /api/listings',
      'POST /api/listings/import/apply',
      'POST /api/listings/import/preview',
      'POST /api/saved-searches',
      'POST /api/saved-searches/run',
      'POST /api/saved-searches/unsubscribe',
      'PUT /api/admin/dealers/:id/approve',
      'PUT /api/admin/dealers/:id/feed',
      'PUT /api/admin/dealers/:id/suspend',
      'PUT /api/admin/listings/:id/approve',
      'PUT /api/admin/listings/:id/reject',
      'PUT /api/billing/disputes/:id',
      'PUT /api/dealers/:id',
      'PUT /api/favourites/:listingId',
      'PUT /api/favourites/alerts',
      'PUT /api/leads/:id',
      'PUT /api/listings/:id',
      'PUT /api/listings/:id/status',
      'PUT /api/listings/import/feed',
    ]);
  });

  it.each(all)(
    '$key has a method, a success status, a response schema, a tag, a summary and who may call',
    ({ endpoint }) => {
      expect(HTTP_METHODS).toContain(endpoint.method);
      expect(endpoint.status).toBeGreaterThanOrEqual(200);
      expect(endpoint.status).toBeLessThan(300);
      expect(endpoint.response).toBeInstanceOf(z.ZodType);
      expect(ENDPOINT_TAGS).toContain(endpoint.tag);
      expect(endpoint.summary.trim().length).toBeGreaterThan(3);
      const access = endpoint.access;
      if (typeof access === 'string') expect(['public', 'signed-in']).toContain(access);
      else {
        expect(access.length).toBeGreaterThan(0);
        access.forEach((role) => expect(ROLES).toContain(role));
      }
    },
  );

  it.each(all.filter(({ endpoint }) => endpoint.permissions))(
    '$key: its permissions belong to roles that may call it',
    ({ endpoint }) => {
      for (const [role, permission] of Object.entries(endpoint.permissions ?? {})) {
        expect(endpoint.access).toContain(role);
        expect(PERMISSIONS).toContain(permission);
      }
    },
  );

  it('asks admins for manageDealers on dealer management and verifyLeads on listings and leads; dealers for manageListings on their listings', () => {
    const needing = (p: string) =>
      all
        .filter(({ endpoint }) => endpoint.permissions?.admin === p)
        .map(({ key }) => key)
        .sort();
    expect(needing('manageDealers')).toEqual([
      'admin.approveDealer',
      'admin.dealerFeed',
      'admin.failedMails',
      'admin.jobs',
      'admin.retryMail',
      'admin.suspendDealer',
      'admin.switchDealerFeed',
      'billing.dealerBilling',
      'billing.disputes',
      'billing.resolveDispute',
      'billing.runClock',
      'billing.stopSubscription',
      'dealers.byId',
      'dealers.create',
      'dealers.list',
      'dealers.remove',
      'dealers.update',
    ]);
    expect(needing('verifyLeads')).toEqual([
      'admin.approveListing',
      'admin.rejectListing',
      'leads.byId',
      'leads.list',
      'leads.remove',
      'leads.update',
      'listings.create',
      'listings.remove',
      'listings.update',
      'listings.updateStatus',
    ]);
    const dealersNeeding = all
      .filter(({ endpoint }) => endpoint.permissions?.dealer)
      .map(({ key, endpoint }) => `${key}:${endpoint.permissions!.dealer}`)
      .sort();
    expect(dealersNeeding).toEqual([
      'billing.cancelSubscription:manageBilling',
      'billing.cancelTrial:manageBilling',
      'billing.checkLeadEligibility:manageBilling',
      'billing.confirmPaymentMethod:manageBilling',
      'billing.myPayments:manageBilling',
      'billing.openDispute:manageBilling',
      'billing.receipt:manageBilling',
      'billing.sandboxConfirmSetup:manageBilling',
      'billing.setupPaymentMethod:manageBilling',
      'billing.upgradeToPro:manageBilling',
      'listings.create:manageListings',
      'listings.importApply:manageListings',
      'listings.importHistory:manageListings',
      'listings.importPreview:manageListings',
      'listings.importRun:manageListings',
      'listings.importTemplate:manageListings',
      'listings.remove:manageListings',
      'listings.saveFeed:manageListings',
      'listings.update:manageListings',
      'listings.updateStatus:manageListings',
    ]);
  });

  it.each(all)('$key lives under /api/<its tag>', ({ endpoint }) => {
    expect(endpoint.path.startsWith(`/api/${endpoint.tag}`)).toBe(true);
  });

  it('has one endpoint per method and path', () => {
    const routes = all.map(({ endpoint }) => routeOf(endpoint));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(all)('$key: every :param has a params schema key, and every key is in the path', ({ endpoint }) => {
    const names = pathParams(endpoint.path);
    if (names.length === 0) {
      expect(endpoint.params).toBeUndefined();
      return;
    }
    expect(endpoint.params).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((endpoint.params as z.ZodObject).shape).sort()).toEqual([...names].sort());
  });

  it.each(all)(
    '$key: requests convert to JSON Schema as input, the answer as output without transforms',
    ({ endpoint }) => {
      for (const schema of [endpoint.params, endpoint.query, endpoint.body]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      }
      // The API serializes by encoding through the response schema: a transform there would throw.
      expect(() => z.toJSONSchema(endpoint.response, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    },
  );

  it('marks the multipart profile updates, listing commands and listing import, with their text fields as the body', () => {
    const multipart = all.filter(({ endpoint }) => endpoint.multipart).map(({ key }) => key);
    expect(multipart).toEqual([
      'auth.updateProfile',
      'dealers.updateProfile',
      'listings.create',
      'listings.update',
      'listings.importPreview',
      'listings.importApply',
    ]);
    expect(endpoints.auth.updateProfile.body).toBeDefined();
    expect(endpoints.listings.create.body).toBeDefined();
  });

  it('GET requests carry no body', () => {
    all
      .filter(({ endpoint }) => endpoint.method === 'GET')
      .forEach(({ endpoint }) => expect(endpoint.body).toBeUndefined());
  });
});

describe('response schemas', () => {
  it('drop a field that is not in the contract when the answer is encoded', () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      role: 'user',
      phone: null,
      profileImage: null,
      isEmailVerified: true,
      passwordHash: '$argon2id$secret',
    };
    const sent = z.encode(meResponseSchema, { success: true, data: { user } } as never);
    expect(sent.data.user).not.toHaveProperty('passwordHash');
    expect(sent.data.user.email).toBe('a@example.com');
  });

  it('reject a Date where the contract says an ISO string (map dates before answering)', () => {
    const row = { success: true, data: { to: 'a', subject: 's', text: 't', html: 'h', createdAt: new Date() } };
    expect(z.safeEncode(endpoints.dev.outbox.response, [row.data] as never).success).toBe(false);
  });

  it('keep every field of a full listing in the search page (management scope)', () => {
    const full = {
      id: 'l1',
      dealerId: 'd1',
      make: 'Kia',
      model: 'EV6',
      bodyType: 'SUV',
      year: 2025,
      msrp: 50000,
      monthlyPayment: 399,
      downPayment: 2000,
      leaseTerms: [36],
      mileageLimits: [10000],
      carType: 'SUV',
      extraMileageCost: 0.25,
      fuelType: 'Electric',
      transmission: 'Automatic',
      interiorColor: 'Black',
      exteriorColor: 'White',
      numberOfSeats: '5',
      safetyFeatures: [],
      comfortFeatures: [],
      entertainmentFeatures: [],
      specialFeatures: [],
      imageUrls: [],
      galleryImages: [],
      isLimitedOffer: false,
      available: true,
      zipCode: null,
      status: 'pending' as const,
      views: 3,
      dateAdded: '2025-01-01T00:00:00.000Z',
      dealScore: null,
    };
    const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
    const sent = z.encode(endpoints.listings.search.response, {
      success: true,
      data: { listings: [full] },
      meta: { pagination },
    });
    expect(sent.data.listings[0]).toEqual(full);
  });

  it('apiErrorSchema reads the message and the field errors', () => {
    expect(
      apiErrorSchema.parse({
        message: 'Email is invalid',
        errors: [{ path: 'email', message: 'Email is invalid' }],
        statusCode: 400,
      }),
    ).toEqual({ message: 'Email is invalid', errors: [{ path: 'email', message: 'Email is invalid' }] });
  });
});
