// The spreadsheet import of listings (issue 31, first slice: no pictures, no feed): the CSV
// template's columns, the limits of one file, the dealer's stock number, and the preview and
// result shapes. Each row's listing fields are checked with the wizard's own schema
// (listing-form.ts listingFieldsSchema), so a refused row carries the wizard's message.
import { z } from 'zod';
import { LISTING_GALLERY_SLOTS } from './catalog';
import { LISTING_LIST_FIELDS, LISTING_TEXT_FIELDS } from './listing-form';
import { dataResponse, messageDataResponse } from './responses/common';
import { STOCK_NUMBER_FIELD, STOCK_NUMBER_MESSAGES } from './stock-number';

/** The dealer's own reference of a car, unique among its listings: what an import matches rows by. */
export const STOCK_NUMBER_COLUMN = STOCK_NUMBER_FIELD;

/** The template's columns, in order: the stock number, the wizard's fields, then its lists. */
export const LISTING_IMPORT_COLUMNS = [STOCK_NUMBER_COLUMN, ...LISTING_TEXT_FIELDS, ...LISTING_LIST_FIELDS] as const;
export type ListingImportColumn = (typeof LISTING_IMPORT_COLUMNS)[number];

/**
 * The optional last column: the listing's picture addresses separated by |, the first the main
 * picture. A file without it, or an empty cell, leaves the listing's pictures as they are.
 */
export const PICTURES_COLUMN = 'pictures';
/** One listing: the main picture and the gallery's slots. */
export const LISTING_IMPORT_MAX_PICTURES = 1 + LISTING_GALLERY_SLOTS;
const PICTURE_URL_MAX_LENGTH = 2000;

/** Entries of a list cell (lease terms, mileage limits, features) are separated by this. */
export const LISTING_IMPORT_LIST_SEPARATOR = '|';

/** One file: at most this many rows (the header aside) and bytes. */
export const LISTING_IMPORT_LIMITS = { maxRows: 1000, maxBytes: 2 * 1024 * 1024, maxNewPictures: 100 } as const;

/** The multipart field of the uploaded file, and the import's modes. */
export const LISTING_IMPORT_FILE_FIELD = 'file';
export const LISTING_IMPORT_MODES = ['partial', 'full'] as const;
export type ListingImportMode = (typeof LISTING_IMPORT_MODES)[number];

const limitMb = LISTING_IMPORT_LIMITS.maxBytes / 1024 / 1024;
const PICTURE_URL_MESSAGE = 'Each picture must be a web address starting with https:// or http://';

export const LISTING_IMPORT_MESSAGES = {
  stockNumber: STOCK_NUMBER_MESSAGES.required,
  stockNumberTooLong: STOCK_NUMBER_MESSAGES.tooLong,
  stockNumberCharacters: STOCK_NUMBER_MESSAGES.characters,
  noFile: 'Please choose a CSV file: none was sent, or the file was empty',
  tooLarge: `The file is too large (at most ${limitMb} MB)`,
  tooManyRows: `The file has more than ${LISTING_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows: split it into smaller files`,
  empty: 'The file is empty',
  headerOnly: 'The file has a header but no rows',
  notUtf8: 'The file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)"',
  wrongDelimiter: 'The file must be comma-separated: save it as "CSV UTF-8 (comma delimited)"',
  mode: `mode must be one of: ${LISTING_IMPORT_MODES.join(', ')}`,
  refusedRows: 'Some rows are refused: fix them in the file and upload it again',
  applied: 'Import applied',
  changedMeanwhile: 'Your listings changed while importing: please preview the file again',
  tooManyPictures: `A listing has at most ${LISTING_IMPORT_MAX_PICTURES} pictures`,
  pictureUrl: PICTURE_URL_MESSAGE,
  tooManyNewPictures: `The file asks for more than ${LISTING_IMPORT_LIMITS.maxNewPictures} new pictures: split it into smaller files`,
} as const;

/** A picture of a row that could not be fetched or read, e.g. "Picture 2: The server answered 404". */
export const pictureProblemMessage = (position: number, problem: string) => `Picture ${position}: ${problem}`;

