import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { resolveLeaseChoice, type LeaseChoice, type LeaseTermsInput } from 'shared-contracts';

/** The deal page's URL keys: `?term=36&miles=12000`. */
const CHOICE_PARAMS = { term: 'term', miles: 'miles' } as const;

const whole = (value: string | null) => {
  if (!value || !/^\d{1,6}$/.test(value)) return undefined;
  return Number(value);
};

/** The choice asked for in a query string (unreadable values are left out). */
function choiceFromParams(params: URLSearchParams): Partial<LeaseChoice> {
  return { termMonths: whole(params.get(CHOICE_PARAMS.term)), annualMileage: whole(params.get(CHOICE_PARAMS.miles)) };
}

/** `params` with the choice written in (other keys kept). */
export function paramsWithChoice(params: URLSearchParams, choice: LeaseChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(CHOICE_PARAMS.term, String(choice.termMonths));
  if (choice.annualMileage > 0) next.set(CHOICE_PARAMS.miles, String(choice.annualMileage));
  else next.delete(CHOICE_PARAMS.miles);
  return next;
}

/**
 * The lease picked on a deal page, kept in the URL (shareable, survives a reload, rendered on the
 * server): a term or mileage the listing does not offer falls back to its quoted choice.
 */
export function useLeaseChoiceParam(listing: Pick<LeaseTermsInput, 'leaseTerms' | 'mileageLimits'>) {
  const [params] = useSearchParams();
  const choice = useMemo(() => resolveLeaseChoice(listing, choiceFromParams(params)), [listing, params]);
  /** The query string of the page with `patch` picked (for the picker's links). */
  const searchFor = useCallback(
    (patch: Partial<LeaseChoice>) => (choice ? `?${paramsWithChoice(params, { ...choice, ...patch }).toString()}` : ''),
    [choice, params],
  );
  return { choice, searchFor };
}
