// The spreadsheet import of listings (issue 31, first slice): the CSV template, the preview
// (new / changed / unchanged / refused rows with the wizard's messages, nothing saved), the
// apply in one transaction (new listings pending, changed ones back to approval, unchanged ones
// untouched, a second apply adding nothing, a full import pausing what the file lacks), the
// file-level refusals (empty, header only, not UTF-8, wrong delimiter, broken quotes, unknown
// and missing columns, too many rows, too large) and who may call.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import {
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIMITS,
  LISTING_IMPORT_MESSAGES,
  LISTING_MESSAGES,
  listingImportFileMessage,
  STOCK_NUMBER_MESSAGES,
  type ListingImportColumn,
} from 'shared-contracts';
import { listings, outbox } from '../src/db/schema';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, multipart, TINY_PNG, type Account } from './account-helpers';
import { listingParts } from './listing-form-helpers';
import { makeListing } from './listings-fixtures';
import { importExampleRow } from '../src/listings/import/template';

let ctx: TestContext;
let dealer: Account;
let other: Account;
let admin: Account;
let user: Account;

beforeAll(async () => {
  ctx = await createTestContext();
  dealer = await createAccount(ctx, 'dealer');
  other = await createAccount(ctx, 'dealer');
  admin = await createAccount(ctx, 'admin');
  user = await createAccount(ctx, 'user');
});
afterAll(async () => {
  await ctx.close();
});

/** A good row's cells (the template's example row), `over` replacing some. */
function row(stockNumber: string, over: Partial<Record<ListingImportColumn, string>> = {}) {
  const cells = { ...importExampleRow(new Date()), stockNumber, ...over };
  return LISTING_IMPORT_COLUMNS.map((c) => cells[c]);
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (...rows: string[][]) =>
  [LISTING_IMPORT_COLUMNS as readonly string[], ...rows].map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';

function send(kind: 'preview' | 'apply', token: string | undefined, file: string | Buffer, mode?: 'full' | 'partial') {
  const form = multipart([
    { name: 'file', value: file, filename: 'stock.csv', contentType: 'text/csv' },
    ...(mode ? [{ name: 'mode', value: mode }] : []),
  ]);
  return call(ctx.app, {
    method: 'POST',
    url: `/api/listings/import/${kind}`,
    token,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: freshIp(),
  });
}

const listingsOf = (account: Account) =>
  ctx.database.db.select().from(listings).where(eq(listings.dealerId, account.dealerId!));
const byStock = async (account: Account, stockNumber: string) =>
  (
    await ctx.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.dealerId, account.dealerId!), eq(listings.stockNumber, stockNumber)))
  )[0];

describe('GET /api/listings/import/template', () => {
  it('answers the columns and an example row as CSV that the preview accepts', async () => {
    const res = await call(ctx.app, { method: 'GET', url: '/api/listings/import/template', token: dealer.token });
    expect(res.status).toBe(200);
    expect(res.res.headers['content-type']).toMatch(/^text\/csv/);
    const [header, example] = res.res.body.trim().split('\r\n');
    expect(header).toBe([...LISTING_IMPORT_COLUMNS, 'pictures'].join(','));
    expect(example).toContain('EXAMPLE-1');
    const preview = await send('preview', dealer.token, res.res.body);
    expect(preview.status).toBe(200);
    expect(preview.body.data.rows).toMatchObject([{ row: 2, stockNumber: 'EXAMPLE-1', status: 'new', problems: [] }]);
  });
});

describe('template cells are protected from formula injection', () => {
  it('prefixes cells a spreadsheet would run with a quote', async () => {
    const { csvText } = await import('../src/listings/import/template');
    expect(csvText([['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tx', 'plain, text']])).toBe(
      `"'=HYPERLINK(""http://x"")",'+1,'-2,'@SUM(A1),'\tx,"plain, text"\r\n`,
    );
  });
});

