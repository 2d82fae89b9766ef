// en-US numbers by hand: "12,000", "$1,234.50". The first Intl.NumberFormat of a page costs
// about 40 ms in Chromium (its locale data), well over a hundred at a phone's speed, on the
// first paint of every public page; these give the same text for the site's numbers.

/** `value` with en-US thousands separators and at most `maxFraction` decimals (trailing zeros dropped), as Intl.NumberFormat('en-US') writes it. */
export function groupedNumber(value: number, maxFraction = 3): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction = ''] = rounded(Math.abs(value), maxFraction).split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * `abs` to `digits` decimals, halves away from zero on the number as written (1.005 -> "1.01",
 * as Intl rounds; toFixed works on the binary value and gives "1.00").
 */
function rounded(abs: number, digits: number): string {
  const written = String(abs);
  if (written.includes('e')) return abs.toFixed(digits);
  return (Math.round(Number(`${written}e${digits}`)) / 10 ** digits).toFixed(digits);
}

/** How `dollars` writes cents: `auto` only when the amount has any (then always two), `always` for billing. */
export type CentsStyle = 'auto' | 'always';

/**
 * The site's one money formatter (US dollars): "$1,234" when the amount is whole to the cent,
 * otherwise exactly two decimals ("$251.50", never "$251.5"); `{ cents: 'always' }` writes
 * "$200.00" (billing: invoices, receipts, fees, refunds). Negative amounts read "-$20" (as Intl writes them).
 */
export function dollars(value: number, { cents = 'auto' }: { cents?: CentsStyle } = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, fraction] = rounded(Math.abs(value), 2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = cents === 'always' || fraction !== '00' ? `${grouped}.${fraction}` : grouped;
  return `${value < 0 ? '-' : ''}$${text}`;
}
