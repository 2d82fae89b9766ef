import { useEffect } from 'react';
import Box from '@mui/material/Box';
import type { Payment } from 'shared-contracts';
import { ErrorPanel, Pagination, ResponsiveTable } from 'shared-ui';
import { useMyPayments } from '../api/get-my-payments';
import type { DisputeSlots } from './dispute-slots';
import { HistoryEmpty } from './history-empty';
import { PaymentCard } from './payment-card';
import { paymentColumns } from './payment-columns';
import { ReceiptLink } from './receipt-link';

export interface PaymentHistoryProps {
  page: number;
  onPageChange(page: number): void;
  /** The receipt page of a payment. */
  receiptPath(paymentId: string): string;
  disputes: DisputeSlots;
  /** The empty state's buttons. */
  onUpgrade(): void;
  onExplorePlans(): void;
}

/** The Payment History tab: the dealer's payments, 10 a page, newest first. */
export function PaymentHistory({
  page,
  onPageChange,
  receiptPath,
  disputes,
  onUpgrade,
  onExplorePlans,
}: PaymentHistoryProps) {
  const payments = useMyPayments(page);
  const data = payments.data;
  // A page past the end (an old link): show the last page.
  useEffect(() => {
    if (data && !payments.isPlaceholderData && page > 1 && page > data.pagination.totalPages)
      onPageChange(Math.max(1, data.pagination.totalPages));
  }, [data, payments.isPlaceholderData, page, onPageChange]);

  if (payments.error && !data) {
    const message = payments.error.message;
    return (
      <ErrorPanel
        title="Failed to load payments"
        message={message !== 'Failed to load payments' ? message : undefined}
        onRetry={() => void payments.refetch()}
      />
    );
  }
  if (data && data.pagination.total === 0)
    return <HistoryEmpty onUpgrade={onUpgrade} onExplorePlans={onExplorePlans} />;
  const actions = (p: Payment) => (
    <>
      <ReceiptLink payment={p} to={receiptPath(p.id)} />
      {disputes.action(p)}
    </>
  );
  return (
    <Box>
      <ResponsiveTable
        aria-label="Payments"
        columns={paymentColumns(disputes)}
        rows={data?.payments ?? []}
        getRowId={(p) => p.id}
        loading={payments.isPending}
        loadingText="Loading payments..."
        stale={payments.isPlaceholderData}
        actions={actions}
        renderCard={(p) => <PaymentCard payment={p} disputes={disputes} actions={actions(p)} />}
      />
      <Pagination
        page={page}
        totalPages={data?.pagination.totalPages ?? 0}
        onPageChange={onPageChange}
        disabled={payments.isPlaceholderData}
      />
    </Box>
  );
}
