import { dollars } from 'shared-contracts';

/** "$200.00": billing amounts (fees, lead charges, refunds, receipts) always show cents; the site's one formatter. */
export function formatUsd(amount: number): string {
  return dollars(amount, { cents: 'always' });
}
