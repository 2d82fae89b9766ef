// The listing add/edit form (spec 1 sections 2, 5, 7): its multipart field names, the
// wizard's per-step validation, the FormData it sends, and the server-side parser of the
// same text fields, so the browser and the API agree on one contract.
import { z } from 'zod';
import {
  BODY_TYPES,
  CAR_TYPES,
  EXTERIOR_COLORS,
  EXTRA_MILEAGE_COSTS,
  FUEL_TYPES,
  INTERIOR_COLORS,
  LEASE_TERMS,
  LISTING_GALLERY_SLOTS,
  LISTING_YEAR_SPAN,
  MILEAGE_LIMITS,
  SEATS,
  TRANSMISSIONS,
} from './catalog';
import { LISTING_STATUSES, type Listing } from './responses';
import { optionalStockNumberSchema, STOCK_NUMBER_FIELD } from './stock-number';
import { uuidText } from './text';

/** Single-value text parts, in the order they are sent. */
export const LISTING_TEXT_FIELDS = [
  'make',
  'model',
  'bodyType',
  'year',
  'msrp',
  'monthlyPayment',
  'downPayment',
  'extraMileageCost',
  'carType',
  'fuelType',
  'transmission',
  'interiorColor',
  'exteriorColor',
  'numberOfSeats',
] as const;
export type ListingTextField = (typeof LISTING_TEXT_FIELDS)[number];

export const LISTING_FEATURE_FIELDS = [
  'safetyFeatures',
  'comfortFeatures',
  'entertainmentFeatures',
  'specialFeatures',
] as const;
export type ListingFeatureField = (typeof LISTING_FEATURE_FIELDS)[number];

/** Repeated parts, one per entry; an empty list is sent as one empty value. */
export const LISTING_LIST_FIELDS = ['leaseTerms', 'mileageLimits', ...LISTING_FEATURE_FIELDS] as const;
export type ListingListField = (typeof LISTING_LIST_FIELDS)[number];

/**
 * Image parts: `imageUrls` carries the main image (a new file, or the stored path as a text
 * value); `galleryImages` carries the gallery in slot order (new files and stored paths mixed).
 */
export const LISTING_IMAGE_FIELDS = { main: 'imageUrls', gallery: 'galleryImages' } as const;

/** Every multipart field name of POST /api/listings and PUT /api/listings/{id}. */
export const LISTING_FORM_FIELDS = {
  text: LISTING_TEXT_FIELDS,
  lists: LISTING_LIST_FIELDS,
  images: LISTING_IMAGE_FIELDS,
} as const;

export const LISTING_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
/** Largest image file accepted (a phone photo is 3-6 MB; the server resizes it). */
export const LISTING_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const LISTING_FEATURE_MAX_LENGTH = 100;
export const LISTING_FEATURES_MAX = 30;

/** The wizard's messages, word for word (spec 1 section 5). */
export const LISTING_MESSAGES = {
  mainImage: 'Please upload a Main Display Image',
  galleryImages: 'Please upload at least one Gallery Image',
  make: 'Please enter the make',
  model: 'Please enter the model',
  bodyType: 'Please select the body type',
  year: 'Please enter the year',
  msrp: 'Please enter the MSRP',
  leaseTerms: 'Please enter the lease term',
  monthlyPayment: 'Please enter the monthly payment',
  downPayment: 'Please enter the down payment',
  mileageLimits: 'Please select a mileage limit',
  carType: 'Please select the car type',
  extraMileageCost: 'Please enter the extra mileage cost',
  fuelType: 'Please select the fuel type',
  transmission: 'Please select the transmission type',
  interiorColor: 'Please enter the interior color',
  exteriorColor: 'Please enter the exterior color',
  numberOfSeats: 'Please enter the number of seats',
  /** Money inputs have a minimum of 0 (the spec's only numeric check). */
  money: 'Please enter a valid amount of 0 or more',
  /** A price of $0 is no offer (it would top the price sorts): refused in the wizard and by the API. */
  msrpZero: 'The MSRP must be more than $0',
  monthlyPaymentZero: 'The monthly payment must be more than $0',
} as const;

