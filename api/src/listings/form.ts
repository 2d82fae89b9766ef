// The listing form of POST /api/listings and PUT /api/listings/{id} (shared-contracts
// listing-form.ts), from its multipart parts: the text fields parsed with the contract's schema
// (every field for a new listing; for an edit only those sent, the stored values being the
// fallback), the main image and the gallery in slot order (new files and stored keys mixed),
// and an admin's dealerId. Every problem is collected and answered as one 400, images first
// (the wizard's step 1), then the fields in the wizard's order.
import {
  collectListingFields,
  LISTING_GALLERY_SLOTS,
  LISTING_IMAGE_FIELDS,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_LIST_FIELDS,
  LISTING_MESSAGES,
  LISTING_TEXT_FIELDS,
  listingFieldsSchema,
  optionalStockNumberSchema,
  STOCK_NUMBER_FIELD,
  storedImagePathSchema,
  type ListingFields,
} from 'shared-contracts';
import { HttpError } from '../lib/errors';
import type { MultipartPart, MultipartPartsOptions } from '../lib/multipart-form';

export const LISTING_FORM_MESSAGES = {
  oneMainImage: 'Only one Main Display Image may be sent',
  tooManyGalleryImages: `At most ${LISTING_GALLERY_SLOTS} Gallery Images may be sent`,
  sameImageTwice: 'The same image was sent twice',
  foreignImage: 'An image that does not belong to this listing was sent',
  dealerIdOnce: 'dealerId must be sent once',
  stockNumberOnce: 'stockNumber must be sent once',
} as const;

const DEALER_ID = 'dealerId';

/** What the multipart reader accepts for a listing (lib/multipart-form.ts). */
export const LISTING_FORM_PARTS: MultipartPartsOptions = {
  textFields: [
    ...LISTING_TEXT_FIELDS,
    ...LISTING_LIST_FIELDS,
    LISTING_IMAGE_FIELDS.main,
    LISTING_IMAGE_FIELDS.gallery,
    DEALER_ID,
    STOCK_NUMBER_FIELD,
  ],
  fileFields: {
    [LISTING_IMAGE_FIELDS.main]: { max: 1, tooMany: LISTING_FORM_MESSAGES.oneMainImage },
    [LISTING_IMAGE_FIELDS.gallery]: { max: LISTING_GALLERY_SLOTS, tooMany: LISTING_FORM_MESSAGES.tooManyGalleryImages },
  },
  maxFileBytes: LISTING_IMAGE_MAX_BYTES,
  // The longest real value is an image key (300 characters); a field of more is refused as it arrives.
  maxTextBytes: 4096,
  // 14 single fields, two choice lists, four feature lists of up to 60 parts, 6 image keys, dealerId.
  maxTextParts: 300,
};

/** A new file (its bytes) or an image the listing already has (its stored key); `path` names it in errors. */
export type ImageEntry = { kind: 'file'; bytes: Buffer; path: string } | { kind: 'stored'; key: string; path: string };

export interface ListingForm<F> {
  fields: F;
  /** The main image; undefined when the form has no imageUrls part (an edit keeps the stored one). */
  main?: ImageEntry;
  /** The gallery in slot order; undefined when the form has no galleryImages part (an edit keeps the stored one). */
  gallery?: ImageEntry[];
  /** Sent by an admin for a new listing. */
  dealerId?: string;
  /** The dealer's stock number (null: none, blank sent); undefined when not sent (an edit keeps it). */
  stockNumber?: string | null;
}

type Issue = { path: string; message: string };
type Mode = 'create' | 'update';
type FieldsOf<M extends Mode> = M extends 'create' ? ListingFields : Partial<ListingFields>;

const updateFieldsSchema = listingFieldsSchema.partial();

