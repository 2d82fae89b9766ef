// The dealer billing area's own route table (relative, as DealerBilling declares it) and the
// links between its pages, built from where the shell mounted the area (`useMountPath()`:
// '/dealer/payment'). Links into other areas come from shared-auth's sitePaths.

export const dealerRoutes = {
  receipt: 'receipts/:id',
} as const;

/** The `?tab=` value of the Payment History tab (spec 2 section 2). */
export const HISTORY_TAB = 'history';

/** Links to the billing pages under `base` (e.g. '/dealer/payment'). */
export function dealerBillingPaths(base: string) {
  return {
    overview: () => base,
    history: (page = 1) => `${base}?tab=${HISTORY_TAB}${page > 1 ? `&page=${page}` : ''}`,
    receipt: (paymentId: string) => `${base}/receipts/${encodeURIComponent(paymentId)}`,
  };
}

export type DealerBillingPaths = ReturnType<typeof dealerBillingPaths>;
