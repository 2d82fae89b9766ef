// The listings' upkeep (src/listings/upkeep.ts): a start over listings loaded by bulk SQL (no
// lease cost, no deal score) does not wait on them, and the catch-up job then gives them what the
// listing commands would have; the scheduled refresh rewrites only the MSRP bands whose public
// listings changed (a dealer's trial running out), and nothing when nothing changed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { listings } from '../src/db/schema';
import { refreshAllDealScores, refreshChangedDealScores } from '../src/listings/deal-score';
import { call, createTestContext, type TestContext } from './helpers';
import { makeDealer, makeListing } from './listings-fixtures';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

/** A listing's deal score as the public reads it (its reasons say its effective monthly). */
async function publicScore(app: TestContext['app'], id: string) {
  const { status, body } = await call(app, { method: 'GET', url: `/api/listings/${id}` });
  expect(status).toBe(200);
  return body.data.dealScore as { score: number; peers: number; reasons: Array<{ text: string }> } | null;
}

const costs = (ids: string[]) =>
  ctx.app.db
    .select({ id: listings.id, effectiveMonthly: listings.effectiveMonthly, totalCost: listings.totalCost })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(listings.id);

describe('a start over listings loaded by bulk SQL', () => {
  it('is ready without them; the catch-up job then fills their lease cost and deal score as the commands would', async () => {
    const now = ctx.clock.now();
    const dealer = await makeDealer(ctx.app, 'pro', now);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++)
      ids.push(
        await makeListing(ctx.app.db, dealer.dealerId, { msrp: 51_000, bodyType: 'SUV', monthlyPayment: 500 + 20 * i }),
      );
    await refreshAllDealScores(ctx.app.db, now);
    const expected = await Promise.all(ids.map((id) => publicScore(ctx.app, id)));
    expect(expected.map((d) => d?.peers)).toEqual([5, 5, 5, 5, 5, 5]);
    const expectedCosts = await costs(ids);

    // As rows written by SQL arrive: none of the columns the API computes.
    await ctx.app.db
      .update(listings)
      .set({
        effectiveMonthly: null,
        dueAtSigning: null,
        totalCost: null,
        dealScore: null,
        dealScorePeers: null,
        dealPeerMedian: null,
        dealPeerBand: null,
      })
      .where(inArray(listings.id, ids));

    const started = await buildApp({ config: ctx.config, database: ctx.database, clock: ctx.clock, logger: false });
    try {
      await started.ready();
      const deadline = Date.now() + 20_000;
      let answered = await Promise.all(ids.map((id) => publicScore(started, id)));
      while (answered.some((d) => d === null) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        answered = await Promise.all(ids.map((id) => publicScore(started, id)));
      }
      expect(answered).toEqual(expected);
      expect(await costs(ids)).toEqual(expectedCosts);
    } finally {
      await started.close();
    }
  }, 60_000);
});

describe('the scheduled deal-score refresh', () => {
  it('takes out the listings of a dealer whose trial ran out and rescores their peers; writes nothing when nothing changed', async () => {
    const now = ctx.clock.now();
    const trial = await makeDealer(ctx.app, 'trial', now);
    const pro = await makeDealer(ctx.app, 'pro', now);
    const band = { msrp: 82_000, bodyType: 'Pickup' };
    const trialIds = [
      await makeListing(ctx.app.db, trial.dealerId, { ...band, monthlyPayment: 700 }),
      await makeListing(ctx.app.db, trial.dealerId, { ...band, monthlyPayment: 760 }),
    ];
    const proIds = [
      await makeListing(ctx.app.db, pro.dealerId, { ...band, monthlyPayment: 720 }),
      await makeListing(ctx.app.db, pro.dealerId, { ...band, monthlyPayment: 800 }),
      await makeListing(ctx.app.db, pro.dealerId, { ...band, monthlyPayment: 820 }),
    ];
    await refreshAllDealScores(ctx.app.db, now);
    expect(await refreshChangedDealScores(ctx.app.db, now)).toBe(0);
    expect((await publicScore(ctx.app, proIds[0]))?.peers).toBe(4);

    // The trial runs out: no write announces it.
    ctx.clock.advanceDays(21);
    const later = ctx.clock.now();
    // The trial dealer's two listings lose their score, the pro dealer's three are compared with each other only.
    expect(await refreshChangedDealScores(ctx.app.db, later)).toBe(5);
    const scored = await ctx.app.db
      .select({ id: listings.id, score: listings.dealScore, peers: listings.dealScorePeers })
      .from(listings)
      .where(inArray(listings.id, [...trialIds, ...proIds]));
    expect(scored.filter((r) => trialIds.includes(r.id)).map((r) => r.score)).toEqual([null, null]);
    expect(scored.filter((r) => proIds.includes(r.id)).map((r) => r.peers)).toEqual([2, 2, 2]);
    expect(await refreshChangedDealScores(ctx.app.db, later)).toBe(0);
  });
});
