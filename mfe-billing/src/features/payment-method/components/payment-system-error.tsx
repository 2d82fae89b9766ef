import { ErrorPanel } from 'shared-ui';

/** The spec's "Payment System Error" panel: the card form cannot work until the page is loaded again. */
export function PaymentSystemError({ message }: { message: string }) {
  return (
    <ErrorPanel
      title="Payment System Error"
      message={message}
      retryLabel="Refresh Page"
      onRetry={() => window.location.reload()}
    />
  );
}
