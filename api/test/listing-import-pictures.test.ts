// Pictures by address in the listing import (the optional `pictures` column), from a local HTTP
// server reached through the test-only FETCH_ALLOW_LOOPBACK: the apply answers at once and the
// picture job fetches them afterwards (here in process: the test's schedules are off), its progress
// read as the dealer's page reads it (GET /api/listings/import/runs/:id, the history); fetched,
// re-encoded and stored as uploads are; not fetched again when the cell is unchanged; replaced (old
// files removed) when it changes; a picture that 404s, is not an image or is on a private address
// is a message of its row in the run's result while the import stands (its listing gets the other
// pictures); a bad cell is refused in the preview; a file without the column leaves pictures as
// they are; a run is its dealer's only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { LISTING_IMPORT_COLUMNS, LISTING_IMPORT_MESSAGES, type ListingImportColumn } from 'shared-contracts';
import { listings } from '../src/db/schema';
import { STUCK_AFTER_MS } from '../src/listings/import/sweep';
import { importExampleRow } from '../src/listings/import/template';
import { call, createTestContext, type TestContext } from './helpers';
import { createAccount, freshIp, multipart, TINY_PNG, type Account } from './account-helpers';
import { recordLostImportRun } from './import-run-helpers';
import { startStubServer, type StubServer } from './stub-server';

let ctx: TestContext;
let dealer: Account;
let server: StubServer;
let base: string;
const hits: string[] = [];
/** Requests to /hold wait until release() is called. */
let held: Array<() => void> = [];
const release = () => {
  for (const answer of held) answer();
  held = [];
};

