const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$200.00": billing amounts always show cents (dollars on the wire). */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
