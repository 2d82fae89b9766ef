// The lease filters' choices and how a chosen value reads (the filters sheet and the active
// filter chips say the same thing).
import {
  ELECTRIFIED_FUEL_TYPES,
  FUEL_TYPES,
  LEASE_TERMS,
  MILEAGE_LIMITS,
  SEARCH_DISTANCES,
  groupedNumber,
  listingYearOptions,
} from 'shared-contracts';
import { formatMoney } from 'shared-ui';
import type { AllSearchFilters } from './use-listing-search-params';

const miles = (n: number | string) => groupedNumber(Number(n));
const money = (n: number | string) => formatMoney(Number(n));

export const TERM_CHOICES = LEASE_TERMS.map((t) => ({ value: String(t), label: `${t} months` }));
export const MILEAGE_CHOICES = MILEAGE_LIMITS.map((m) => ({ value: String(m), label: `${miles(m)} miles a year` }));
/** Most due at signing (down payment + first month), whole dollars. */
export const DUE_AT_SIGNING_CHOICES = [500, 1000, 2000, 3000, 4000, 5000, 7500].map((v) => ({
  value: String(v),
  label: `Up to ${money(v)}`,
}));
export const DISTANCE_CHOICES = SEARCH_DISTANCES.map((d) => ({ value: String(d), label: `Within ${d} miles` }));
/** Electric and hybrids first (the quick toggles), then the other fuels. */
export const ELECTRIFIED_CHOICES = ELECTRIFIED_FUEL_TYPES.map((f) => ({ value: f as string, label: f as string }));
export const OTHER_FUEL_CHOICES = FUEL_TYPES.filter(
  (f) => !(ELECTRIFIED_FUEL_TYPES as readonly string[]).includes(f),
).map((f) => ({ value: f as string, label: f as string }));
/** The model years a listing can have (this year and the 30 before), newest first. */
export const yearChoices = () => listingYearOptions().map((y) => ({ value: y, label: y }));

export interface ActiveFilter {
  /** what the chip reads */
  label: string;
  /** what removing it clears */
  clear: Partial<AllSearchFilters>;
}

/** The filters a search has on, each as a chip's text and what removing it clears. */
export function activeFilters(f: AllSearchFilters, budgetLabel?: string): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (f.make) chips.push({ label: f.make, clear: { make: '', model: '' } });
  if (f.model) chips.push({ label: f.model, clear: { model: '' } });
  if (f.bodyType) chips.push({ label: f.bodyType, clear: { bodyType: '' } });
  if (f.budget) chips.push({ label: budgetLabel ?? f.budget, clear: { budget: '' } });
  if (f.term) chips.push({ label: `${f.term} months`, clear: { term: '' } });
  if (f.mileage) chips.push({ label: `${miles(f.mileage)}+ miles a year`, clear: { mileage: '' } });
  if (f.maxDueAtSigning)
    chips.push({ label: `Due at signing up to ${money(f.maxDueAtSigning)}`, clear: { maxDueAtSigning: '' } });
  if (f.fuelType) chips.push({ label: f.fuelType, clear: { fuelType: '' } });
  if (f.minYear || f.maxYear) {
    const label =
      f.minYear && f.maxYear
        ? f.minYear === f.maxYear
          ? f.minYear
          : `${f.minYear}–${f.maxYear}`
        : f.minYear
          ? `${f.minYear} or newer`
          : `${f.maxYear} or older`;
    chips.push({ label, clear: { minYear: '', maxYear: '' } });
  }
  if (f.zipCode)
    chips.push({
      label: f.distance ? `Within ${f.distance} miles of ${f.zipCode}` : `ZIP ${f.zipCode}`,
      clear: { zipCode: '', distance: '' },
    });
  return chips;
}
