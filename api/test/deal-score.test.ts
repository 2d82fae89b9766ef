// The deal score's method (src/listings/deal-score.ts), without a database: examples, and the
// properties a shopper relies on, checked on generated markets (a seeded generator, so a failure
// is repeatable): a deal no worse than another of its peer group on every factor never scores
// lower, and the word beside the score never contradicts the reasons.
import { describe, expect, it } from '@jest/globals';
import { dealScoreBand, EXTRA_MILEAGE_COSTS, leaseCost, LEASE_TERMS, MILEAGE_LIMITS } from 'shared-contracts';
import {
  bandOf,
  bodyTypePlural,
  DEAL_SCORE_WEIGHTS,
  dealScores,
  MIN_PEERS,
  peerGroups,
  scoreDeal,
  valuePoints,
  type DealInput,
  type PeerKind,
} from '../src/listings/deal-score';

let n = 0;
const deal = (o: Partial<DealInput> = {}): DealInput => ({
  id: `l${++n}`,
  bodyType: 'SUV',
  msrp: 45_000,
  effectiveMonthly: 450,
  mileageLimits: [15_000],
  extraMileageCost: 0.1,
  ...o,
});

/** mulberry32: a small seeded generator, enough for repeatable test data. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Generated extends DealInput {
  dueAtSigning: number;
}

/** A market of `size` listings over two body types, priced as dealers price them (lease-cost.ts). */
function market(seed: number, size: number): Generated[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)];
  return Array.from({ length: size }, (_, i) => {
    const msrp = Math.round(18_000 + next() * 50_000);
    const monthlyPayment = Math.round(msrp * (0.008 + next() * 0.008));
    const downPayment = pick([0, 0, 999, 1_500, 2_500, 4_000]);
    const mileageLimits = [pick(MILEAGE_LIMITS)];
    const extraMileageCost = Number(pick(EXTRA_MILEAGE_COSTS));
    const cost = leaseCost(
      { monthlyPayment, downPayment, leaseTerms: [pick(LEASE_TERMS)], mileageLimits, extraMileageCost },
      undefined,
    )!;
    return {
      id: `m${seed}-${i}`,
      bodyType: next() < 0.6 ? 'SUV' : 'Sedan',
      msrp,
      effectiveMonthly: cost.effectiveMonthly,
      dueAtSigning: cost.dueAtSigning,
      mileageLimits,
      extraMileageCost,
    };
  });
}

/** Listings with the same key share their peers (and so their median). */
const groupKey = (l: DealInput, kind: PeerKind) =>
  kind === 'type' ? `${l.bodyType}|${bandOf(l.msrp)}` : kind === 'band' ? `*|${bandOf(l.msrp)}` : l.id;
const valueText = (id: string, scores: ReturnType<typeof dealScores>) =>
  scores.get(id)!.reasons.find((r) => r.factor === 'value')!.text;