describe('preview and apply', () => {
  it('previews new and refused rows with the wizard messages, and saves nothing', async () => {
    const file = csv(
      row('A-1'),
      row('A-2', { make: '', leaseTerms: '' }),
      row('A-1', { model: 'Corolla' }),
      row('', { msrp: '0' }),
    );
    const before = await listingsOf(dealer);
    const res = await send('preview', dealer.token, file);
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ new: 1, changed: 0, unchanged: 0, refused: 3, missing: 0 });
    expect(res.body.data.rows).toEqual([
      expect.objectContaining({
        row: 2,
        stockNumber: 'A-1',
        status: 'new',
        title: `${new Date().getUTCFullYear()} Toyota Camry Hybrid`,
      }),
      expect.objectContaining({
        row: 3,
        status: 'refused',
        problems: [
          { column: 'make', message: LISTING_MESSAGES.make },
          { column: 'leaseTerms', message: LISTING_MESSAGES.leaseTerms },
        ],
      }),
      expect.objectContaining({
        row: 4,
        status: 'refused',
        problems: [{ column: 'stockNumber', message: 'This stock number is already used on row 2' }],
      }),
      expect.objectContaining({
        row: 5,
        status: 'refused',
        problems: [
          { column: 'stockNumber', message: LISTING_IMPORT_MESSAGES.stockNumber },
          { column: 'msrp', message: LISTING_MESSAGES.msrpZero },
        ],
      }),
    ]);
    expect(await listingsOf(dealer)).toEqual(before);
  });

  it('refuses to apply a file with a refused row, and writes nothing', async () => {
    const res = await send('apply', dealer.token, csv(row('B-1'), row('B-2', { fuelType: 'Steam' })));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LISTING_IMPORT_MESSAGES.refusedRows);
    expect(res.body.errors).toEqual([
      { path: '3.fuelType', message: expect.stringContaining('fuelType must be one of') },
    ]);
    expect(await byStock(dealer, 'B-1')).toBeUndefined();
  });

  it('applies new rows as pending listings without duplicates on a second apply, updates changed ones and keeps unchanged ones', async () => {
    const first = csv(
      row('C-1'),
      row('C-2', { make: 'Honda', model: 'Civic', comfortFeatures: 'Heated Seats|Sunroof' }),
    );
    const applied = await send('apply', dealer.token, first);
    expect(applied.status).toBe(200);
    expect(applied.body.data).toEqual({
      mode: 'partial',
      created: 2,
      updated: 0,
      unchanged: 0,
      paused: 0,
      runId: expect.any(String),
      picturesToFetch: 0,
    });
    const c2 = await byStock(dealer, 'C-2');
    expect(c2).toMatchObject({
      status: 'pending',
      make: 'Honda',
      model: 'Civic',
      msrp: 32000,
      leaseTerms: [24, 36],
      mileageLimits: [10000, 12000],
      comfortFeatures: ['Heated Seats', 'Sunroof'],
      imageUrl: null,
      galleryImages: [],
    });
    // The admins get one mail for the import.
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, admin.email));
    expect(mails.filter((m) => m.subject.includes('2 listings from'))).toHaveLength(1);

    // Again: nothing new, nothing changed.
    const again = await send('preview', dealer.token, first);
    expect(again.body.data.counts).toMatchObject({ new: 0, changed: 0, unchanged: 2 });
    const reapplied = await send('apply', dealer.token, first);
    expect(reapplied.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect((await listingsOf(dealer)).filter((l) => l.stockNumber?.startsWith('C-'))).toHaveLength(2);

    // An approved listing whose price changes goes back to approval, as a wizard edit does.
    await ctx.database.db.update(listings).set({ status: 'active' }).where(eq(listings.id, c2.id));
    const changed = csv(
      row('C-1'),
      row('C-2', { make: 'Honda', model: 'Civic', comfortFeatures: 'Heated Seats|Sunroof', monthlyPayment: '299' }),
    );
    const preview = await send('preview', dealer.token, changed);
    expect(preview.body.data.rows[1]).toMatchObject({
      status: 'changed',
      listingId: c2.id,
      changes: ['monthlyPayment'],
    });
    expect(preview.body.data.rows[0]).toMatchObject({ status: 'unchanged' });
    const updated = await send('apply', dealer.token, changed);
    expect(updated.body.data).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(await byStock(dealer, 'C-2')).toMatchObject({ id: c2.id, monthlyPayment: 299, status: 'pending' });
  });

  it('a full import pauses the active listings with a stock number that the file lacks; a partial one does not', async () => {
    const acct = await createAccount(ctx, 'dealer');
    await send('apply', acct.token, csv(row('D-1'), row('D-2'), row('D-3')));
    await ctx.database.db.update(listings).set({ status: 'active' }).where(eq(listings.dealerId, acct.dealerId!));
    // A listing without a stock number (added in the wizard) is never touched by an import.
    const manual = await makeListing(ctx.database.db, acct.dealerId!, { status: 'active' });

    const partial = await send('apply', acct.token, csv(row('D-1')), 'partial');
    expect(partial.body.data).toMatchObject({ mode: 'partial', paused: 0, unchanged: 1 });
    expect((await byStock(acct, 'D-2')).status).toBe('active');

    const preview = await send('preview', acct.token, csv(row('D-1')));
    expect(preview.body.data.counts.missing).toBe(2);
    const full = await send('apply', acct.token, csv(row('D-1')), 'full');
    expect(full.status).toBe(200);
    expect(full.body.data).toMatchObject({ mode: 'full', paused: 2, unchanged: 1 });
    expect((await byStock(acct, 'D-1')).status).toBe('active');
    expect((await byStock(acct, 'D-2')).status).toBe('paused');
    expect((await byStock(acct, 'D-3')).status).toBe('paused');
    const [manualRow] = await ctx.database.db.select().from(listings).where(eq(listings.id, manual));
    expect(manualRow.status).toBe('active');
  });

  it("matches stock numbers within the dealer's own listings only", async () => {
    await send('apply', other.token, csv(row('E-1', { model: 'Other' })));
    const res = await send('preview', dealer.token, csv(row('E-1')));
    expect(res.body.data.rows[0]).toMatchObject({ status: 'new', listingId: null });
    await send('apply', dealer.token, csv(row('E-1')));
    expect((await byStock(other, 'E-1')).model).toBe('Other');
    expect((await byStock(dealer, 'E-1')).model).toBe('Camry Hybrid');
  });

  it('a pending dealer may import: its listings wait for approval and stay out of the public search', async () => {
    const pending = await createAccount(ctx, 'dealer', { dealerStatus: 'pending' });
    const res = await send('apply', pending.token, csv(row('F-1', { make: 'Pendingmake' })));
    expect(res.status).toBe(200);
    const search = await call(ctx.app, { method: 'GET', url: '/api/listings?make=Pendingmake' });
    expect(search.body.data.listings).toEqual([]);
  });
});

