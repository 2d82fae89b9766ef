/** What the card form hands to the provider's form (Stripe Elements or the sandbox form). */
export interface ProviderFormProps {
  /** The setup intent's client secret; Submit stays disabled until it is known. */
  clientSecret: string | undefined;
  /**
   * Called once the provider says the setup succeeded: saves the card with the product
   * (confirm-payment-method). Rejects with the message the form shows.
   */
  onConfirmed(paymentMethodId: string): Promise<void>;
  submitLabel: string;
  onCancel(): void;
}

/** The message of a failed step, or `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
