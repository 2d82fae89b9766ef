// The rows of an import file checked and compared with the dealer's listings: each row's listing
// fields go through the wizard's own schema (shared-contracts listingFieldsSchema), its stock
// number through stockNumberSchema, and a stock number used twice in the file refuses the later
// row. A valid row is new (no listing of the dealer has its stock number), changed (some field
// differs) or unchanged.
import {
  duplicateStockNumberMessage,
  LISTING_IMPORT_LIST_SEPARATOR,
  LISTING_LIST_FIELDS,
  LISTING_TEXT_FIELDS,
  listingFieldsSchema,
  PICTURES_COLUMN,
  picturesCellSchema,
  stockNumberSchema,
  STOCK_NUMBER_COLUMN,
  type ListingFields,
  type ListingImportCounts,
  type ListingImportRow,
} from 'shared-contracts';
import type { ListingRow } from '../mappers';
import type { ImportRecord } from './csv-file';

type Problem = ListingImportRow['problems'][number];

export interface CheckedRow {
  row: number;
  stockNumber: string;
  title: string;
  /** The parsed fields; undefined when the row is refused. */
  fields?: ListingFields;
  /** The picture addresses of the pictures cell; undefined when it is empty (pictures stay as they are). */
  pictures?: string[];
  problems: Problem[];
}

/** The row's cells as the schema reads the wizard's parts: text fields as they are, lists split on |. */
function schemaInput(cells: ImportRecord['cells']): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const name of LISTING_TEXT_FIELDS) input[name] = cells[name];
  for (const name of LISTING_LIST_FIELDS) input[name] = cells[name].split(LISTING_IMPORT_LIST_SEPARATOR);
  return input;
}

/** Each row checked; the first problem of each column is kept (the wizard shows one message per field). */
export function checkRows(records: ImportRecord[]): CheckedRow[] {
  const firstRowOf = new Map<string, number>();
  return records.map(({ line, cells }) => {
    const problems: Problem[] = [];
    const add = (column: string, message: string) => {
      if (!problems.some((p) => p.column === column)) problems.push({ column, message });
    };
    const stock = stockNumberSchema.safeParse(cells.stockNumber);
    const stockNumber = stock.success ? stock.data : cells.stockNumber.trim();
    if (!stock.success) add(STOCK_NUMBER_COLUMN, stock.error.issues[0].message);
    else if (firstRowOf.has(stockNumber))
      add(STOCK_NUMBER_COLUMN, duplicateStockNumberMessage(firstRowOf.get(stockNumber)!));
    else firstRowOf.set(stockNumber, line);
    const parsed = listingFieldsSchema.safeParse(schemaInput(cells));
    if (!parsed.success) for (const issue of parsed.error.issues) add(String(issue.path[0]), issue.message);
    const pictures = picturesCellSchema.safeParse(cells[PICTURES_COLUMN]);
    if (!pictures.success) add(PICTURES_COLUMN, pictures.error.issues[0].message);
    const title = [cells.year, cells.make, cells.model]
      .map((c) => c.trim())
      .filter(Boolean)
      .join(' ');
    return {
      row: line,
      stockNumber,
      title,
      fields: problems.length === 0 && parsed.success ? parsed.data : undefined,
      pictures: pictures.success ? pictures.data : undefined,
      problems,
    };
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value in the file differs from the listing's. */
function changedColumns(fields: ListingFields, listing: ListingRow): string[] {
  return (Object.keys(fields) as Array<keyof ListingFields>).filter((key) => {
    const value = fields[key];
    const stored = listing[key];
    return typeof value === 'number' ? Number(stored) !== value : !same(value, stored);
  });
}

export interface ClassifiedRow extends ListingImportRow {
  fields?: ListingFields;
  pictures?: string[];
  listing?: ListingRow;
}

/** Whether the row gives pictures other than those the listing was last given (none: a new listing's). */
export const picturesChange = (pictures: string[] | undefined, listing: ListingRow | undefined) =>
  pictures !== undefined && !same(pictures, listing?.pictureSources ?? null);

/** Each row's status against the dealer's listings with a stock number (by stock number). */
export function classifyRows(
  rows: CheckedRow[],
  existing: ReadonlyMap<string, ListingRow>,
): { rows: ClassifiedRow[]; counts: ListingImportCounts; missing: ListingRow[] } {
  const counts: ListingImportCounts = { new: 0, changed: 0, unchanged: 0, refused: 0, missing: 0 };
  const out = rows.map((row): ClassifiedRow => {
    const listing = existing.get(row.stockNumber);
    const base = {
      row: row.row,
      stockNumber: row.stockNumber,
      title: row.title,
      problems: row.problems,
      pictures: row.pictures,
    };
    if (!row.fields) {
      counts.refused++;
      return { ...base, status: 'refused', listingId: null, changes: [] };
    }
    if (!listing) {
      counts.new++;
      return { ...base, status: 'new', listingId: null, changes: [], fields: row.fields };
    }
    const changes = changedColumns(row.fields, listing);
    if (picturesChange(row.pictures, listing)) changes.push(PICTURES_COLUMN);
    counts[changes.length > 0 ? 'changed' : 'unchanged']++;
    return {
      ...base,
      status: changes.length > 0 ? 'changed' : 'unchanged',
      listingId: listing.id,
      changes,
      fields: row.fields,
      listing,
    };
  });
  const inFile = new Set(rows.map((r) => r.stockNumber));
  const missing = [...existing.values()].filter((l) => !inFile.has(l.stockNumber!));
  counts.missing = missing.length;
  return { rows: out, counts, missing };
}

/** The answer's row: without the parsed fields and the stored listing. */
export const publicRow = ({ fields: _f, listing: _l, pictures: _p, ...row }: ClassifiedRow): ListingImportRow => row;