/** JPEG or PNG by declared type, or by extension when the browser gives no type. */
export function isListingImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return (LISTING_IMAGE_TYPES as readonly string[]).includes(file.type);
  return /\.(jpe?g|png)$/i.test(file.name);
}

// ---------------------------------------------------------------------------------------
// The form as the wizard holds it: numbers as text (spec 1 section 3), images per slot.

/** A new file chosen in the browser, or an image already stored (edit mode). */
export type ListingImageValue = { file: File } | { path: string };

export interface ListingFormValues<I extends ListingImageValue = ListingImageValue> {
  mainImage: I | null;
  /** Always LISTING_GALLERY_SLOTS entries; null is an empty slot. */
  galleryImages: Array<I | null>;
  make: string;
  model: string;
  bodyType: string;
  year: string;
  msrp: string;
  leaseTerms: string[];
  monthlyPayment: string;
  downPayment: string;
  mileageLimits: string[];
  carType: string;
  extraMileageCost: string;
  fuelType: string;
  transmission: string;
  interiorColor: string;
  exteriorColor: string;
  numberOfSeats: string;
  safetyFeatures: string[];
  comfortFeatures: string[];
  entertainmentFeatures: string[];
  specialFeatures: string[];
  /** The dealer's optional stock number (blank: none). */
  stockNumber: string;
}

export function emptyListingFormValues<I extends ListingImageValue = ListingImageValue>(): ListingFormValues<I> {
  return {
    mainImage: null,
    galleryImages: Array.from({ length: LISTING_GALLERY_SLOTS }, () => null),
    make: '',
    model: '',
    bodyType: '',
    year: '',
    msrp: '',
    leaseTerms: [],
    monthlyPayment: '',
    downPayment: '',
    mileageLimits: [],
    carType: '',
    extraMileageCost: '',
    fuelType: '',
    transmission: '',
    interiorColor: '',
    exteriorColor: '',
    numberOfSeats: '',
    safetyFeatures: [],
    comfortFeatures: [],
    entertainmentFeatures: [],
    specialFeatures: [],
    stockNumber: '',
  };
}

