// What the compare page shows of each deal, row by row: the cost of the lease (lease-cost.ts, the
// one formula), the deal score, the specs and the features. Pure: the table only draws them.
import type { ReactNode } from 'react';
import { leaseCost, type Listing } from 'shared-contracts';
import { formatMoney, formatNumber, formatPerMile } from 'shared-ui';

/** "$399/month", free to wrap before "/month" in a narrow column. */
const formatMonthly = (n: number): ReactNode => (
  <>
    {formatMoney(n)}
    <wbr />
    /month
  </>
);

export interface CompareCell {
  /** what the cell shows */
  content: ReactNode;
  /** the value compared for "differs" (and for "best") */
  key: string | number | boolean | null;
  /** the best of the row (lowest cost, highest score) */
  best?: boolean;
  /** a line under the value */
  note?: string;
}

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  /** the deals do not all have the same value */
  differs: boolean;
  /** a feature row: a check or a dash */
  feature?: boolean;
}

export interface CompareSection {
  title: string;
  rows: CompareRow[];
}

const differs = (cells: CompareCell[]) => new Set(cells.map((c) => JSON.stringify(c.key))).size > 1;

function row(label: string, cells: CompareCell[], better?: 'low' | 'high'): CompareRow {
  const numbers = cells.map((c) => (typeof c.key === 'number' ? c.key : null));
  const known = numbers.filter((n): n is number => n !== null);
  // "Best" only means something between two or more deals that differ.
  if (better && known.length > 1 && new Set(known).size > 1) {
    const target = better === 'low' ? Math.min(...known) : Math.max(...known);
    cells = cells.map((c, i) => ({ ...c, best: numbers[i] === target }));
  }
  return { label, cells, differs: differs(cells) };
}

const text = (v: string | null | undefined): CompareCell => {
  const s = v?.trim() ? v.trim() : 'N/A';
  return { content: s, key: s };
};

const FEATURE_GROUPS = [
  ['safetyFeatures', 'Safety features'],
  ['comfortFeatures', 'Comfort features'],
  ['entertainmentFeatures', 'Entertainment features'],
  ['specialFeatures', 'Special features'],
] as const;

/** The compare table's sections for these deals (in column order). */
export function compareSections(listings: Listing[]): CompareSection[] {
  const costs = listings.map((l) => leaseCost(l));
  const money = (
    pick: (i: number) => number | undefined,
    format: (n: number) => ReactNode,
    note?: (i: number) => string | undefined,
  ) =>
    listings.map((_, i): CompareCell => {
      const n = pick(i);
      return n === undefined ? { content: 'N/A', key: null } : { content: format(n), key: n, note: note?.(i) };
    });

  const cost: CompareRow[] = [
    row(
      'Monthly payment',
      money((i) => costs[i]?.monthly, formatMonthly),
      'low',
    ),
    row(
      'Due at signing',
      money(
        (i) => costs[i]?.dueAtSigning,
        formatMoney,
        (i) => `${formatMoney(listings[i].downPayment)} down + first month`,
      ),
      'low',
    ),
    row(
      'Lease term',
      listings.map((l, i): CompareCell => {
        const term = costs[i]?.termMonths;
        const others = l.leaseTerms.filter((t) => t !== term);
        return term === undefined
          ? { content: 'Not specified', key: null }
          : {
              content: `${term} months`,
              key: term,
              note: others.length ? `Also ${others.join(', ')} months` : undefined,
            };
      }),
    ),
    row(
      'Annual mileage',
      listings.map((l, i): CompareCell => {
        const miles = costs[i]?.annualMileage;
        return miles === undefined || miles === 0
          ? { content: 'N/A', key: null }
          : { content: `${formatNumber(miles)} miles`, key: miles, note: `Then ${formatPerMile(l.extraMileageCost)}` };
      }),
    ),
    row(
      'Effective monthly',
      money(
        (i) => costs[i]?.effectiveMonthly,
        formatMonthly,
        () => 'Everything paid ÷ months',
      ),
      'low',
    ),
    row(
      'Total cost',
      money(
        (i) => costs[i]?.totalCost,
        formatMoney,
        (i) => (costs[i] ? `Over ${costs[i]!.termMonths} months` : undefined),
      ),
      'low',
    ),
    row(
      'Deal score',
      listings.map((l): CompareCell =>
        l.dealScore
          ? { content: `${l.dealScore.score}/100`, key: l.dealScore.score, note: l.dealScore.reasons[0]?.text }
          : { content: 'Not scored yet', key: null },
      ),
      'high',
    ),
  ];

  const specs: CompareRow[] = [
    row(
      'MSRP',
      money((i) => listings[i].msrp, formatMoney),
    ),
    row(
      'Body type',
      listings.map((l) => text(l.bodyType)),
    ),
    row(
      'Fuel type',
      listings.map((l) => text(l.fuelType)),
    ),
    row(
      'Transmission',
      listings.map((l) => text(l.transmission)),
    ),
    row(
      'Seats',
      listings.map((l) => text(l.numberOfSeats)),
    ),
    row(
      'Exterior color',
      listings.map((l) => text(l.exteriorColor)),
    ),
    row(
      'Interior color',
      listings.map((l) => text(l.interiorColor)),
    ),
  ];

  const features: CompareSection[] = FEATURE_GROUPS.map(([key, title]) => {
    const has = listings.map((l) => new Set((l[key] ?? []).map((f) => f.trim()).filter(Boolean)));
    const names = [...new Set(has.flatMap((set) => [...set]))].sort((a, b) => a.localeCompare(b));
    const rows = names.map((name): CompareRow => {
      const cells = has.map((set): CompareCell => ({ content: set.has(name) ? 'Yes' : 'No', key: set.has(name) }));
      return { label: name, cells, differs: differs(cells), feature: true };
    });
    return { title, rows };
  }).filter((s) => s.rows.length > 0);

  return [{ title: 'Cost', rows: cost }, { title: 'Specs', rows: specs }, ...features];
}
