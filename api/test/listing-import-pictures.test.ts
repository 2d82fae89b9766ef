// Pictures by address in the listing import (the optional `pictures` column), from a local HTTP
// server reached through the test-only FETCH_ALLOW_LOOPBACK: fetched, re-encoded and stored as
// uploads are; not fetched again when the cell is unchanged; replaced (old files removed) when it
// changes; a picture that 404s or is not an image refuses its row and writes nothing (no listing,
// no file left); a private address is refused; a bad cell is refused in the preview; a file
// without the column leaves pictures as they are.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { LISTING_IMPORT_COLUMNS, LISTING_IMPORT_MESSAGES, type ListingImportColumn } from 'shared-contracts';
import { listings } from '../src/db/schema';
import { importExampleRow } from '../src/listings/import/template';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, multipart, TINY_PNG, type Account } from './account-helpers';
import { startStubServer, type StubServer } from './stub-server';

let ctx: TestContext;
let dealer: Account;
let server: StubServer;
let base: string;
const hits: string[] = [];

beforeAll(async () => {
  server = await startStubServer((req, res) => {
    hits.push(req.url!);
    if (req.url!.startsWith('/car')) return res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    res.writeHead(404).end();
  });
  base = server.base;
  ctx = await createTestContext({ FETCH_ALLOW_LOOPBACK: 'true', FETCH_TIMEOUT_MS: 2000 });
  dealer = await createAccount(ctx, 'dealer');
});
afterAll(async () => {
  await ctx.close();
  await server.close();
});

type Cells = Partial<Record<ListingImportColumn | 'pictures', string>>;
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
/** A file of these rows; with `pictures` false, a file without the pictures column. */
function csv(rows: Array<{ stock: string } & Cells>, withPictures = true): string {
  const columns = withPictures ? [...LISTING_IMPORT_COLUMNS, 'pictures'] : [...LISTING_IMPORT_COLUMNS];
  const lines = rows.map(({ stock, ...over }) => {
    const cells: Record<string, string> = {
      ...importExampleRow(new Date()),
      pictures: '',
      ...over,
      stockNumber: stock,
    };
    return columns.map((c) => quote(cells[c])).join(',');
  });
  return [columns.join(','), ...lines].join('\r\n') + '\r\n';
}

function send(kind: 'preview' | 'apply', file: string) {
  const form = multipart([{ name: 'file', value: file, filename: 'stock.csv', contentType: 'text/csv' }]);
  return call(ctx.app, {
    method: 'POST',
    url: `/api/listings/import/${kind}`,
    token: dealer.token,
    headers: form.headers,
    payload: form.payload,
    remoteAddress: freshIp(),
  });
}

const byStock = async (stockNumber: string) =>
  (
    await ctx.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.dealerId, dealer.dealerId!), eq(listings.stockNumber, stockNumber)))
  )[0];
const stored = (key: string) => fs.existsSync(path.join(ctx.config.UPLOAD_DIR, key));
function fileCount(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? fileCount(path.join(dir, e.name)) : 1), 0);
}

describe('pictures by address', () => {
  it('fetches, re-encodes and stores the pictures, main first', async () => {
    const pictures = `${base}/car-1.png|${base}/car-2.png`;
    const res = await send('apply', csv([{ stock: 'P-1', pictures }]));
    expect(res.status).toBe(200);
    const listing = await byStock('P-1');
    expect(listing.pictureSources).toEqual([`${base}/car-1.png`, `${base}/car-2.png`]);
    expect(listing.imageUrl).toMatch(/^listings\/.+\.full\.jpg$/);
    expect(listing.galleryImages).toHaveLength(1);
    expect(stored(listing.imageUrl!)).toBe(true);
    expect(stored(listing.galleryImages[0])).toBe(true);
  });

  it('does not fetch an unchanged cell again, nor touch pictures of a file without the column', async () => {
    hits.length = 0;
    const same = await send('apply', csv([{ stock: 'P-1', pictures: `${base}/car-1.png|${base}/car-2.png` }]));
    expect(same.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    const without = await send('apply', csv([{ stock: 'P-1' }], false));
    expect(without.body.data).toMatchObject({ updated: 0, unchanged: 1 });
    expect(hits).toEqual([]);
    expect((await byStock('P-1')).galleryImages).toHaveLength(1);
  });

  it('replaces changed pictures, removing the old files', async () => {
    const before = await byStock('P-1');
    const preview = await send('preview', csv([{ stock: 'P-1', pictures: `${base}/car-3.png` }]));
    expect(preview.body.data.rows[0]).toMatchObject({ status: 'changed', changes: ['pictures'] });
    const res = await send('apply', csv([{ stock: 'P-1', pictures: `${base}/car-3.png` }]));
    expect(res.body.data).toMatchObject({ updated: 1 });
    const after = await byStock('P-1');
    expect(after).toMatchObject({ pictureSources: [`${base}/car-3.png`], galleryImages: [], status: 'pending' });
    expect(stored(after.imageUrl!)).toBe(true);
    expect(stored(before.imageUrl!)).toBe(false);
    expect(stored(before.galleryImages[0])).toBe(false);
  });

  it.each([
    ['404s', '/missing.png', 'Picture 2: The server answered 404'],
    ['is not an image', '/text', /^Picture 2: /],
  ])('refuses the row of a picture that %s, and writes nothing', async (_what, target, message) => {
    const files = fileCount(ctx.config.UPLOAD_DIR);
    const res = await send(
      'apply',
      csv([
        { stock: 'P-2', pictures: `${base}/car-4.png` },
        { stock: 'P-3', pictures: `${base}/car-5.png|${base}${target}` },
      ]),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LISTING_IMPORT_MESSAGES.refusedRows);
    expect(res.body.errors).toEqual([{ path: '3.pictures', message: expect.stringMatching(message) }]);
    expect(await byStock('P-2')).toBeUndefined();
    expect(fileCount(ctx.config.UPLOAD_DIR)).toBe(files);
  });

  it('refuses a picture on a private address', async () => {
    const res = await send('apply', csv([{ stock: 'P-4', pictures: 'http://169.254.169.254/latest/meta-data/' }]));
    expect(res.body.errors).toEqual([
      {
        path: '2.pictures',
        message: 'Picture 1: 169.254.169.254 is a private network address: only public addresses can be fetched',
      },
    ]);
  });

  it('refuses a cell that is not web addresses, or too many, in the preview', async () => {
    const many = Array.from({ length: 7 }, (_, i) => `${base}/car-${i}.png`).join('|');
    const res = await send(
      'preview',
      csv([
        { stock: 'P-5', pictures: 'ftp://example.com/a.png' },
        { stock: 'P-6', pictures: many },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { problems: unknown }) => r.problems)).toEqual([
      [{ column: 'pictures', message: LISTING_IMPORT_MESSAGES.pictureUrl }],
      [{ column: 'pictures', message: LISTING_IMPORT_MESSAGES.tooManyPictures }],
    ]);
  });
});
