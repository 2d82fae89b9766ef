// The deal score's formula (src/listings/deal-score.ts), without a database.
import { describe, expect, it } from '@jest/globals';
import {
  bodyTypePlural,
  DEAL_SCORE_WEIGHTS,
  dealScores,
  MIN_PEERS,
  peerGroups,
  scoreDeal,
  type DealInput,
} from '../src/listings/deal-score';

let n = 0;
const deal = (o: Partial<DealInput> = {}): DealInput => ({
  id: `l${++n}`,
  bodyType: 'SUV',
  msrp: 45_000,
  effectiveMonthly: 450,
  downPayment: 0,
  extraMileageCost: 0.1,
  ...o,
});

describe('the deal score', () => {
  it('gives the median deal of its band half the value points, 25% cheaper all of them, 25% dearer none', () => {
    const peers = [400, 450, 500, 450, 450].map((e) => deal({ effectiveMonthly: e }));
    const cheap = deal({ effectiveMonthly: 337.5 });
    const dear = deal({ effectiveMonthly: 562.5 });
    const scores = dealScores([...peers, cheap, dear]);
    const value = (id: string) => scores.get(id)!.reasons.find((r) => r.factor === 'value')!;
    expect(value(peers[1].id).points).toBe(30);
    expect(value(cheap.id).points).toBe(60);
    expect(value(dear.id).points).toBe(0);
    expect(value(cheap.id).text).toBe('$337.50/month effective: 25% below similar SUVs ($40,000-$50,000 MSRP)');
    expect(value(dear.id).text).toBe('$562.50/month effective: 25% above similar SUVs ($40,000-$50,000 MSRP)');
    expect(value(peers[1].id).text).toBe('$450/month effective: about the same as similar SUVs ($40,000-$50,000 MSRP)');
    expect(scores.get(cheap.id)!.peers).toBe(6);
    // $0 down and $0.10 a mile earn all of their points
    expect(scores.get(cheap.id)!.score).toBe(100);
  });

  it('compares a band with too few listings against the whole body type', () => {
    const band = Array.from({ length: MIN_PEERS - 1 }, () => deal({ msrp: 72_000, effectiveMonthly: 720 }));
    const others = Array.from({ length: 3 }, () => deal({ msrp: 30_000, effectiveMonthly: 300 }));
    const groups = peerGroups([...band, ...others]);
    expect(groups.get(band[0].id)).toEqual({ medianShare: 0.01, peers: MIN_PEERS - 1 + 3 - 1, label: 'other SUVs' });
    const full = Array.from({ length: MIN_PEERS }, () => deal({ msrp: 72_000, effectiveMonthly: 720 }));
    expect(peerGroups(full).get(full[0].id)!.label).toBe('similar SUVs ($70,000-$80,000 MSRP)');
  });

  it('scores the down payment by its share of MSRP ($0 best, 10% or more nothing) and the mileage rate from $0.10 to $0.30', () => {
    const group = { medianShare: 0.01, peers: 4, label: 'similar sedans ($30,000-$40,000 MSRP)' };
    const reasons = (o: Partial<DealInput>) =>
      scoreDeal(deal({ bodyType: 'Sedan', msrp: 30_000, effectiveMonthly: 300, ...o }), group).reasons;
    expect(reasons({ downPayment: 0 })[1]).toEqual({
      factor: 'downPayment',
      points: 25,
      maxPoints: 25,
      text: '$0 down: nothing to pay at signing but the first month',
    });
    expect(reasons({ downPayment: 1500 })[1]).toMatchObject({ points: 13, text: '$1,500 down: 5% of the MSRP' });
    expect(reasons({ downPayment: 4000 })[1].points).toBe(0);
    expect(reasons({ extraMileageCost: 0.1 })[2]).toEqual({
      factor: 'mileageRate',
      points: 15,
      maxPoints: 15,
      text: '$0.10 per mile over the allowance: lower than most leases',
    });
    expect(reasons({ extraMileageCost: 0.2 })[2]).toMatchObject({
      points: 8,
      text: '$0.20 per mile over the allowance: about average',
    });
    expect(reasons({ extraMileageCost: 0.3 })[2]).toMatchObject({
      points: 0,
      text: '$0.30 per mile over the allowance: higher than most leases',
    });
  });

  it('adds up its reasons, stays within 0-100, and leaves a lone listing at the middle of the value scale', () => {
    const lone = deal({ bodyType: 'Minivan', downPayment: 9000, extraMileageCost: 0.3 });
    const s = dealScores([lone]).get(lone.id)!;
    expect(s).toEqual({
      score: 30,
      peers: 0,
      reasons: [
        {
          factor: 'value',
          points: 30,
          maxPoints: DEAL_SCORE_WEIGHTS.value,
          text: '$450/month effective: no minivans on the site to compare with yet',
        },
        { factor: 'downPayment', points: 0, maxPoints: 25, text: '$9,000 down: 20% of the MSRP' },
        {
          factor: 'mileageRate',
          points: 0,
          maxPoints: 15,
          text: '$0.30 per mile over the allowance: higher than most leases',
        },
      ],
    });
    expect(DEAL_SCORE_WEIGHTS.value + DEAL_SCORE_WEIGHTS.downPayment + DEAL_SCORE_WEIGHTS.mileageRate).toBe(100);
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
