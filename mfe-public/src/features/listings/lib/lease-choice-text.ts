// How a lease choice reads in short form on cards and pickers.
import { formatNumber } from 'shared-ui';

/** "36 mo · 12,000 mi/yr" */
export function shortChoiceText(choice: { termMonths: number; annualMileage: number }): string {
  const parts = [`${choice.termMonths} mo`];
  if (choice.annualMileage > 0) parts.push(`${formatNumber(choice.annualMileage)} mi/yr`);
  return parts.join(' · ');
}
