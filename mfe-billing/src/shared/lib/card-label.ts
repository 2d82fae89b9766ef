const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** "Visa •••• 4242" for a card the API described; "Card •••• 4242" for a brand it did not name. */
export function cardLabel(card: { brand: string; last4: string }): string {
  const brand = BRANDS[card.brand.toLowerCase()] ?? (card.brand && card.brand !== 'card' ? card.brand : 'Card');
  return `${brand} •••• ${card.last4}`;
}
