// A fetched feed read into the import's rows: JSON (a JSON content type, or a body starting with
// `[`) is an array of objects whose keys are the template's columns, a list given as an array or
// as one `|`-separated string, a number as a number or a string, a missing key as an empty cell;
// anything else is read as the CSV template (csv-file.ts, with its file-level messages). An
// item's row number is its position in the array (1 = the first).
import {
  LISTING_FEED_MESSAGES,
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_LIST_SEPARATOR,
  LISTING_IMPORT_MESSAGES,
  listingImportFileMessage,
  PICTURES_COLUMN,
} from 'shared-contracts';
import { badRequest } from '../../lib/errors';
import { readImportFile, type ImportCells, type ImportRecord } from '../import/csv-file';

const isJson = (bytes: Buffer, contentType: string | undefined) =>
  /\bjson\b/i.test(contentType ?? '') ||
  bytes
    .subarray(0, 64)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('[');

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cell).join(LISTING_IMPORT_LIST_SEPARATOR);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function readJson(bytes: Buffer): ImportRecord[] {
  let items: unknown;
  try {
    items = JSON.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw badRequest(LISTING_FEED_MESSAGES.notJson);
  }
  if (!Array.isArray(items)) throw badRequest(LISTING_FEED_MESSAGES.notArray);
  if (items.length === 0) throw badRequest(LISTING_IMPORT_MESSAGES.empty);
  if (items.length > LISTING_IMPORT_LIMITS.maxRows) throw badRequest(LISTING_IMPORT_MESSAGES.tooManyRows);
  const columns = [...LISTING_IMPORT_COLUMNS, PICTURES_COLUMN] as const;
  const known = new Set<string>(columns);
  const unknown = new Set<string>();
  const records = items.map((item, index): ImportRecord => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest(LISTING_FEED_MESSAGES.notObject(index + 1));
    for (const key of Object.keys(item)) if (!known.has(key)) unknown.add(key);
    const source = item as Record<string, unknown>;
    return {
      line: index + 1,
      cells: Object.fromEntries(columns.map((c) => [c, cell(source[c])])) as ImportCells,
    };
  });
  if (unknown.size > 0) throw badRequest(listingImportFileMessage.unknownColumns([...unknown]));
  return records;
}

/** The feed's rows, or a 400 / 413 HttpError whose message says what is wrong with the file. */
export function readFeedBody(bytes: Buffer, contentType: string | undefined): ImportRecord[] {
  return isJson(bytes, contentType) ? readJson(bytes) : readImportFile(bytes);
}