/** The listing form from its parts, or a 400 listing every problem (the first one as `message`). */
export function parseListingForm<M extends Mode>(parts: MultipartPart[], mode: M): ListingForm<FieldsOf<M>> {
  const issues: Issue[] = [];
  const texts: Array<[string, string]> = [];
  const images: Record<string, ImageEntry[] | undefined> = {};
  const dealerIds: string[] = [];
  const stockNumbers: string[] = [];
  for (const part of parts) {
    const isImage = part.name === LISTING_IMAGE_FIELDS.main || part.name === LISTING_IMAGE_FIELDS.gallery;
    if (isImage) {
      const list = (images[part.name] ??= []);
      const path = part.name === LISTING_IMAGE_FIELDS.gallery ? `${part.name}.${list.length}` : part.name;
      if (part.kind === 'file') list.push({ kind: 'file', bytes: part.bytes, path });
      // An empty value is an empty slot: the field is present, with nothing in it.
      else if (part.value !== '') list.push({ kind: 'stored', key: part.value, path });
    } else if (part.kind === 'text') {
      if (part.name === DEALER_ID) dealerIds.push(part.value.trim());
      else if (part.name === STOCK_NUMBER_FIELD) stockNumbers.push(part.value);
      else texts.push([part.name, part.value]);
    }
  }

  const main = images[LISTING_IMAGE_FIELDS.main];
  const gallery = images[LISTING_IMAGE_FIELDS.gallery];
  if ((mode === 'create' && !main) || main?.length === 0)
    issues.push({ path: LISTING_IMAGE_FIELDS.main, message: LISTING_MESSAGES.mainImage });
  if (main && main.length > 1)
    issues.push({ path: LISTING_IMAGE_FIELDS.main, message: LISTING_FORM_MESSAGES.oneMainImage });
  if ((mode === 'create' && !gallery) || gallery?.length === 0)
    issues.push({ path: LISTING_IMAGE_FIELDS.gallery, message: LISTING_MESSAGES.galleryImages });
  if (gallery && gallery.length > LISTING_GALLERY_SLOTS)
    issues.push({ path: LISTING_IMAGE_FIELDS.gallery, message: LISTING_FORM_MESSAGES.tooManyGalleryImages });
  const seen = new Set<string>();
  for (const entry of [...(main ?? []), ...(gallery ?? [])]) {
    if (entry.kind !== 'stored') continue;
    const key = storedImagePathSchema.safeParse(entry.key);
    // A new listing has no stored images: a key sent with it belongs to another listing.
    if (!key.success) issues.push({ path: entry.path, message: key.error.issues[0].message });
    else if (mode === 'create') issues.push({ path: entry.path, message: LISTING_FORM_MESSAGES.foreignImage });
    else if (seen.has(entry.key)) issues.push({ path: entry.path, message: LISTING_FORM_MESSAGES.sameImageTwice });
    seen.add(entry.key);
  }
  if (dealerIds.length > 1) issues.push({ path: DEALER_ID, message: LISTING_FORM_MESSAGES.dealerIdOnce });

  const schema = mode === 'create' ? listingFieldsSchema : updateFieldsSchema;
  const parsed = schema.safeParse(collectListingFields(texts));
  if (!parsed.success) issues.push(...parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));

  // Optional (blank: none); after the fields' problems.
  const stockNumber = stockNumbers.length === 1 ? optionalStockNumberSchema.safeParse(stockNumbers[0]) : undefined;
  if (stockNumbers.length > 1)
    issues.push({ path: STOCK_NUMBER_FIELD, message: LISTING_FORM_MESSAGES.stockNumberOnce });
  else if (stockNumber && !stockNumber.success)
    issues.push({ path: STOCK_NUMBER_FIELD, message: stockNumber.error.issues[0].message });

  if (issues.length > 0 || !parsed.success) throw new HttpError(400, issues[0].message, issues);
  return {
    fields: parsed.data as FieldsOf<M>,
    main: main?.[0],
    gallery,
    dealerId: dealerIds[0] || undefined,
    ...(stockNumber?.success ? { stockNumber: stockNumber.data || null } : {}),
  };
}

/** The stored keys the form keeps (main and gallery). */
export function storedKeysOf(form: ListingForm<unknown>): ImageEntry[] {
  return [...(form.main ? [form.main] : []), ...(form.gallery ?? [])].filter((e) => e.kind === 'stored');
}

/** The new files of the form, in order (main first). */
export function newFilesOf(form: ListingForm<unknown>): Array<ImageEntry & { kind: 'file' }> {
  return [...(form.main ? [form.main] : []), ...(form.gallery ?? [])].filter(
    (e): e is ImageEntry & { kind: 'file' } => e.kind === 'file',
  );
}
