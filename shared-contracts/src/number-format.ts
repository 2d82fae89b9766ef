// en-US numbers by hand: "12,000", "$1,234.5". The first Intl.NumberFormat of a page costs
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

/** US dollars, cents only when present: "$1,234", "$1,234.5", "-$20" (Intl's en-US USD with 0 to 2 decimals). */
export function dollars(value: number): string {
  const text = groupedNumber(value, 2);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