describe('the deal score', () => {
  it('scores the effective monthly against the median of its band: about the median 45-49, 25% cheaper all, 50% dearer none', () => {
    const peers = [400, 450, 500, 450, 450].map((e) => deal({ effectiveMonthly: e }));
    const cheap = deal({ effectiveMonthly: 337.5 });
    const dear = deal({ effectiveMonthly: 675 });
    const scores = dealScores([...peers, cheap, dear]);
    const value = (id: string) => scores.get(id)!.reasons.find((r) => r.factor === 'value')!;
    expect(value(peers[1].id).points).toBe(47);
    expect(value(cheap.id).points).toBe(85);
    expect(value(dear.id).points).toBe(0);
    expect(value(cheap.id).text).toBe(
      '$337.50/month effective, down payment included: 25% below similar SUVs ($40,000-$50,000 MSRP)',
    );
    expect(value(dear.id).text).toBe(
      '$675/month effective, down payment included: 50% above similar SUVs ($40,000-$50,000 MSRP)',
    );
    expect(value(peers[1].id).text).toBe(
      '$450/month effective, down payment included: about the same as similar SUVs ($40,000-$50,000 MSRP)',
    );
    expect(scores.get(cheap.id)!.peers).toBe(6);
    // 15,000 miles a year and $0.10 a mile earn all of the mileage points
    expect(scores.get(cheap.id)!.score).toBe(100);
    expect([-0.02, 0, 0.02, -0.1, -0.4, -0.5].map(valuePoints)).toEqual([45, 47, 49, 42, 13, 0]);
  });

  it('compares a body type with too few listings in its MSRP band against every car of the band, else with nothing', () => {
    const band = Array.from({ length: MIN_PEERS - 1 }, () => deal({ msrp: 72_000, effectiveMonthly: 720 }));
    const sedans = Array.from({ length: 3 }, () => deal({ bodyType: 'Sedan', msrp: 75_000, effectiveMonthly: 900 }));
    const far = deal({ msrp: 30_000, effectiveMonthly: 300 });
    const all = [...band, ...sedans, far];
    expect(peerGroups(all).get(band[0].id)).toEqual({ median: 720, peers: MIN_PEERS - 1 + 3 - 1, kind: 'band' });
    expect(valueText(sedans[0].id, dealScores(all))).toContain('25% above cars of $70,000-$80,000 MSRP');
    expect(dealScores(all).get(far.id)).toMatchObject({ score: 47 + 15, peers: 0 });
    expect(valueText(far.id, dealScores(all))).toContain(
      'no SUVs or other cars of $30,000-$40,000 MSRP on the site to compare with yet',
    );
    const full = Array.from({ length: MIN_PEERS }, () => deal({ msrp: 72_000, effectiveMonthly: 720 }));
    expect(valueText(full[0].id, dealScores(full))).toContain('similar SUVs ($70,000-$80,000 MSRP)');
  });

  it('scores the mileage terms: the cost per extra mile ($0.10 best, $0.30 nothing) and the allowance (15,000 best, 10,000 nothing)', () => {
    const group = { median: 300, peers: 4, kind: 'type' as const };
    const mileage = (o: Partial<DealInput>) =>
      scoreDeal(deal({ bodyType: 'Sedan', msrp: 30_000, effectiveMonthly: 300, ...o }), group).reasons[1];
    expect(mileage({ extraMileageCost: 0.1, mileageLimits: [15_000, 12_000] })).toEqual({
      factor: 'mileageRate',
      points: 12,
      maxPoints: 15,
      text: '12,000 miles a year included, $0.10 per mile over: better than most leases',
    });
    expect(mileage({ extraMileageCost: 0.2, mileageLimits: [12_000] })).toMatchObject({
      points: 7,
      text: '12,000 miles a year included, $0.20 per mile over: about average',
    });
    expect(mileage({ extraMileageCost: 0.3, mileageLimits: [10_000] })).toMatchObject({
      points: 0,
      text: '10,000 miles a year included, $0.30 per mile over: worse than most leases',
    });
  });

  it('counts the down payment once: inside the effective monthly, with no points of its own', () => {
    const s = dealScores([deal({ bodyType: 'Minivan', extraMileageCost: 0.3, mileageLimits: [10_000] })]);
    const [only] = [...s.values()];
    expect(only).toEqual({
      score: 47,
      peers: 0,
      reasons: [
        {
          factor: 'value',
          points: 47,
          maxPoints: DEAL_SCORE_WEIGHTS.value,
          text: '$450/month effective, down payment included: no minivans or other cars of $40,000-$50,000 MSRP on the site to compare with yet',
        },
        {
          factor: 'mileageRate',
          points: 0,
          maxPoints: 15,
          text: '10,000 miles a year included, $0.30 per mile over: worse than most leases',
        },
      ],
    });
    expect(DEAL_SCORE_WEIGHTS.value + DEAL_SCORE_WEIGHTS.mileageRate).toBe(100);
  });

  it('never scores a deal lower than one of its peer group it is no worse than on every factor (generated markets)', () => {
    let compared = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const listings = market(seed, 60);
      const groups = peerGroups(listings);
      const scores = dealScores(listings);
      for (const a of listings)
        for (const b of listings) {
          if (a === b || groupKey(a, groups.get(a.id)!.kind) !== groupKey(b, groups.get(b.id)!.kind)) continue;
          const noWorse =
            a.effectiveMonthly! <= b.effectiveMonthly! &&
            a.dueAtSigning <= b.dueAtSigning &&
            a.extraMileageCost <= b.extraMileageCost &&
            Math.min(...a.mileageLimits) >= Math.min(...b.mileageLimits);
          if (!noWorse) continue;
          compared++;
          expect([a.id, b.id, scores.get(a.id)!.score >= scores.get(b.id)!.score]).toEqual([a.id, b.id, true]);
        }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('never lowers a deal that gets cheaper or better terms while the rest of the market stays (generated markets)', () => {
    for (let seed = 100; seed < 140; seed++) {
      const listings = market(seed, 40);
      const next = random(seed);
      const before = dealScores(listings);
      for (const l of listings.slice(0, 10)) {
        const better: Generated = {
          ...l,
          effectiveMonthly: Math.round(l.effectiveMonthly! * (1 - next() * 0.3) * 100) / 100,
          extraMileageCost: next() < 0.5 ? Math.max(0.1, l.extraMileageCost - 0.05) : l.extraMileageCost,
        };
        const after = dealScores(listings.map((x) => (x === l ? better : x)));
        expect([l.id, after.get(l.id)!.score >= before.get(l.id)!.score]).toEqual([l.id, true]);
      }
    }
  });

  it('gives the word that agrees with the reasons: below its peers never "High price", above never "Good" or "Great", about the same "Fair"', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const listings = market(seed, 60);
      for (const [id, s] of dealScores(listings)) {
        const text = valueText(id, new Map([[id, s]]));
        const { tone } = dealScoreBand(s.score);
        seen.add(tone);
        if (/% below /.test(text)) expect([text, tone]).not.toEqual([text, 'high']);
        if (/% above /.test(text)) expect([text, ['fair', 'high'].includes(tone)]).toEqual([text, true]);
        if (/about the same|to compare with yet/.test(text)) expect([text, tone]).toEqual([text, 'fair']);
        if (tone === 'high') expect(text).toMatch(/% above /);
      }
    }
    expect([...seen].sort()).toEqual(['fair', 'good', 'great', 'high']);
  });

  it('does not score a listing without a lease term (no effective monthly)', () => {
    const none = deal({ effectiveMonthly: null });
    expect(dealScores([none, deal()]).has(none.id)).toBe(false);
  });

  it('names body types in the plural as a shopper reads them', () => {
    expect(['SUV', 'Sedan', 'Pickup Truck', 'Minivan'].map(bodyTypePlural)).toEqual([
      'SUVs',
      'sedans',
      'pickup trucks',
      'minivans',
    ]);
  });
});