beforeAll(async () => {
  server = await startStubServer((req, res) => {
    hits.push(req.url!);
    if (req.url === '/hold')
      return void held.push(() => res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG));
    if (req.url!.startsWith('/car')) return res.writeHead(200, { 'content-type': 'image/png' }).end(TINY_PNG);
    if (req.url === '/text') return res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    res.writeHead(404).end();
  });
  base = server.base;
  ctx = await createTestContext({ FETCH_ALLOW_LOOPBACK: 'true', FETCH_TIMEOUT_MS: 2000 });
  dealer = await createAccount(ctx, 'dealer');
});
afterAll(async () => {
  release();
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

type Run = {
  id: string;
  finishedAt: string | null;
  pictures: { total: number; done: number; errors: Array<{ row: number; stockNumber: string; message: string }> };
};
const readRun = (id: string, account = dealer) =>
  call(ctx.app, { method: 'GET', url: `/api/listings/import/runs/${id}`, token: account.token });
/** Polls the run as the dealer's page does until `until` holds (by default: finished). */
async function runOf(id: string, until: (run: Run) => boolean = (run) => run.finishedAt !== null): Promise<Run> {
  for (let i = 0; i < 200; i++) {
    const res = await readRun(id);
    expect(res.status).toBe(200);
    if (until(res.body.data)) return res.body.data;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`run ${id} never got there`);
}

const byStock = async (stockNumber: string) =>
  (
    await ctx.database.db
      .select()
      .from(listings)
      .where(and(eq(listings.dealerId, dealer.dealerId!), eq(listings.stockNumber, stockNumber)))
  )[0];
const stored = (key: string) => fs.existsSync(path.join(ctx.config.UPLOAD_DIR, key));

describe('pictures by address', () => {
  it('fetches, re-encodes and stores the pictures, main first', async () => {
    const pictures = `${base}/car-1.png|${base}/car-2.png`;
    const res = await send('apply', csv([{ stock: 'P-1', pictures }]));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 1, picturesToFetch: 2, runId: expect.any(String) });
    const run = await runOf(res.body.data.runId);
    expect(run.pictures).toEqual({ total: 2, done: 2, errors: [] });
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
    expect(same.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 1, picturesToFetch: 0 });
    expect((await readRun(same.body.data.runId)).body.data).toMatchObject({
      finishedAt: expect.any(String),
      pictures: { total: 0, done: 0, errors: [] },
    });
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
    expect(res.body.data).toMatchObject({ updated: 1, picturesToFetch: 1 });
    await runOf(res.body.data.runId);
    const after = await byStock('P-1');
    expect(after).toMatchObject({ pictureSources: [`${base}/car-3.png`], galleryImages: [], status: 'pending' });
    expect(stored(after.imageUrl!)).toBe(true);
    expect(stored(before.imageUrl!)).toBe(false);
    expect(stored(before.galleryImages[0])).toBe(false);
  });

  it.each([
    ['404s', '/missing.png', 'Picture 2: The server answered 404'],
    ['is not an image', '/text', /^Picture 2: /],
  ])('imports the rows, and names the row of a picture that %s in the result', async (_what, target, message) => {
    const res = await send(
      'apply',
      csv([
        { stock: `P-2${target}`, pictures: `${base}/car-4.png` },
        { stock: `P-3${target}`, pictures: `${base}/car-5.png|${base}${target}` },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ created: 2, picturesToFetch: 3 });
    const run = await runOf(res.body.data.runId);
    expect(run.pictures).toEqual({
      total: 3,
      done: 3,
      errors: [{ row: 3, stockNumber: `P-3${target}`, message: expect.stringMatching(message) }],
    });
    expect((await byStock(`P-2${target}`)).imageUrl).toMatch(/^listings\//);
    // The row's other picture is its main one.
    const partly = await byStock(`P-3${target}`);
    expect(partly.imageUrl).toMatch(/^listings\//);
    expect(partly.galleryImages).toEqual([]);
  });

  it('names a picture on a private address without fetching it; its listing stays without pictures', async () => {
    const res = await send('apply', csv([{ stock: 'P-4', pictures: 'http://169.254.169.254/latest/meta-data/' }]));
    expect(res.status).toBe(200);
    const run = await runOf(res.body.data.runId);
    expect(run.pictures.errors).toEqual([
      {
        row: 2,
        stockNumber: 'P-4',
        message: 'Picture 1: 169.254.169.254 is a private network address: only public addresses can be fetched',
      },
    ]);
    expect(await byStock('P-4')).toMatchObject({ imageUrl: null, galleryImages: [] });
  });

  it('shows the progress while the pictures are fetched, in the run and in the history', async () => {
    // A minute later, so this run is the history's latest.
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 60_000));
    const res = await send('apply', csv([{ stock: 'P-7', pictures: `${base}/car-7.png|${base}/hold` }]));
    expect(res.status).toBe(200);
    const { runId } = res.body.data;
    const midway = await runOf(runId, (run) => run.pictures.done === 1 && held.length === 1);
    expect(midway).toMatchObject({ finishedAt: null, pictures: { total: 2, done: 1, errors: [] } });
    const history = await call(ctx.app, { method: 'GET', url: '/api/listings/import/history', token: dealer.token });
    expect(history.body.data.runs[0]).toMatchObject({ id: runId, finishedAt: null, pictures: { total: 2, done: 1 } });
    // The listing is saved already, its pictures not yet.
    expect(await byStock('P-7')).toMatchObject({ imageUrl: null, status: 'pending' });
    release();
    expect((await runOf(runId)).pictures).toEqual({ total: 2, done: 2, errors: [] });
    expect((await byStock('P-7')).galleryImages).toHaveLength(1);
  });

  it("answers a run to its own dealer only (another dealer's, an unknown or malformed id: 404)", async () => {
    const res = await send('apply', csv([{ stock: 'P-8' }]));
    const other = await createAccount(ctx, 'dealer');
    for (const answer of [
      await readRun(res.body.data.runId, other),
      await readRun('6f1c7c8e-5b7a-4c55-9d43-2f0f7d6f0c11'),
      await readRun('not-an-id'),
    ])
      expect(answer).toMatchObject({ status: 404, body: { message: 'Import not found' } });
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

describe('the picture sweep (a run whose picture job was never queued)', () => {
  it('asks for the job again once the run has been unfinished for 5 minutes, and the run then finishes', async () => {
    const first = await send('apply', csv([{ stock: 'S-1', pictures: `${base}/car-s1.png` }]));
    expect((await runOf(first.body.data.runId)).pictures).toMatchObject({ total: 1, done: 1 });
    const listing = await byStock('S-1');
    // As the apply records it, with the process gone before the job's send: unfinished, one task, no job.
    const lost = await recordLostImportRun(ctx.database.db, dealer.dealerId!, ctx.clock.now(), {
      listingId: listing.id,
      row: 2,
      stockNumber: 'S-1',
      urls: listing.pictureSources!,
    });
    hits.length = 0;
    ctx.clock.set(new Date(ctx.clock.now().getTime() + STUCK_AFTER_MS - 1000));
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(0);
    expect((await readRun(lost)).body.data).toMatchObject({ finishedAt: null, pictures: { total: 1, done: 0 } });
    ctx.clock.set(new Date(ctx.clock.now().getTime() + 2000));
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(1);
    const swept = await runOf(lost);
    expect(swept.pictures).toEqual({ total: 1, done: 1, errors: [] });
    expect(hits).toEqual(['/car-s1.png']);
    expect((await byStock('S-1')).imageUrl).not.toBe(listing.imageUrl);
    // Finished: the next sweep leaves it alone.
    expect(await ctx.app.services.listingImport.sweepImportPictures()).toBe(0);
  });
});
