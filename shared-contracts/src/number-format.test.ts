import { describe, expect, it } from '@jest/globals';
import { dollars, groupedNumber } from './number-format';

const intlPlain = new Intl.NumberFormat('en-US');
const intlUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const SAMPLES = [
  0, 0.0005, 1234.5678, 1, 7, 12, 999, 1000, 1234, 12000, 999999, 1000000, 1234567.891, 0.5, 0.125, 1.005, 2.675,
  399.99, 399.999, 12.3456, -1, -1234.5, -0.001, 100000000,
];

describe('en-US numbers by hand', () => {
  it('write what Intl.NumberFormat("en-US") writes', () => {
    expect(SAMPLES.map((n) => groupedNumber(n))).toEqual(SAMPLES.map((n) => intlPlain.format(n)));
  });

  it('write dollars as Intl writes USD with 0 to 2 decimals', () => {
    expect(SAMPLES.map(dollars)).toEqual(SAMPLES.map((n) => intlUsd.format(n)));
  });

  it('leave what is not a finite number as JavaScript writes it', () => {
    expect([groupedNumber(Number.NaN), groupedNumber(Infinity)]).toEqual(['NaN', 'Infinity']);
  });
});
