// Mail to the admins about what waits for them: a dealer that signed up (to admins with
// manageDealers) and a listing waiting for approval (notifyAdminsOfPendingListing, to admins
// with verifyLeads; the listing commands call it inside the transaction that saves a pending
// listing: the notices are written to the outbox with the change, or rolled back with it).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { dealers, outbox, users } from '../src/db/schema';
import { call, createTestContext, dealerSignUp, type TestContext } from './helpers';
import { createAccount, freshIp, linkIn, type Account } from './account-helpers';
import { makeListing } from './listings-fixtures';

let ctx: TestContext;
let dealersAdmin: Account;
let listingsAdmin: Account;
beforeAll(async () => {
  ctx = await createTestContext();
  dealersAdmin = await createAccount(ctx, 'admin');
  listingsAdmin = await createAccount(ctx, 'admin');
  // Each admin holds one of the two permissions.
  await ctx.database.db
    .update(users)
    .set({ permissions: { verifyLeads: false } })
    .where(eq(users.id, dealersAdmin.id));
  await ctx.database.db
    .update(users)
    .set({ permissions: { manageDealers: false } })
    .where(eq(users.id, listingsAdmin.id));
});
afterAll(async () => {
  await ctx.close();
});

const mailsTo = (to: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, to));

describe('a dealer signs up', () => {
  it('mails the admins who manage dealers, with a link to the dealer', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/auth/register-dealer',
      remoteAddress: freshIp(),
      payload: dealerSignUp('signup@example.com', 'Sia', 'Dealer', 'Sia Cars'),
    });
    expect(res.status).toBe(201);
    const [mail, ...more] = await mailsTo(dealersAdmin.email);
    expect(more).toEqual([]);
    expect(mail.subject).toBe('New dealer waiting for approval: Sia Cars');
    expect(mail.text).toContain(
      'Sia Cars (Portland, OR) signed up with signup@example.com and is waiting for approval.',
    );
    const [dealer] = await ctx.database.db.select().from(dealers).where(eq(dealers.dealershipName, 'Sia Cars'));
    expect(linkIn(mail.text, '/admin/dealer-details/')).toBe(
      `${ctx.config.PUBLIC_URL}/admin/dealer-details/${dealer.id}`,
    );
    expect(mail.html).not.toContain('<script');
    expect(await mailsTo(listingsAdmin.email)).toEqual([]);
  });
});

describe('notifyAdminsOfPendingListing', () => {
  it('mails the admins who verify listings about a pending listing, nothing for another status or id', async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const pending = await makeListing(ctx.database.db, dealer.dealerId!, {
      status: 'pending',
      make: 'Kia',
      model: 'EV6',
      year: 2026,
    });
    const active = await makeListing(ctx.database.db, dealer.dealerId!, { status: 'active' });
    const db = ctx.database.db;
    await ctx.app.services.notifications.notifyAdminsOfPendingListing(db, active);
    await ctx.app.services.notifications.notifyAdminsOfPendingListing(db, 'not-a-uuid');
    await ctx.app.services.notifications.notifyAdminsOfPendingListing(db, '00000000-0000-4000-8000-000000000000');
    expect(await mailsTo(listingsAdmin.email)).toEqual([]);

    await ctx.app.services.notifications.notifyAdminsOfPendingListing(db, pending);
    const [mail] = await mailsTo(listingsAdmin.email);
    expect(mail.subject).toBe('Listing waiting for approval: 2026 Kia EV6');
    expect(mail.text).toContain(`Dealer ${dealer.email} has a listing waiting for approval: 2026 Kia EV6.`);
    expect(linkIn(mail.text, '/admin/listing-details/')).toBe(
      `${ctx.config.PUBLIC_URL}/admin/listing-details/${pending}`,
    );
    expect((await mailsTo(dealersAdmin.email)).filter((m) => m.subject.startsWith('Listing'))).toEqual([]);
  });

  it("is written in the caller's transaction: a change that rolls back leaves no notice", async () => {
    const dealer = await createAccount(ctx, 'dealer');
    const pending = await makeListing(ctx.database.db, dealer.dealerId!, { status: 'pending' });
    const before = (await mailsTo(listingsAdmin.email)).length;
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await ctx.app.services.notifications.notifyAdminsOfPendingListing(tx, pending);
        expect((await tx.select().from(outbox).where(eq(outbox.to, listingsAdmin.email))).length).toBe(before + 1);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await mailsTo(listingsAdmin.email)).length).toBe(before);
  });
});