/** Stored gallery entries may be plain keys or objects with a url (spec 2 section 3). */
function imagePath(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry || undefined;
  if (entry && typeof entry === 'object' && typeof (entry as { url?: unknown }).url === 'string')
    return (entry as { url: string }).url || undefined;
  return undefined;
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Prefills the form from a stored listing (edit mode). */
export function listingToFormValues(listing: Listing): ListingFormValues {
  const gallery = ((listing.galleryImages as unknown[]) ?? []).map(imagePath).filter((p): p is string => Boolean(p));
  const main = imagePath(((listing.imageUrls as unknown[]) ?? [])[0]);
  const cost = Number(listing.extraMileageCost);
  return {
    mainImage: main ? { path: main } : null,
    galleryImages: Array.from({ length: LISTING_GALLERY_SLOTS }, (_, i) => (gallery[i] ? { path: gallery[i] } : null)),
    make: asText(listing.make),
    model: asText(listing.model),
    bodyType: asText(listing.bodyType),
    year: asText(listing.year),
    msrp: asText(listing.msrp),
    leaseTerms: (listing.leaseTerms ?? []).map(String),
    monthlyPayment: asText(listing.monthlyPayment),
    downPayment: asText(listing.downPayment),
    mileageLimits: (listing.mileageLimits ?? []).map(String),
    carType: asText(listing.carType),
    extraMileageCost: Number.isFinite(cost) && listing.extraMileageCost !== null ? cost.toFixed(2) : '',
    fuelType: asText(listing.fuelType),
    transmission: asText(listing.transmission),
    interiorColor: asText(listing.interiorColor),
    exteriorColor: asText(listing.exteriorColor),
    numberOfSeats: asText(listing.numberOfSeats),
    safetyFeatures: [...(listing.safetyFeatures ?? [])],
    comfortFeatures: [...(listing.comfortFeatures ?? [])],
    entertainmentFeatures: [...(listing.entertainmentFeatures ?? [])],
    specialFeatures: [...(listing.specialFeatures ?? [])],
    stockNumber: listing.stockNumber ?? '',
  };
}

/**
 * Adds one feature entry: trimmed; empty and duplicate entries (same text ignoring case,
 * within the list) are ignored and reported.
 */
/**
 * A feature as stored and shown: trimmed, without brackets and without quotes around it (what a
 * pasted list like `["Heated Seats", 'Sunroof']` leaves behind; the spec strips stray bracket and
 * quote characters). A quote inside, as in `17" Alloy Wheels`, stays.
 */
export function cleanFeature(raw: string): string {
  return raw
    .replace(/[[\]]/g, '')
    .trim()
    .replace(/^["'`]+|["'`]+$/g, '')
    .trim();
}

export function addFeatureEntry(
  list: readonly string[],
  raw: string,
): { list: string[]; added: boolean; reason?: 'empty' | 'duplicate' | 'too-long' } {
  const entry = cleanFeature(raw);
  if (!entry) return { list: [...list], added: false, reason: 'empty' };
  if (entry.length > LISTING_FEATURE_MAX_LENGTH) return { list: [...list], added: false, reason: 'too-long' };
  if (list.some((e) => e.toLowerCase() === entry.toLowerCase()))
    return { list: [...list], added: false, reason: 'duplicate' };
  return { list: [...list, entry], added: true };
}

// ---------------------------------------------------------------------------------------
// The wizard's validation, one schema per step (index 0 is step 1).

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
const required = (message: string) => z.string().trim().min(1, message);
const money = (message: string) => required(message).regex(MONEY_PATTERN, LISTING_MESSAGES.money);
/** A price: money, and more than 0. */
const price = (message: string, zero: string) =>
  money(message).refine((v) => !MONEY_PATTERN.test(v) || Number(v) > 0, zero);
const image = z.custom<ListingImageValue | null>((v) => v === null || v === undefined || typeof v === 'object');

export const listingStepSchemas = [
  z.object({
    mainImage: image.refine((v) => Boolean(v), LISTING_MESSAGES.mainImage),
    galleryImages: z.array(image).refine((list) => list.some(Boolean), LISTING_MESSAGES.galleryImages),
  }),
  z.object({
    make: required(LISTING_MESSAGES.make),
    model: required(LISTING_MESSAGES.model),
    bodyType: required(LISTING_MESSAGES.bodyType),
    year: required(LISTING_MESSAGES.year),
    stockNumber: optionalStockNumberSchema,
  }),
  z.object({
    msrp: price(LISTING_MESSAGES.msrp, LISTING_MESSAGES.msrpZero),
    leaseTerms: z.array(z.string()).min(1, LISTING_MESSAGES.leaseTerms),
    monthlyPayment: price(LISTING_MESSAGES.monthlyPayment, LISTING_MESSAGES.monthlyPaymentZero),
    downPayment: money(LISTING_MESSAGES.downPayment),
    mileageLimits: z.array(z.string()).min(1, LISTING_MESSAGES.mileageLimits),
    carType: required(LISTING_MESSAGES.carType),
    extraMileageCost: required(LISTING_MESSAGES.extraMileageCost),
  }),
  z.object({
    fuelType: required(LISTING_MESSAGES.fuelType),
    transmission: required(LISTING_MESSAGES.transmission),
  }),
  z.object({
    interiorColor: required(LISTING_MESSAGES.interiorColor),
    exteriorColor: required(LISTING_MESSAGES.exteriorColor),
    numberOfSeats: required(LISTING_MESSAGES.numberOfSeats),
  }),
  z.object({
    safetyFeatures: z.array(z.string()),
    comfortFeatures: z.array(z.string()),
    entertainmentFeatures: z.array(z.string()),
    specialFeatures: z.array(z.string()),
  }),
] as const;

// ---------------------------------------------------------------------------------------
// The multipart body (spec 1 section 7).

/** The FormData POSTed (add) or PUT (edit) by the wizard. */
export function buildListingFormData(values: ListingFormValues): FormData {
  const form = new FormData();
  for (const name of LISTING_TEXT_FIELDS) form.append(name, values[name].trim());
  for (const name of LISTING_LIST_FIELDS) {
    const list = values[name];
    if (list.length === 0) form.append(name, '');
    else for (const entry of list) form.append(name, entry);
  }
  const appendImage = (name: string, value: ListingImageValue | null) => {
    if (!value) return;
    if ('file' in value) form.append(name, value.file, value.file.name);
    else form.append(name, value.path);
  };
  form.append(STOCK_NUMBER_FIELD, values.stockNumber.trim());
  appendImage(LISTING_IMAGE_FIELDS.main, values.mainImage);
  for (const slot of values.galleryImages) appendImage(LISTING_IMAGE_FIELDS.gallery, slot);
  return form;
}

// ---------------------------------------------------------------------------------------
// Server side: the same text fields parsed from strings.

// C0 and C1 control characters, DEL, and the Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const noControl = (v: string) => !CONTROL_CHARS.test(v);
const controlMessage = (name: string) => `${name} must not contain control characters`;

/** Groups multipart text parts: list fields become arrays; a repeated single field becomes an array (and is then refused). Unknown names are dropped. */
export function collectListingFields(entries: Iterable<readonly [string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const lists = LISTING_LIST_FIELDS as readonly string[];
  const texts = LISTING_TEXT_FIELDS as readonly string[];
  for (const [name, value] of entries) {
    if (lists.includes(name)) {
      const prev = out[name];
      out[name] = Array.isArray(prev) ? [...prev, value] : [value];
    } else if (texts.includes(name)) {
      const prev = out[name];
      out[name] = prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
    }
  }
  return out;
}

const missing = (input: unknown) => input === undefined || input === '';

const serverText = (name: string, requiredMessage: string, max: number) =>
  z
    .string({ error: (iss) => (missing(iss.input) ? requiredMessage : `${name} must be text`) })
    .refine(noControl, controlMessage(name))
    .trim()
    .min(1, requiredMessage)
    .max(max, `${name} must be at most ${max} characters`);

const serverChoice = <T extends readonly [string, ...string[]]>(name: string, requiredMessage: string, values: T) =>
  z
    .string({ error: (iss) => (missing(iss.input) ? requiredMessage : `${name} must be text`) })
    .trim()
    .max(60, `${name} must be at most 60 characters`)
    .refine((v) => v !== '', requiredMessage)
    .refine(
      (v) => v === '' || (values as readonly string[]).includes(v),
      `${name} must be one of: ${values.join(', ')}`,
    )
    .transform((v) => v as T[number]);

const serverMoney = (name: string, requiredMessage: string, max: number) =>
  z
    .string({ error: (iss) => (missing(iss.input) ? requiredMessage : `${name} must be text`) })
    .trim()
    .max(14, `${name} must be an amount of 0 or more with at most 2 decimals`)
    .refine((v) => v !== '', requiredMessage)
    .refine((v) => v === '' || MONEY_PATTERN.test(v), `${name} must be an amount of 0 or more with at most 2 decimals`)
    .transform(Number)
    .refine((n) => n <= max, `${name} must be at most ${max}`);
/** A price (MSRP, monthly payment): an amount as serverMoney, and more than 0. */
const serverPrice = (name: string, requiredMessage: string, zeroMessage: string, max: number) =>
  serverMoney(name, requiredMessage, max).refine((n) => n > 0, zeroMessage);

const serverYear = z
  .string({ error: (iss) => (missing(iss.input) ? LISTING_MESSAGES.year : 'year must be text') })
  .trim()
  .refine((v) => v !== '', LISTING_MESSAGES.year)
  .refine((v) => v === '' || /^\d{4}$/.test(v), 'year must be a 4-digit year')
  .transform(Number)
  .superRefine((year, ctx) => {
    // The wizard offers this year and the 30 before; next year's models are accepted too.
    const current = new Date().getFullYear();
    const min = current - LISTING_YEAR_SPAN;
    if (Number.isFinite(year) && (year < min || year > current + 1))
      ctx.addIssue({ code: 'custom', message: `year must be between ${min} and ${current + 1}` });
  });

/** A single part is a list of one; a list field that is not sent at all is the empty list (feature lists are optional). */
const asList = (v: unknown) => (typeof v === 'string' ? [v] : v === undefined ? [] : v);
/** Parts of a list: '' alone is the empty list. */
const serverList = (name: string, maxParts: number) =>
  z.preprocess(
    asList,
    z
      .array(z.string(), { error: `${name} must be a list of text values` })
      .max(maxParts, `${name} has too many entries`),
  );

const serverNumberChoices = (name: string, requiredMessage: string, allowed: readonly number[]) =>
  serverList(name, allowed.length + 1)
    .transform((parts) => parts.map((p) => p.trim()).filter((p) => p !== ''))
    .refine(
      (parts) => parts.every((p) => /^\d{1,6}$/.test(p) && allowed.includes(Number(p))),
      `${name} must be among: ${allowed.join(', ')}`,
    )
    .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b))
    .refine((list) => list.length > 0, requiredMessage);

const serverFeatures = (name: string) =>
  serverList(name, LISTING_FEATURES_MAX * 2)
    .refine((parts) => parts.every(noControl), controlMessage(name))
    .refine(
      (parts) => parts.every((p) => p.trim().length <= LISTING_FEATURE_MAX_LENGTH),
      `${name} entries must be at most ${LISTING_FEATURE_MAX_LENGTH} characters`,
    )
    .transform((parts) => parts.reduce<string[]>((list, part) => addFeatureEntry(list, part).list, []))
    .refine((list) => list.length <= LISTING_FEATURES_MAX, `${name} can hold at most ${LISTING_FEATURES_MAX} entries`);

const extraMileageCostValues = EXTRA_MILEAGE_COSTS.map(Number);

/**
 * Parses the text parts of a listing multipart (see `collectListingFields`) into typed
 * values: numbers, allowed catalog values, trimmed and de-duplicated feature lists. For an
 * update, use `listingFieldsSchema.partial()`: stored values are the fallback for absent fields.
 * Fields in the wizard's order, so the first problem is the one the wizard would show first.
 */
export const listingFieldsSchema = z.object({
  make: serverText('make', LISTING_MESSAGES.make, 60),
  model: serverText('model', LISTING_MESSAGES.model, 60),
  bodyType: serverChoice('bodyType', LISTING_MESSAGES.bodyType, BODY_TYPES),
  year: serverYear,
  msrp: serverPrice('msrp', LISTING_MESSAGES.msrp, LISTING_MESSAGES.msrpZero, 10_000_000),
  leaseTerms: serverNumberChoices('leaseTerms', LISTING_MESSAGES.leaseTerms, LEASE_TERMS),
  monthlyPayment: serverPrice(
    'monthlyPayment',
    LISTING_MESSAGES.monthlyPayment,
    LISTING_MESSAGES.monthlyPaymentZero,
    100_000,
  ),
  downPayment: serverMoney('downPayment', LISTING_MESSAGES.downPayment, 10_000_000),
  mileageLimits: serverNumberChoices('mileageLimits', LISTING_MESSAGES.mileageLimits, MILEAGE_LIMITS),
  carType: serverChoice('carType', LISTING_MESSAGES.carType, CAR_TYPES),
  extraMileageCost: z
    .string({
      error: (iss) => (missing(iss.input) ? LISTING_MESSAGES.extraMileageCost : 'extraMileageCost must be text'),
    })
    .trim()
    .max(6, `extraMileageCost must be one of: ${EXTRA_MILEAGE_COSTS.join(', ')}`)
    .refine((v) => v !== '', LISTING_MESSAGES.extraMileageCost)
    .refine(
      (v) => v === '' || (/^\d(\.\d{1,2})?$/.test(v) && extraMileageCostValues.includes(Number(v))),
      `extraMileageCost must be one of: ${EXTRA_MILEAGE_COSTS.join(', ')}`,
    )
    .transform(Number),
  fuelType: serverChoice('fuelType', LISTING_MESSAGES.fuelType, FUEL_TYPES),
  transmission: serverChoice('transmission', LISTING_MESSAGES.transmission, TRANSMISSIONS),
  interiorColor: serverChoice('interiorColor', LISTING_MESSAGES.interiorColor, INTERIOR_COLORS),
  exteriorColor: serverChoice('exteriorColor', LISTING_MESSAGES.exteriorColor, EXTERIOR_COLORS),
  numberOfSeats: serverChoice('numberOfSeats', LISTING_MESSAGES.numberOfSeats, SEATS),
  safetyFeatures: serverFeatures('safetyFeatures'),
  comfortFeatures: serverFeatures('comfortFeatures'),
  entertainmentFeatures: serverFeatures('entertainmentFeatures'),
  specialFeatures: serverFeatures('specialFeatures'),
});
export type ListingFields = z.output<typeof listingFieldsSchema>;

/** A stored image key sent back as a text value in edit mode (the API must also check it belongs to the listing). */
export const storedImagePathSchema = z
  .string()
  .min(1, 'image path is empty')
  .max(300, 'image path must be at most 300 characters')
  .refine(noControl, controlMessage('image path'))
  .refine((v) => !v.includes('..') && !v.includes('\\'), 'image path is invalid');

// ---------------------------------------------------------------------------------------
// The contract of the listing commands (shared-contracts endpoints.listings).

const part = z.string().describe('text part');
const parts = z
  .union([z.string(), z.array(z.string())])
  .describe('repeated text parts; one empty value for an empty list');
const filePart = z
  .union([z.string(), z.array(z.string())])
  .describe('JPEG or PNG file part(s), or the stored key(s) of images kept in edit mode');

/**
 * POST /api/listings and PUT /api/listings/{id}, as documented: the multipart fields. The API
 * reads the parts itself (collectListingFields + listingFieldsSchema, storedImagePathSchema);
 * a JSON body is refused.
 */
export const listingMultipartBodySchema = z.strictObject({
  ...(Object.fromEntries(LISTING_TEXT_FIELDS.map((name) => [name, part.optional()])) as Record<
    ListingTextField,
    z.ZodOptional<typeof part>
  >),
  ...(Object.fromEntries(LISTING_LIST_FIELDS.map((name) => [name, parts.optional()])) as Record<
    ListingListField,
    z.ZodOptional<typeof parts>
  >),
  imageUrls: filePart.optional(),
  galleryImages: filePart.optional(),
  stockNumber: part
    .optional()
    .describe(
      "the dealer's own reference, unique among its listings (an import updates the listing by it); blank: none (an edit: removes it)",
    ),
  /** Admin only: the dealer the new listing belongs to. */
  dealerId: uuidText().optional().describe('admin only: the dealer of a new listing'),
});

/** PUT /api/listings/{id}/status */
export const listingStatusBodySchema = z.strictObject({
  status: z.enum(LISTING_STATUSES, { error: `Status must be one of: ${LISTING_STATUSES.join(', ')}` }),
});
export type ListingStatusBody = z.infer<typeof listingStatusBodySchema>;
