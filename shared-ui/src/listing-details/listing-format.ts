// How listing numbers read on every page: dollars, per month, per mile; 'N/A' when absent.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US');

/** "$1,234" (cents only when present). */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'N/A';
  return usd.format(n);
}

/** "$399/month" */
export function formatMonthly(value: number | string | null | undefined): string {
  const money = formatMoney(value);
  return money === 'N/A' ? money : `${money}/month`;
}

/** "12,000" */
export function formatNumber(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'N/A';
  return plain.format(n);
}

/** "$0.25/mile" (always two decimals, as on a lease contract). */
export function formatPerMile(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'N/A';
  return `$${n.toFixed(2)}/mile`;
}
