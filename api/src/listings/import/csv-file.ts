// Reads an uploaded listing import file (shared-contracts listing-import.ts) into its rows:
// UTF-8 (a BOM is accepted), comma-separated, every template column once (names matched
// ignoring case and spaces around them), at most LISTING_IMPORT_LIMITS.maxRows rows. Rows whose
// cells are all empty are skipped. Anything that keeps the file from being read as one is a
// file-level 400 with a message the dealer can act on.
import { parse } from 'csv-parse/sync';
import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  listingImportFileMessage,
  PICTURES_COLUMN,
  type ListingImportColumn,
} from 'shared-contracts';
import { badRequest, HttpError } from '../../lib/errors';

/** The template's columns and the optional pictures column ('' when the file lacks it). */
export type ImportCells = Record<ListingImportColumn | typeof PICTURES_COLUMN, string>;

export interface ImportRecord {
  /** The line of the file the row ends on (the header is line 1). */
  line: number;
  cells: ImportCells;
}

/** Longest row in characters: 40 cells of text and four lists of features fit well under it. */
const MAX_RECORD_CHARS = 64 * 1024;

function decodeUtf8(bytes: Buffer): string {
  try {
    // fatal: bytes that are not UTF-8 (a file saved as Windows-1252) throw; the BOM is dropped.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(LISTING_IMPORT_MESSAGES.notUtf8);
  }
}

/** The header's cells as template columns (their positions), or a 400 naming what is wrong. */
function columnsOf(header: string[]): Array<keyof ImportCells> {
  const byName = new Map<string, keyof ImportCells>(
    ([...LISTING_IMPORT_COLUMNS, PICTURES_COLUMN] as Array<keyof ImportCells>).map((c) => [c.toLowerCase(), c]),
  );
  const found: Array<keyof ImportCells> = [];
  const unknown: string[] = [];
  for (const cell of header) {
    const column = byName.get(cell.trim().toLowerCase());
    if (!column) unknown.push(cell.trim() || '(empty)');
    else if (found.includes(column)) throw badRequest(listingImportFileMessage.repeatedColumn(column));
    else found.push(column);
  }
  if (unknown.length > 0) throw badRequest(listingImportFileMessage.unknownColumns(unknown));
  const missing = LISTING_IMPORT_COLUMNS.filter((c) => !found.includes(c));
  // The pictures column is optional: a file without it leaves pictures as they are.
  if (missing.length > 0) throw badRequest(listingImportFileMessage.missingColumns(missing));
  return found;
}

type CsvParseError = Error & { code?: string; lines?: number; record?: unknown[] };

function fileProblem(error: CsvParseError, headerLength: number): HttpError {
  const line = error.lines ?? 1;
  switch (error.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
      return badRequest(listingImportFileMessage.wrongCellCount(line, error.record?.length ?? 0, headerLength));
    case 'CSV_MAX_RECORD_SIZE':
      return badRequest(`Line ${line} is too long`);
    default:
      // Quotes not closed, or text after a closing quote.
      return badRequest(listingImportFileMessage.brokenQuotes(line));
  }
}

/** The rows of the file, or a file-level 400 (413 is the upload's size limit, checked before). */
export function readImportFile(bytes: Buffer): ImportRecord[] {
  if (bytes.length > LISTING_IMPORT_LIMITS.maxBytes) throw new HttpError(413, LISTING_IMPORT_MESSAGES.tooLarge);
  const text = decodeUtf8(bytes);
  if (text.trim() === '') throw badRequest(LISTING_IMPORT_MESSAGES.empty);
  const firstLine = text.split(/\r?\n/, 1)[0];
  if (!firstLine.includes(',') && /[;\t]/.test(firstLine)) throw badRequest(LISTING_IMPORT_MESSAGES.wrongDelimiter);

  let parsed: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // With `info`, each record comes as { record, info } (csv-parse's typings give plain records).
    parsed = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_quotes: true,
      max_record_size: MAX_RECORD_CHARS,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    throw fileProblem(error as CsvParseError, firstLine.split(',').length);
  }
  if (parsed.length === 0) throw badRequest(LISTING_IMPORT_MESSAGES.empty);
  const [header, ...rows] = parsed;
  const columns = columnsOf(header.record);
  if (rows.length === 0) throw badRequest(LISTING_IMPORT_MESSAGES.headerOnly);
  if (rows.length > LISTING_IMPORT_LIMITS.maxRows) throw badRequest(LISTING_IMPORT_MESSAGES.tooManyRows);
  return rows.map(({ record, info }) => ({
    line: info.lines,
    cells: { [PICTURES_COLUMN]: '', ...Object.fromEntries(columns.map((c, i) => [c, record[i] ?? ''])) } as ImportCells,
  }));
}
