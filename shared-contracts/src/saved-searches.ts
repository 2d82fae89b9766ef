// Saved searches: a signed-in consumer keeps a /listings search (its URL query, normalised
// here, and a name made from its filters); the daily job mails new matches with an
// unsubscribe link that works without signing in.
import { z } from 'zod';
import { BUDGET_BANDS, budgetToRange } from './catalog';
import { listingSearchQuerySchema, type ListingSearchQuery } from './listings';
import { dollars, groupedNumber } from './number-format';
import { dataResponse, isoDateTime, messageDataResponse } from './responses/common';
import { text } from './text';

/** Most saved searches one consumer keeps (docs/decisions.md). */
export const SAVED_SEARCHES_MAX = 20;
export const SAVED_SEARCHES_FULL_MESSAGE = `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`;
export const SAVED_SEARCH_NOT_FOUND_MESSAGE = 'Saved search not found';

/** The search fields a saved search keeps, in the order of its normalised query (no page, size, scope or dealer). */
export const SAVED_SEARCH_FIELDS = [
  'search',
  'bodyType',
  'make',
  'model',
  'fuelType',
  'minPrice',
  'maxPrice',
  'maxDueAtSigning',
  'term',
  'mileage',
  'minYear',
  'maxYear',
  'zipCode',
  'distance',
  'available',
  'sort',
] as const satisfies ReadonlyArray<keyof ListingSearchQuery>;

export type SavedSearchFilters = Partial<Pick<ListingSearchQuery, (typeof SAVED_SEARCH_FIELDS)[number]>>;

export type NormalisedSearch =
  { ok: true; query: string; filters: SavedSearchFilters } | { ok: false; message: string };

/**
 * A /listings URL query (with or without `?`) as the query a saved search keeps: parsed by
 * listingSearchQuerySchema (its messages for bad values), only the search fields, in one
 * order, so the same search saved twice is the same text.
 */
export function normaliseSearchQuery(raw: string): NormalisedSearch {
  const params = new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw);
  const input: Record<string, string> = {};
  for (const field of SAVED_SEARCH_FIELDS) {
    const value = params.get(field);
    if (value !== null && value.trim() !== '') input[field] = value;
  }
  // The search page's budget band (`budget=200-300`) is a price range.
  const band = BUDGET_BANDS.find((b) => b.value === params.get('budget'));
  if (band && input.minPrice === undefined && input.maxPrice === undefined) {
    const { minPrice, maxPrice } = budgetToRange(band.value);
    if (minPrice !== undefined) input.minPrice = String(minPrice);
    if (maxPrice !== undefined) input.maxPrice = String(maxPrice);
  }
  const parsed = listingSearchQuerySchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid search' };
  const q = parsed.data;
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    return { ok: false, message: 'minPrice cannot be greater than maxPrice' };
  }
  const out = new URLSearchParams();
  const filters: Record<string, unknown> = {};
  for (const field of SAVED_SEARCH_FIELDS) {
    const value = q[field];
    if (value === undefined || value === '') continue;
    out.set(field, String(value));
    filters[field] = value;
  }
  return { ok: true, query: out.toString(), filters: filters as SavedSearchFilters };
}

/**
 * The /listings URL query that opens a saved search: its query, plus the search page's budget
 * band when the price range is exactly one (`budget=200-300`).
 */
export function savedSearchPageQuery(query: string): string {
  const params = new URLSearchParams(query);
  const band = BUDGET_BANDS.find((b) => {
    const range = budgetToRange(b.value);
    return (
      String(range.minPrice ?? '') === (params.get('minPrice') ?? '') &&
      String(range.maxPrice ?? '') === (params.get('maxPrice') ?? '')
    );
  });
  if (band && (params.has('minPrice') || params.has('maxPrice'))) params.set('budget', band.value);
  return params.toString();
}

const money = dollars;

/** A saved search's name from its filters, e.g. "SUV · Toyota · up to $400/month" ("All lease deals" without filters). */
export function savedSearchName(f: SavedSearchFilters): string {
  const parts: string[] = [];
  if (f.search) parts.push(`“${f.search}”`);
  if (f.bodyType) parts.push(f.bodyType);
  if (f.fuelType) parts.push(f.fuelType);
  if (f.make) parts.push(f.model ? `${f.make} ${f.model}` : f.make);
  else if (f.model) parts.push(f.model);
  if (f.minPrice !== undefined && f.maxPrice !== undefined)
    parts.push(`${money(f.minPrice)}-${money(f.maxPrice)}/month`);
  else if (f.maxPrice !== undefined) parts.push(`up to ${money(f.maxPrice)}/month`);
  else if (f.minPrice !== undefined) parts.push(`from ${money(f.minPrice)}/month`);
  if (f.maxDueAtSigning !== undefined) parts.push(`up to ${money(f.maxDueAtSigning)} due at signing`);
  if (f.term !== undefined) parts.push(`${f.term} months`);
  if (f.mileage !== undefined) parts.push(`${groupedNumber(f.mileage)} mi/year`);
  if (f.minYear !== undefined && f.maxYear !== undefined)
    parts.push(f.minYear === f.maxYear ? `${f.minYear}` : `${f.minYear}-${f.maxYear}`);
  else if (f.minYear !== undefined) parts.push(`${f.minYear} or newer`);
  else if (f.maxYear !== undefined) parts.push(`${f.maxYear} or older`);
  if (f.zipCode) parts.push(f.distance !== undefined ? `within ${f.distance} mi of ${f.zipCode}` : `near ${f.zipCode}`);
  const name = parts.length ? parts.join(' · ') : 'All lease deals';
  return name.length > 120 ? `${name.slice(0, 119)}…` : name;
}

/** POST /api/saved-searches: the /listings URL query to keep. */
export const saveSearchBodySchema = z.strictObject({ query: text({ max: 2000, trim: false }) });
export type SaveSearchBody = z.infer<typeof saveSearchBodySchema>;

/** PATCH /api/saved-searches/:id */
export const updateSavedSearchBodySchema = z.strictObject({ mailOn: z.boolean() });
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBodySchema>;

/** POST /api/saved-searches/unsubscribe: the token of a mailed link. */
export const unsubscribeBodySchema = z.strictObject({ token: text({ max: 300, min: 1, trim: false }) });
export type UnsubscribeBody = z.infer<typeof unsubscribeBodySchema>;

export const savedSearchIdParamsSchema = z.object({ id: text({ max: 64 }) });

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The normalised /listings query (open it as `/listings?<query>`). */
  query: z.string(),
  mailOn: z.boolean(),
  createdAt: isoDateTime,
  /** When the daily job last looked for new matches (null: not yet). */
  lastRunAt: isoDateTime.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchesResponseSchema = dataResponse(
  z.object({ savedSearches: z.array(savedSearchSchema), max: z.number().int() }),
);
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;
export const savedSearchResponseSchema = messageDataResponse(savedSearchSchema);
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

export const unsubscribeResponseSchema = messageDataResponse(
  z.object({
    scope: z.enum(['search', 'all']),
    /** The search's name (scope search; null once it was deleted). */
    name: z.string().nullable(),
  }),
);
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

/** One run of the daily saved-search job. */
export const savedSearchRunSchema = z.object({
  ranAt: isoDateTime,
  day: z.string(),
  consumersChecked: z.number().int(),
  mailsQueued: z.number().int(),
  newMatches: z.number().int(),
  priceDrops: z.number().int(),
});
export type SavedSearchRun = z.infer<typeof savedSearchRunSchema>;
export const savedSearchRunResponseSchema = dataResponse(savedSearchRunSchema);