describe('a file of the largest size', () => {
  it(`adds ${LISTING_IMPORT_LIMITS.maxRows} rows, then updates them all, each in one apply`, async () => {
    const acct = await createAccount(ctx, 'dealer');
    const many = (monthlyPayment: string) =>
      csv(...Array.from({ length: LISTING_IMPORT_LIMITS.maxRows }, (_, i) => row(`M-${i}`, { monthlyPayment })));
    const added = await send('apply', acct.token, many('349.99'));
    expect(added.body.data).toMatchObject({ created: LISTING_IMPORT_LIMITS.maxRows });
    const updated = await send('apply', acct.token, many('299'));
    expect(updated.body.data).toMatchObject({ created: 0, updated: LISTING_IMPORT_LIMITS.maxRows });
  }, 120_000);
});

describe('files that cannot be read', () => {
  const header = (LISTING_IMPORT_COLUMNS as readonly string[]).join(',');
  const cases: Array<[string, string | Buffer, number, string]> = [
    ['an empty file', '', 400, LISTING_IMPORT_MESSAGES.noFile],
    ['only spaces', '  \r\n ', 400, LISTING_IMPORT_MESSAGES.empty],
    ['only a header', `${header}\r\n`, 400, LISTING_IMPORT_MESSAGES.headerOnly],
    ['semicolons', csv(row('G-1')).replace(/,/g, ';'), 400, LISTING_IMPORT_MESSAGES.wrongDelimiter],
    ['tabs', csv(row('G-1')).replace(/,/g, '\t'), 400, LISTING_IMPORT_MESSAGES.wrongDelimiter],
    ['a quote never closed', `${header}\r\n"G-1,Toyota\r\n`, 400, listingImportFileMessage.brokenQuotes(3)],
    ['a short row', `${header}\r\nG-1,Toyota\r\n`, 400, listingImportFileMessage.wrongCellCount(2, 2, 21)],
    [
      'Windows-1252 text',
      Buffer.from(csv(row('G-1', { model: 'Caf\u00e9' })), 'latin1'),
      400,
      LISTING_IMPORT_MESSAGES.notUtf8,
    ],
    ['an unknown column', csv(row('G-1')).replace('stockNumber', 'sku'), 400, 'Unknown column: sku'],
    [
      'a missing column',
      csv(row('G-1'))
        .split('\r\n')
        .map((l) => l.split(',').slice(0, -1).join(','))
        .join('\r\n'),
      400,
      'Missing column: specialFeatures',
    ],
    [
      'too many rows',
      csv(...Array.from({ length: LISTING_IMPORT_LIMITS.maxRows + 1 }, (_, i) => row(`H-${i}`))),
      400,
      LISTING_IMPORT_MESSAGES.tooManyRows,
    ],
    ['more than 2 MB', Buffer.alloc(LISTING_IMPORT_LIMITS.maxBytes + 10, 'a'), 413, LISTING_IMPORT_MESSAGES.tooLarge],
  ];
  it.each(cases)('refuses %s with a clear message', async (_label, file, status, message) => {
    const res = await send('preview', dealer.token, file);
    expect(res.status).toBe(status);
    expect(res.body.message).toBe(message);
    const applied = await send('apply', dealer.token, file);
    expect(applied.status).toBe(status);
  });

  it('accepts a BOM, header names in any case and blank lines', async () => {
    const file = `\ufeff${csv(row('I-1')).replace('stockNumber', 'StockNumber')}\r\n,,,,,,,,,,,,,,,,,,,,\r\n`;
    const res = await send('preview', dealer.token, file);
    expect(res.status).toBe(200);
    expect(res.body.data.rows).toHaveLength(1);
  });

  it('refuses a mode it does not know', async () => {
    const res = await send('apply', dealer.token, csv(row('J-1')), 'everything' as 'full');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LISTING_IMPORT_MESSAGES.mode);
    expect(await byStock(dealer, 'J-1')).toBeUndefined();
  });
});

