// The lease a request names, in words. Kept apart from leads.ts (zod) so a page that only shows
// the words does not load zod on its first visit.
import { groupedNumber } from './number-format';

/**
 * The lease a request names, as the dealer reads it: "36 months, 12,000 miles a year" (either
 * part alone when only one was named); undefined when it named none.
 */
export function leadChoiceText(choice: {
  termMonths?: number | null;
  annualMileage?: number | null;
}): string | undefined {
  const parts = [
    choice.termMonths ? `${choice.termMonths} months` : undefined,
    choice.annualMileage ? `${groupedNumber(choice.annualMileage)} miles a year` : undefined,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}
