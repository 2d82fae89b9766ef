import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from 'shared-auth';
import { endpoints, PER_LEAD_FEE_DOLLARS, PRO_MONTHLY_FEE_DOLLARS, type PricingInfo } from 'shared-contracts';

/**
 * GET /api/billing/pricing-info (public): the trial length, the Pro fee, the per-lead rate, the
 * plan's features and which card form the browser shows (Stripe Elements or the sandbox form).
 */
async function getPricingInfo(signal?: AbortSignal): Promise<PricingInfo> {
  const { data } = await callApi(
    endpoints.billing.pricingInfo,
    { signal },
    { errors: { toast: false, fallback: 'Failed to initialize payment setup' } },
  );
  return data;
}

const pricingInfoQueryOptions = () =>
  // The prices and the payment system change only with a deployment.
  queryOptions({
    queryKey: ['billing', 'pricing-info'],
    queryFn: ({ signal }) => getPricingInfo(signal),
    staleTime: 10 * 60_000,
  });

export function usePricingInfo() {
  return useQuery(pricingInfoQueryOptions());
}

export interface PlanPrices {
  /** dollars a month */
  monthlyFee: number;
  /** dollars a verified lead */
  cplRate: number;
}

/** The Pro prices the server announces, or the spec's constants until they are known. */
export function planPrices(info: PricingInfo | undefined): PlanPrices {
  return { monthlyFee: info?.monthlyFee ?? PRO_MONTHLY_FEE_DOLLARS, cplRate: info?.cplRate ?? PER_LEAD_FEE_DOLLARS };
}
