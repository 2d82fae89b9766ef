// The audit trail: lead edits and deletes by dealers and admins are recorded with who, when and
// only the changed fields; GET /api/admin/audit reads one entity's history, newest first,
// within the admin's permissions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { auditEvents, leads, users } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, type Account } from './account-helpers';
import { makeListing } from './listings-fixtures';

let ctx: TestContext;
let admin: Account;
let dealer: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createAccount(ctx, 'admin');
  dealer = await createAccount(ctx, 'dealer');
});
afterAll(async () => {
  await ctx.close();
});

const makeLead = async () => {
  const email = `shopper-${Math.random().toString(36).slice(2)}@example.com`;
  const [row] = await ctx.database.db
    .insert(leads)
    .values({
      dealerId: dealer.dealerId!,
      firstName: 'Ann',
      lastName: 'Lee',
      email,
      emailKey: email,
      phone: '555-0101',
      isEmailVerified: true,
    })
    .returning();
  return row;
};
const history = (query: string, token = admin.token) =>
  call(ctx.app, { method: 'GET', url: `/api/admin/audit?${query}`, token });
const edit = { name: 'Ann Marie Lee', phone: '555-0101', status: 'contacted' };

describe('lead edits and deletes are recorded', () => {
  it("a dealer's edit: who, when, and only the fields that changed", async () => {
    const lead = await makeLead();
    ctx.clock.advanceDays(1);
    const res = await call(ctx.app, {
      method: 'PUT',
      url: `/api/leads/${lead.id}`,
      token: dealer.token,
      payload: { ...edit, email: lead.email },
    });
    expect(res.status).toBe(200);

    const page = await history(`entityType=lead&entityId=${lead.id}`);
    expect(page.status).toBe(200);
    expect(page.body.meta.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
    expect(page.body.data.events).toEqual([
      {
        id: expect.any(String),
        action: 'update',
        entityType: 'lead',
        entityId: lead.id,
        actor: { id: dealer.id, email: dealer.email, role: 'dealer' },
        before: { lastName: 'Lee', status: 'new' },
        after: { lastName: 'Marie Lee', status: 'contacted' },
        reason: null,
        createdAt: ctx.clock.now().toISOString(),
      },
    ]);
  });

  it('an edit that changes nothing records nothing; a refused edit records nothing', async () => {
    const lead = await makeLead();
    const same = { name: 'Ann Lee', email: lead.email, phone: lead.phone, status: 'new' };
    expect(
      (await call(ctx.app, { method: 'PUT', url: `/api/leads/${lead.id}`, token: admin.token, payload: same })).status,
    ).toBe(200);
    expect(
      (
        await call(ctx.app, {
          method: 'PUT',
          url: `/api/leads/${lead.id}`,
          token: admin.token,
          payload: { ...same, status: 'won' },
        })
      ).status,
    ).toBe(400);
    expect((await history(`entityId=${lead.id}`)).body.data.events).toEqual([]);
  });

  it('a delete keeps who the lead was about, newest event first', async () => {
    const lead = await makeLead();
    await call(ctx.app, {
      method: 'PUT',
      url: `/api/leads/${lead.id}`,
      token: admin.token,
      payload: { ...edit, email: lead.email },
    });
    ctx.clock.advanceDays(1);
    expect((await call(ctx.app, { method: 'DELETE', url: `/api/leads/${lead.id}`, token: admin.token })).status).toBe(
      200,
    );
    const events = (await history(`entityType=lead&entityId=${lead.id}`)).body.data.events;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['delete', 'update']);
    expect(events[0]).toMatchObject({
      actor: { id: admin.id, role: 'admin' },
      after: null,
      before: {
        firstName: 'Ann',
        lastName: 'Marie Lee',
        email: lead.email,
        phone: '555-0101',
        status: 'contacted',
        isEmailVerified: true,
        dealerId: dealer.dealerId,
      },
    });
  });

  it("is written in the change's transaction: when the record fails, the edit is undone", async () => {
    const lead = await makeLead();
    await ctx.database.db.execute(
      sql.raw(
        `create or replace function audit_fail() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`,
      ),
    );
    await ctx.database.db.execute(
      sql.raw('create trigger audit_fail before insert on audit_events for each row execute function audit_fail()'),
    );
    try {
      const res = await call(ctx.app, {
        method: 'PUT',
        url: `/api/leads/${lead.id}`,
        token: admin.token,
        payload: { ...edit, email: lead.email },
      });
      expect(res.status).toBe(500);
      expect((await ctx.database.db.select().from(leads).where(eq(leads.id, lead.id)))[0]).toMatchObject({
        lastName: 'Lee',
        status: 'new',
      });
    } finally {
      await ctx.database.db.execute(sql.raw('drop trigger audit_fail on audit_events'));
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first, and lists every readable type without entityType', async () => {
    const l1 = await makeLead();
    const l2 = await makeLead();
    const listing = await makeListing(ctx.database.db, dealer.dealerId!, { status: 'pending' });
    ctx.clock.advanceDays(1);
    await call(ctx.app, { method: 'DELETE', url: `/api/leads/${l1.id}`, token: admin.token });
    ctx.clock.advanceDays(1);
    await call(ctx.app, { method: 'DELETE', url: `/api/leads/${l2.id}`, token: admin.token });
    ctx.clock.advanceDays(1);
    await call(ctx.app, { method: 'PUT', url: `/api/admin/listings/${listing}/approve`, token: admin.token });
    const first = await history('limit=2');
    expect(first.body.data.events.map((e: { entityId: string }) => e.entityId)).toEqual([listing, l2.id]);
    const second = await history('limit=2&page=2');
    expect(second.body.data.events[0].entityId).toBe(l1.id);
    expect(second.body.meta.pagination.total).toBe(first.body.meta.pagination.total);
    expect(
      (await history('entityType=listing')).body.data.events.map((e: { entityId: string }) => e.entityId),
    ).toContain(listing);
  });

  it('needs the permission of the entity type: manageDealers for dealers, verifyLeads for listings and leads', async () => {
    const lead = await makeLead();
    await call(ctx.app, { method: 'DELETE', url: `/api/leads/${lead.id}`, token: admin.token });
    const dealerAdmin = await createAccount(ctx, 'admin');
    await ctx.database.db
      .update(users)
      .set({ permissions: { verifyLeads: false } })
      .where(eq(users.id, dealerAdmin.id));
    expect((await history('entityType=lead', dealerAdmin.token)).status).toBe(403);
    expect((await history('entityType=listing', dealerAdmin.token)).status).toBe(403);
    expect((await history('entityType=dealer', dealerAdmin.token)).status).toBe(200);
    const all = await history('limit=100', dealerAdmin.token);
    expect(all.status).toBe(200);
    expect(all.body.data.events.every((e: { entityType: string }) => e.entityType === 'dealer')).toBe(true);
    const none = await createAccount(ctx, 'admin');
    await ctx.database.db
      .update(users)
      .set({ permissions: { verifyLeads: false, manageDealers: false } })
      .where(eq(users.id, none.id));
    expect((await history('', none.token)).body).toMatchObject({
      data: { events: [] },
      meta: { pagination: { total: 0 } },
    });
  });

  it('refuses bad filters with 400 and other roles with 401/403', async () => {
    expect((await history('entityType=user')).status).toBe(400);
    expect((await history('entityId=not-a-uuid')).status).toBe(400);
    expect((await history('', dealer.token)).status).toBe(403);
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/audit' })).status).toBe(401);
  });

  it("keeps the actor's email as it was when the account changes later", async () => {
    const lead = await makeLead();
    await call(ctx.app, { method: 'DELETE', url: `/api/leads/${lead.id}`, token: dealer.token });
    await ctx.database.db
      .update(users)
      .set({ email: `renamed-${dealer.email}` })
      .where(eq(users.id, dealer.id));
    const [event] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, lead.id));
    expect(event.actorEmail).toBe(dealer.email);
  });
});
