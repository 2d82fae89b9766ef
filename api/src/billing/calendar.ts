// Billing time and money: periods are calendar months in UTC (Jan 31 + 1 month = Feb 28/29),
// dates and amounts as mails and descriptions show them, the dispute window.
import { DISPUTE_WINDOW_DAYS, dollars } from 'shared-contracts';

export const DAY_MS = 86_400_000;
/** Days a Pro dealer keeps receiving leads after a failed payment (terms). */
export const GRACE_DAYS = 15;
/** In the grace period a failed payment is charged again this often. */
export const RETRY_EVERY_DAYS = 3;
/** A failed lead charge is retried at most this many times in all (the first attempt included). */
export const MAX_LEAD_CHARGE_ATTEMPTS = 5;

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** The same day and time `months` calendar months later in UTC; a day the month lacks becomes its last day. */
export function addMonthsUtc(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(date.getUTCDate(), lastDay),
      date.getUTCHours(),
      date.getUTCMinutes(),
      date.getUTCSeconds(),
      date.getUTCMilliseconds(),
    ),
  );
}

/** "Dec 22, 2026" (UTC). */
export const formatDay = (date: Date): string =>
  date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "$200.00" from cents: billing amounts always show cents (shared-contracts `dollars`, the one formatter). */
export const formatMoney = (cents: number): string => dollars(cents / 100, { cents: 'always' });

/** The ISO day of a date ("2026-12-22"): the key of a notice about that day. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** "Pro plan, Nov 22 – Dec 22, 2026" */
export function periodDescription(start: Date, end: Date): string {
  const short = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const sameYear = start.getUTCFullYear() === end.getUTCFullYear();
  return `Pro plan, ${sameYear ? short(start) : formatDay(start)} – ${formatDay(end)}`;
}

/**
 * Until when a lead charge may be disputed: a succeeded lead payment, DISPUTE_WINDOW_DAYS after
 * it was charged (its createdAt); null once the window is over or for any other payment.
 */
export function disputableUntil(p: { type: string; status: string; createdAt: Date }, now: Date): Date | null {
  if (p.type !== 'lead' || p.status !== 'succeeded') return null;
  const end = addDays(p.createdAt, DISPUTE_WINDOW_DAYS);
  return now < end ? end : null;
}