/** The pictures cell: the addresses, or undefined when empty (the listing's pictures stay as they are). */
export const picturesCellSchema = z
  .string()
  .transform((cell) =>
    cell
      .split(LISTING_IMPORT_LIST_SEPARATOR)
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(
        z
          .string()
          .max(PICTURE_URL_MAX_LENGTH, PICTURE_URL_MESSAGE)
          .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), PICTURE_URL_MESSAGE),
      )
      .max(LISTING_IMPORT_MAX_PICTURES, LISTING_IMPORT_MESSAGES.tooManyPictures),
  )
  .transform((urls) => (urls.length > 0 ? urls : undefined));

/** The file-level messages that name something found in the file. */
export const listingImportFileMessage = {
  unknownColumns: (names: string[]) => `Unknown column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  missingColumns: (names: string[]) => `Missing column${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
  repeatedColumn: (name: string) => `The column ${name} appears twice`,
  brokenQuotes: (line: number) => `The file's quotes are broken near line ${line}: a quoted cell must end with a quote`,
  wrongCellCount: (line: number, found: number, expected: number) =>
    `Line ${line} has ${found} cells where the header has ${expected}`,
};

/** A row's stock number used by an earlier row of the same file. */
export const duplicateStockNumberMessage = (row: number) => `This stock number is already used on row ${row}`;

// ---------------------------------------------------------------------------------------
// The contract: multipart bodies and answers.

/** POST /api/listings/import/preview and /apply, as documented: the CSV file part and, to apply, the mode. */
export const listingImportBodySchema = z.strictObject({
  [LISTING_IMPORT_FILE_FIELD]: z
    .string()
    .optional()
    .describe(`the CSV file (UTF-8, comma-separated, at most ${limitMb} MB and ${LISTING_IMPORT_LIMITS.maxRows} rows)`),
  mode: z
    .enum(LISTING_IMPORT_MODES)
    .optional()
    .describe('apply only: partial (default) leaves listings missing from the file as they are; full pauses them'),
});

export const LISTING_IMPORT_ROW_STATUSES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type ListingImportRowStatus = (typeof LISTING_IMPORT_ROW_STATUSES)[number];

export const listingImportProblemSchema = z.object({
  /** The template column, e.g. 'make'. */
  column: z.string(),
  message: z.string(),
});

export const listingImportRowSchema = z.object({
  /** The line of the file the row ends on (the header is line 1). */
  row: z.number().int(),
  stockNumber: z.string(),
  status: z.enum(LISTING_IMPORT_ROW_STATUSES),
  /** What the row reads as, e.g. "2025 Toyota Camry" (as far as the file says). */
  title: z.string(),
  /** The listing the row updates (changed, unchanged). */
  listingId: z.string().nullable(),
  /** The columns whose value differs from the listing's (changed). */
  changes: z.array(z.string()),
  /** Why the row is refused, each with its column (refused). */
  problems: z.array(listingImportProblemSchema),
});
export type ListingImportRow = z.infer<typeof listingImportRowSchema>;

export const listingImportCountsSchema = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  /** The dealer's listings with a stock number that the file lacks: a full import pauses those it may pause. */
  missing: z.number().int(),
});
export type ListingImportCounts = z.infer<typeof listingImportCountsSchema>;

export const listingImportPreviewSchema = z.object({
  rows: z.array(listingImportRowSchema),
  counts: listingImportCountsSchema,
});
export type ListingImportPreview = z.infer<typeof listingImportPreviewSchema>;

export const listingImportResultSchema = z.object({
  mode: z.enum(LISTING_IMPORT_MODES),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Listings missing from a full import that were paused. */
  paused: z.number().int(),
  /** The import's entry in the history (GET /api/listings/import/runs/:id follows its pictures). */
  runId: z.string(),
  /** New pictures by address, fetched in the background after the answer (0: the import is finished). */
  picturesToFetch: z.number().int(),
});
export type ListingImportResult = z.infer<typeof listingImportResultSchema>;

export const listingImportPreviewResponseSchema = dataResponse(listingImportPreviewSchema);
export const listingImportResultResponseSchema = messageDataResponse(listingImportResultSchema);
