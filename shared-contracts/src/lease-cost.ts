// What a lease costs, computed the same way on every card, deal page, comparison, sort and
// mail (docs/decisions.md "Lease cost"; the FAQ shows the same formulas to shoppers).
//
// A listing quotes one monthly payment, for its lowest annual mileage, on each of its terms.
// - Due at signing = the down payment + the first monthly payment.
// - A higher annual mileage is bought in advance at the listing's extra-mileage rate:
//   monthly = quoted monthly + (chosen miles - lowest miles) x rate / 12.
// - Total cost = the down payment + monthly x term (every payment over the lease).
// - Effective monthly = total cost / term: what the lease costs per month, down payment included.

/** The listing fields the cost depends on. */
export interface LeaseTermsInput {
  monthlyPayment: number;
  downPayment: number;
  leaseTerms: readonly number[];
  mileageLimits: readonly number[];
  extraMileageCost: number;
}

/** A shopper's choice of one of the listing's terms and annual mileages. */
export interface LeaseChoice {
  termMonths: number;
  annualMileage: number;
}

export interface LeaseCost extends LeaseChoice {
  monthly: number;
  dueAtSigning: number;
  totalCost: number;
  effectiveMonthly: number;
}

/** Cents, rounded half away from zero: money is shown to the cent and compared as shown. */
export function roundMoney(value: number): number {
  const cents = Math.abs(value) * 100;
  // Binary noise (1.005 * 100 is 100.49999999999999) only matters within a hair of a half cent:
  // elsewhere Math.round alone gives the same cents. Near one, toPrecision(15) drops the noise.
  const rounded =
    cents < 1e9 && Math.abs(cents - Math.floor(cents) - 0.5) > 1e-6
      ? Math.round(cents)
      : Math.round(Number(cents.toPrecision(15)));
  return (Math.sign(value) * rounded) / 100;
}

const positive = (values: readonly number[]) => values.filter((v) => Number.isFinite(v) && v > 0);

/**
 * The choice a listing is quoted on: its longest term (the lowest effective monthly for a given
 * payment) and its lowest annual mileage. Undefined when the listing offers no term.
 */
export function defaultLeaseChoice(
  listing: Pick<LeaseTermsInput, 'leaseTerms' | 'mileageLimits'>,
): LeaseChoice | undefined {
  const terms = positive(listing.leaseTerms);
  if (!terms.length) return undefined;
  const miles = positive(listing.mileageLimits);
  return { termMonths: Math.max(...terms), annualMileage: miles.length ? Math.min(...miles) : 0 };
}

/**
 * The listing's own choice closest to what was asked (a term or mileage it does not offer
 * falls back to its default), so a shared link with a stale choice still prices a real offer.
 */
export function resolveLeaseChoice(
  listing: Pick<LeaseTermsInput, 'leaseTerms' | 'mileageLimits'>,
  asked: Partial<LeaseChoice> = {},
): LeaseChoice | undefined {
  const fallback = defaultLeaseChoice(listing);
  if (!fallback) return undefined;
  const terms = positive(listing.leaseTerms);
  const miles = positive(listing.mileageLimits);
  return {
    termMonths:
      asked.termMonths !== undefined && terms.includes(asked.termMonths) ? asked.termMonths : fallback.termMonths,
    annualMileage:
      asked.annualMileage !== undefined && miles.includes(asked.annualMileage)
        ? asked.annualMileage
        : fallback.annualMileage,
  };
}

/** The cost of the listing on a choice (by default its quoted one); undefined without any term. */
export function leaseCost(listing: LeaseTermsInput, asked?: Partial<LeaseChoice>): LeaseCost | undefined {
  const choice = resolveLeaseChoice(listing, asked);
  if (!choice) return undefined;
  const lowestMiles = Math.min(
    ...(positive(listing.mileageLimits).length ? positive(listing.mileageLimits) : [choice.annualMileage]),
  );
  return costOnChoice(listing, choice, lowestMiles);
}

/**
 * The cost on a choice the listing offers (resolveLeaseChoice's), given its lowest offered annual
 * mileage (the choice's own when it offers none): leaseCost's arithmetic, for callers that price
 * many choices of one listing.
 */
export function costOnChoice(listing: LeaseTermsInput, choice: LeaseChoice, lowestMiles: number): LeaseCost {
  const extraMiles = Math.max(0, choice.annualMileage - lowestMiles);
  const monthly = roundMoney(listing.monthlyPayment + (extraMiles * Math.max(0, listing.extraMileageCost)) / 12);
  const down = Math.max(0, listing.downPayment);
  const totalCost = roundMoney(down + monthly * choice.termMonths);
  return {
    termMonths: choice.termMonths,
    annualMileage: choice.annualMileage,
    monthly,
    dueAtSigning: roundMoney(down + monthly),
    totalCost,
    effectiveMonthly: roundMoney(totalCost / choice.termMonths),
  };
}

/**
 * The choice a search prices a listing on: the searched term (if the listing offers it) and the
 * lowest offered annual mileage at or above the searched one (a shopper who drives 12,000 miles
 * is served by a 15,000-mile lease, not a 10,000-mile one). Absent or unmatched parts fall back
 * to the listing's default choice. The API filters and sorts on the same choice.
 */
export function searchLeaseChoice(
  listing: Pick<LeaseTermsInput, 'leaseTerms' | 'mileageLimits'>,
  search: { term?: number; mileage?: number },
): LeaseChoice | undefined {
  const miles = positive(listing.mileageLimits).sort((a, b) => a - b);
  const enough = search.mileage === undefined ? undefined : miles.find((m) => m >= search.mileage!);
  return resolveLeaseChoice(listing, { termMonths: search.term, annualMileage: enough });
}
