import { describe, expect, it } from '@jest/globals';
import { dollars, groupedNumber } from './number-format';

const intlPlain = new Intl.NumberFormat('en-US');
const intlWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const intlCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const SAMPLES = [
  0, 0.0005, 1234.5678, 1, 7, 12, 999, 1000, 1234, 12000, 999999, 1000000, 1234567.891, 0.5, 0.125, 1.005, 2.675,
  399.99, 399.999, 12.3456, -1, -1234.5, -0.001, 100000000, 251.5, 299.5, 0.2,
];
/** Whole to the cent: Intl without decimals; otherwise Intl with exactly two. */
const intlAuto = (n: number) =>
  Math.abs(Number(intlCents.format(n).replace(/[^0-9.-]/g, '')) % 1) === 0 ? intlWhole.format(n) : intlCents.format(n);

describe('en-US numbers by hand', () => {
  it('write what Intl.NumberFormat("en-US") writes', () => {
    expect(SAMPLES.map((n) => groupedNumber(n))).toEqual(SAMPLES.map((n) => intlPlain.format(n)));
  });

  it('write whole dollars when the amount is whole to the cent, otherwise exactly two decimals', () => {
    expect(SAMPLES.map((n) => dollars(n))).toEqual(SAMPLES.map(intlAuto));
    expect([dollars(251.5), dollars(299.5), dollars(0.2), dollars(40_000), dollars(399.999)]).toEqual([
      '$251.50',
      '$299.50',
      '$0.20',
      '$40,000',
      '$400',
    ]);
  });

  it('never drop the trailing zero of cents, and never write a lone decimal', () => {
    for (let c = 0; c < 10_000; c += 7) {
      const text = dollars(c / 100);
      expect(text).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/);
      expect(Number(text.replace(/[$,]/g, ''))).toBeCloseTo(c / 100, 9);
    }
  });

  it('always write cents for billing amounts', () => {
    expect(SAMPLES.map((n) => dollars(n, { cents: 'always' }))).toEqual(SAMPLES.map((n) => intlCents.format(n)));
    expect(dollars(200, { cents: 'always' })).toBe('$200.00');
  });

  it('leave what is not a finite number as JavaScript writes it', () => {
    expect([groupedNumber(Number.NaN), groupedNumber(Infinity), dollars(Number.NaN)]).toEqual([
      'NaN',
      'Infinity',
      'NaN',
    ]);
  });
});
