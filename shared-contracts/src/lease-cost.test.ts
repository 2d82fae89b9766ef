import { defaultLeaseChoice, leaseCost, resolveLeaseChoice, roundMoney, searchLeaseChoice } from './lease-cost';

const listing = {
  monthlyPayment: 189,
  downPayment: 4000,
  leaseTerms: [24, 36],
  mileageLimits: [12000, 10000, 15000],
  extraMileageCost: 0.25,
};

describe('lease cost', () => {
  it('quotes the longest term at the lowest mileage', () => {
    expect(defaultLeaseChoice(listing)).toEqual({ termMonths: 36, annualMileage: 10000 });
    expect(leaseCost(listing)).toEqual({
      termMonths: 36,
      annualMileage: 10000,
      monthly: 189,
      dueAtSigning: 4189,
      totalCost: 10804,
      effectiveMonthly: 300.11,
    });
  });

  it('tells a $189 deal with $4,000 down from a $249 deal with $0 down', () => {
    const zeroDown = leaseCost({ ...listing, monthlyPayment: 249, downPayment: 0 });
    expect(zeroDown?.effectiveMonthly).toBe(249);
    expect(zeroDown!.effectiveMonthly).toBeLessThan(leaseCost(listing)!.effectiveMonthly);
  });

  it('a shorter term spreads the down payment over fewer months', () => {
    expect(leaseCost(listing, { termMonths: 24 })).toMatchObject({ totalCost: 8536, effectiveMonthly: 355.67 });
  });

  it('more miles are bought at the extra-mileage rate', () => {
    // 5,000 more miles a year at $0.25 = $1,250 a year = $104.17 a month
    expect(leaseCost(listing, { annualMileage: 15000 })).toMatchObject({
      monthly: 293.17,
      dueAtSigning: 4293.17,
      totalCost: 14554.12,
    });
  });

  it('a choice the listing does not offer falls back to its own', () => {
    expect(resolveLeaseChoice(listing, { termMonths: 48, annualMileage: 12000 })).toEqual({
      termMonths: 36,
      annualMileage: 12000,
    });
  });

  it('a listing without a term has no cost; without mileages it costs the quoted monthly', () => {
    expect(leaseCost({ ...listing, leaseTerms: [] })).toBeUndefined();
    expect(leaseCost({ ...listing, mileageLimits: [] })).toMatchObject({ annualMileage: 0, monthly: 189 });
  });

  it('rounds to the cent', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(-2.345)).toBe(-2.35);
  });

  it('rounds every amount as the exact decimal would, half cents included', () => {
    // The reference: decimal digits first (toPrecision(15)), then half away from zero.
    const exact = (v: number) => (Math.sign(v) * Math.round(Number((Math.abs(v) * 100).toPrecision(15)))) / 100;
    let s = 1;
    const next = () => (s = (s * 16807) % 2147483647) / 2147483647;
    const values: number[] = [];
    for (let i = 0; i < 20000; i++) {
      const cents = Math.floor(next() * 1e7);
      values.push(
        cents / 1000,
        (cents + 0.5) / 100,
        -(cents + 0.5) / 100,
        next() * 1e5,
        (cents * 7) / 12,
        (cents / 100) * 36,
        1e8 + cents / 1000,
      );
    }
    expect(values.filter((v) => roundMoney(v) !== exact(v))).toEqual([]);
  });
});

describe('searchLeaseChoice', () => {
  const listing = { leaseTerms: [24, 36], mileageLimits: [15000, 10000, 12000] };
  it('prices the searched term and the lowest mileage that covers the searched one', () => {
    expect(searchLeaseChoice(listing, { term: 24, mileage: 11000 })).toEqual({ termMonths: 24, annualMileage: 12000 });
    expect(searchLeaseChoice(listing, { mileage: 12000 })).toEqual({ termMonths: 36, annualMileage: 12000 });
  });
  it('falls back to the default choice when the listing offers no match', () => {
    expect(searchLeaseChoice(listing, { term: 48, mileage: 20000 })).toEqual({ termMonths: 36, annualMileage: 10000 });
    expect(searchLeaseChoice(listing, {})).toEqual({ termMonths: 36, annualMileage: 10000 });
  });
});
