// What the dashboard reads off the funnel and the month counts: titles, percentages, the
// listings that need a look, and the change against last month.
import type { DealerFunnelListing, MonthCounts } from 'shared-contracts';

/** A listing with at least this many deal-page views in 30 days and no lead or enquiry stands out. */
const VIEWS_WITHOUT_LEADS_MIN = 20;

/** The hint beside such a listing. */
export const NO_LEADS_HINT = 'Views but no leads — check the price or photos';

/** How many listings the chart compares. */
const CHART_LISTINGS = 6;

const integer = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export const formatCount = (n: number): string => integer.format(n);

/** "12.5%", or "—" when there was nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent.format(rate);
}

/** "2025 Toyota Camry" */
export function listingTitle(l: Pick<DealerFunnelListing, 'year' | 'make' | 'model'>): string {
  return `${l.year} ${l.make} ${l.model}`;
}

/** Seen often enough on its deal page to judge, and nobody asked. */
export function needsAttention(l: Pick<DealerFunnelListing, 'views' | 'leads' | 'enquiries'>): boolean {
  return l.views >= VIEWS_WITHOUT_LEADS_MIN && l.leads === 0 && l.enquiries === 0;
}

/** The listings the chart shows: the most viewed (then most shown) that were shown or viewed at all. */
export function chartListings(listings: readonly DealerFunnelListing[], n = CHART_LISTINGS): DealerFunnelListing[] {
  return listings
    .filter((l) => l.impressions > 0 || l.views > 0)
    .sort((a, b) => b.views - a.views || b.impressions - a.impressions)
    .slice(0, n);
}

/** "Feb 14 – Mar 15" from the funnel's YYYY-MM-DD days. */
export function formatDayRange(from: string, to: string): string {
  return `${day.format(new Date(`${from}T00:00:00Z`))} – ${day.format(new Date(`${to}T00:00:00Z`))}`;
}

export interface MonthChange {
  direction: 'up' | 'down' | 'same';
  /** "+3 vs. 2 by this day last month" */
  text: string;
}

/** This month so far against last month up to the same day. */
export function monthChange(c: MonthCounts): MonthChange {
  const delta = c.thisMonth - c.lastMonthToDate;
  if (delta === 0)
    return { direction: 'same', text: `Same as last month by this day (${formatCount(c.lastMonthToDate)})` };
  const sign = delta > 0 ? '+' : '−';
  return {
    direction: delta > 0 ? 'up' : 'down',
    text: `${sign}${formatCount(Math.abs(delta))} vs. ${formatCount(c.lastMonthToDate)} by this day last month`,
  };
}
