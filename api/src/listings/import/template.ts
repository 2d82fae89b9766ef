// The listing import's CSV template (GET /api/listings/import/template): the header of the
// template columns and one example row, every cell written safely: quoted when it holds a comma,
// quote or line break, and prefixed with ' when a spreadsheet would read it as a formula.
import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIST_SEPARATOR,
  PICTURES_COLUMN,
  type ListingImportColumn,
} from 'shared-contracts';

/** Cells a spreadsheet runs as a formula (or as a command, with tab and CR) start with one of these. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-like text made inert with a leading ', then quoted where CSV needs it. */
function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV text (CRLF line ends, as spreadsheets write them). */
export function csvText(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const list = (...entries: string[]) => entries.join(LISTING_IMPORT_LIST_SEPARATOR);

/** The example row: a car the wizard would accept, of the year of `now`. */
export function importExampleRow(now: Date): Record<ListingImportColumn, string> {
  return {
    stockNumber: 'EXAMPLE-1',
    make: 'Toyota',
    model: 'Camry Hybrid',
    bodyType: 'Sedan',
    year: String(now.getUTCFullYear()),
    msrp: '32000',
    monthlyPayment: '349.99',
    downPayment: '2500',
    extraMileageCost: '0.25',
    carType: 'Sedan',
    fuelType: 'Hybrid',
    transmission: 'Automatic',
    interiorColor: 'Black',
    exteriorColor: 'White',
    numberOfSeats: '5',
    leaseTerms: list('24', '36'),
    mileageLimits: list('10000', '12000'),
    safetyFeatures: list('Blind Spot Monitoring', 'Lane Keeping Assist'),
    comfortFeatures: list('Heated Seats'),
    entertainmentFeatures: list('Apple CarPlay'),
    specialFeatures: '',
  };
}

/** The template: the header (the columns, then the optional pictures column) and the example row, without pictures. */
export function importTemplateCsv(now: Date): string {
  const example = importExampleRow(now);
  return csvText([
    [...LISTING_IMPORT_COLUMNS, PICTURES_COLUMN],
    [...LISTING_IMPORT_COLUMNS.map((c) => example[c]), ''],
  ]);
}
