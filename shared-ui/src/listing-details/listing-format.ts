// How listing numbers read on every page: dollars, per month, per mile; 'N/A' when absent.
import { dollars, groupedNumber } from 'shared-contracts';

/** "$1,234", "$299.50" (the site's one formatter: two decimals when there are cents). */
export function formatMoney(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'N/A';
  return dollars(n);
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
  return groupedNumber(n);
}

/** "$0.25/mile" (always two decimals, as on a lease contract). */
export function formatPerMile(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (n === null || n === undefined || !Number.isFinite(n)) return 'N/A';
  return `${dollars(n, { cents: 'always' })}/mile`;
}