describe('who may call', () => {
  it.each([
    ['anonymous', undefined, 401],
    ['a consumer', () => user.token, 403],
    ['an admin', () => admin.token, 403],
  ] as const)('%s may not', async (_who, token, status) => {
    const t = token?.();
    expect((await call(ctx.app, { method: 'GET', url: '/api/listings/import/template', token: t })).status).toBe(
      status,
    );
    expect((await send('preview', t, csv(row('K-1')))).status).toBe(status);
    expect((await send('apply', t, csv(row('K-1')))).status).toBe(status);
  });
});

describe("the wizard's optional stock number (a hand-made listing an import later updates)", () => {
  const images = [
    { name: 'imageUrls', value: TINY_PNG, filename: 'm.png', contentType: 'image/png' },
    { name: 'galleryImages', value: TINY_PNG, filename: 'g.png', contentType: 'image/png' },
  ];
  const write = (method: 'POST' | 'PUT', url: string, stockNumber: string | undefined, withImages = true) => {
    const form = multipart([
      ...listingParts({ only: method === 'PUT' }),
      ...(withImages ? images : []),
      ...(stockNumber === undefined ? [] : [{ name: 'stockNumber', value: stockNumber }]),
    ]);
    return call(ctx.app, {
      method,
      url,
      token: dealer.token,
      headers: form.headers,
      payload: form.payload,
      remoteAddress: freshIp(),
    });
  };

  it('is saved, shown to its dealer, matched by an import, refused when another listing has it, and removed when blanked', async () => {
    const added = await write('POST', '/api/listings', ' HAND-1 ');
    expect(added.status).toBe(201);
    expect(added.body.data.stockNumber).toBe('HAND-1');
    const id = added.body.data.id as string;
    const detail = await call(ctx.app, { method: 'GET', url: `/api/listings/${id}`, token: dealer.token });
    expect(detail.body.data.stockNumber).toBe('HAND-1');
    // The dealer's listings table.
    const managed = await call(ctx.app, {
      method: 'GET',
      url: '/api/listings?scope=manage&status=pending&limit=100',
      token: dealer.token,
    });
    expect(managed.body.data.listings.find((l: { id: string }) => l.id === id)?.stockNumber).toBe('HAND-1');

    // An import's row with that stock number updates the hand-made listing.
    const preview = await send('preview', dealer.token, csv(row('HAND-1')));
    expect(preview.body.data.rows[0]).toMatchObject({ stockNumber: 'HAND-1', listingId: id });

    // Another listing of the same dealer may not take it; another dealer's may.
    const taken = await write('POST', '/api/listings', 'HAND-1');
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({
      message: STOCK_NUMBER_MESSAGES.taken,
      errors: [{ path: 'stockNumber', message: STOCK_NUMBER_MESSAGES.taken }],
    });
    const bad = await write('POST', '/api/listings', '=HYPERLINK(1)');
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: 'stockNumber', message: STOCK_NUMBER_MESSAGES.characters }]);

    // An edit without the part keeps it; a blank one removes it.
    expect((await write('PUT', `/api/listings/${id}`, undefined, false)).body.data.stockNumber).toBe('HAND-1');
    expect((await write('PUT', `/api/listings/${id}`, 'HAND-1', false)).status).toBe(200);
    const blanked = await write('PUT', `/api/listings/${id}`, '', false);
    expect(blanked.body.data.stockNumber).toBeNull();
  });
});
